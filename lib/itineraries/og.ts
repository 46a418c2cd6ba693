import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import type { OgCard } from '../seo/og';
import { SITE_NAME } from '../site/config';

// An itinerary's share image (rendered at build by app/og/[image]/route.tsx with the others): its
// title over the brand artwork, how many days as the kicker, in the itinerary's language. Slugs
// differ between languages, so the id needs no language prefix (like a guide's).

export function itineraryOgCard(itinerary: {
  slug: string;
  title: string;
  locale: Locale;
  days: readonly unknown[];
}): OgCard {
  const t = getTranslator(itinerary.locale);
  return {
    id: `itinerary-${itinerary.slug}`,
    kicker: t('og.itinerary.kicker', { days: t('itineraries.days', { count: itinerary.days.length }) }),
    title: itinerary.title,
    alt: t('og.itinerary.alt', { title: itinerary.title, site: SITE_NAME }),
    locale: itinerary.locale,
  };
}
