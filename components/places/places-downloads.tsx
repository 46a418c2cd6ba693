import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { hasCoordinates, type Place } from '@/lib/places/place-schema';
import { PLACES_FILE_FORMATS } from '@/lib/places/places-file';
import { placesFileHref } from '@/lib/routes';

/**
 * The places as GPX and KML files (lib/places/places-file.ts) for an offline maps app: `file` names
 * them (allPlacesFile or guidePlacesFile). Nothing when no place has coordinates.
 */
export function PlacesDownloads({
  file,
  places,
  locale,
  headingLevel = 'h3',
}: {
  file: string;
  places: readonly Place[];
  locale: Locale;
  /** h3 inside a guide's "Places in this guide", h2 where it stands on its own (/places). */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = getTranslator(locale);
  const Heading = headingLevel;
  const count = places.filter(hasCoordinates).length;
  if (count === 0) return null;
  return (
    <div data-places-downloads="" className="mt-8 rounded-2xl bg-tint p-5 ring-1 ring-line/10">
      <Heading className="text-lg font-extrabold text-heading">{t('placePages.downloadsHeading')}</Heading>
      <p className="mt-1 text-base">{t('placePages.downloadsIntro')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {PLACES_FILE_FORMATS.map((format) => (
          <li key={format}>
            <a
              href={localePath(locale, placesFileHref(file, format))}
              download=""
              className="inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-card px-3.5 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint"
            >
              <Icon name="download" className="size-4" />
              {t(`placePages.${format}`)}
              <span className="font-normal"> {t('placePages.downloadNote', { count })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
