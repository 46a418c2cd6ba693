import 'server-only';

import { OgCard } from './og-card';
import { pageOgCards, OG_IMAGE_SIZE, type OgCard as OgCardData } from '@/lib/seo/og';
import { requireScript } from '@/lib/i18n/scripts';
import { OG_FONT_FAMILY, OG_FONT_SCRIPTS } from '@/lib/seo/og-fonts';
import { renderImage } from '@/lib/seo/og-image';

/**
 * A share card as a PNG, drawn offline (lib/seo/og-image.tsx). Characters no bundled font draws are
 * left out; a title left with nothing (all Chinese, say) gives way to the guide list's card title.
 */
export function ogCardImage(card: OgCardData, host: string) {
  requireScript(card.locale, OG_FONT_SCRIPTS, 'Share images', `${OG_FONT_FAMILY} (lib/seo/og-fonts.ts)`);
  return renderImage(`share image og/${card.id}.png`, OG_IMAGE_SIZE, (text) => (
    <OgCard
      card={{
        ...card,
        kicker: text(card.kicker),
        title: text(card.title) || pageOgCards(card.locale).guides.title,
      }}
      host={text(host)}
    />
  ));
}
