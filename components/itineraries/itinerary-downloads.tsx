import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { itineraryPlaces, type Itinerary } from '@/lib/itineraries/model';
import { hasCoordinates } from '@/lib/content/places/schema';
import { PLACES_FILE_FORMATS } from '@/lib/places/places-file';
import { itineraryPdfHref, itineraryPlacesFile, placesFileHref } from '@/lib/routes';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-card px-3.5 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint';

/**
 * The plan to take along: its stops as GPX and KML for an offline maps app and the whole plan as a
 * PDF. Marked like a guide's places files (data-places-downloads), so saving the itinerary for
 * offline keeps these files too (lib/browser/saved-offline.ts).
 */
export function ItineraryDownloads({ itinerary }: { itinerary: Itinerary }) {
  const locale: Locale = itinerary.locale;
  const t = getTranslator(locale);
  const count = itineraryPlaces(itinerary).filter(hasCoordinates).length;
  return (
    <div data-places-downloads="" className="mt-8 rounded-2xl bg-tint p-5 ring-1 ring-line/10">
      <h2 className="text-lg font-extrabold text-heading">{t('itineraries.downloadsHeading')}</h2>
      <p className="mt-1 text-base">{t('itineraries.downloadsIntro')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          {/* A file, not a page: a plain anchor, opened in a new tab like the home page's PDF. */}
          <a
            href={localePath(locale, itineraryPdfHref(itinerary))}
            target="_blank"
            rel="noopener"
            data-itinerary-pdf=""
            className={linkClass}
          >
            <Icon name="download" className="size-4" />
            {t('itineraries.pdf')}
            <span className="sr-only"> {t('itineraries.pdfNote')}</span>
          </a>
        </li>
        {count > 0 &&
          PLACES_FILE_FORMATS.map((format) => (
            <li key={format}>
              <a
                href={localePath(locale, placesFileHref(itineraryPlacesFile(itinerary.slug), format))}
                download=""
                className={linkClass}
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
