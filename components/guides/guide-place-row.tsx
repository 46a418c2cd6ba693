import Link from 'next/link';
import { PlaceFacts } from '@/components/places/place-facts';
import { PlaceMapLinks } from '@/components/places/place-map-links';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { hasCoordinates, type GuidePlace } from '@/lib/places/place-schema';
import { placeWords } from '@/lib/places/place-text';
import { placeHref } from '@/lib/routes';

/**
 * One of a guide's places as a compact row: its number (as on the map), its name linked to its page,
 * its facts on a line that wraps, the guide's tip, and one closed disclosure holding its address and
 * the three maps links. As cards with three buttons each, a guide's 21 places were half its length
 * on a phone; a closed disclosure is not laid out until opened, and works without script.
 */
export function GuidePlaceRow({
  place,
  number,
  locale,
}: {
  place: GuidePlace;
  number: number;
  locale: Locale;
}) {
  const t = getTranslator(locale);
  const words = placeWords(place, locale);
  const tip = place.guideTip ?? words.tip;
  return (
    <li
      id={`place-${number}`}
      data-place={number}
      className="border-t border-line/10 py-4 first:border-t-0 print:break-inside-avoid"
    >
      <h3 className="flex items-start gap-3 text-lg font-extrabold text-heading">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sm text-forest-950">
          {number}
        </span>
        <Link
          href={localePath(locale, placeHref(place.id))}
          className="min-h-7 pt-0.5 underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link"
        >
          {words.name}
        </Link>
      </h3>
      <div className="pl-10">
        <PlaceFacts place={place} locale={locale} withArea withAddress={false} inline className="mt-1" />
        {tip && <p className="mt-1.5 text-base leading-relaxed">{tip}</p>}
        <details data-place-maps="" className="group mt-1 print:hidden">
          <summary className="inline-flex min-h-11 list-none items-center gap-1.5 text-sm font-bold text-strong hover:text-link-hover">
            <Icon
              name="chevronDown"
              className="size-4 text-accent transition-transform group-open:rotate-180"
            />
            {words.address ? t('places.addressAndMaps') : t('places.maps')}
            <span className="sr-only">: {words.name}</span>
          </summary>
          {words.address && <p className="mt-1 text-sm">{words.address}</p>}
          {!hasCoordinates(place) && <p className="mt-1 text-sm text-ink-muted">{t('places.notOnMap')}</p>}
          <PlaceMapLinks place={place} name={words.name} locale={locale} />
        </details>
      </div>
    </li>
  );
}
