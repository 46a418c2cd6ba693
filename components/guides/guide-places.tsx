import { PlacesMap } from '@/components/places/places-map';
import { PlaceFacts } from '@/components/places/place-facts';
import { PlaceHeading } from '@/components/places/place-heading';
import { PlaceMapLinks } from '@/components/places/place-map-links';
import { areaName, type GuidePlace, hasCoordinates, placeWords } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { guidePlacesFile, placeHref, routes } from '@/lib/routes';
import { PlacesDownloads } from '@/components/places/places-downloads';
import { StandaloneLink } from '@/components/ui/text-link';

// "Places in this guide": the guide's map and, numbered as on the map, every place with its facts
// and links that open it in a maps app (on a phone, Google's links open the Google Maps app), in the
// guide's language. Facts come from each place's record (content/places/); tips from the guide.

export function GuidePlaces({
  slug,
  places,
  locale,
}: {
  /** The guide's slug: its places file's name. */
  slug: string;
  places: readonly GuidePlace[];
  locale: Locale;
}) {
  if (places.length === 0) return null;
  const t = getTranslator(locale);
  // Numbered as in the list; a place without coordinates is in the list but not on the map.
  const mapped = places.map((place, index) => ({ ...place, number: index + 1 })).filter(hasCoordinates);
  return (
    <section
      aria-labelledby="places-heading"
      data-guide-places=""
      className="mx-auto max-w-prose min-w-0 px-4 pb-12 render-later-100 sm:px-6"
    >
      <h2 id="places-heading" className="text-3xl font-extrabold tracking-tight text-heading">
        {t('places.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('places.intro')}</p>
      {mapped.length > 0 && <PlacesMap places={mapped} total={places.length} locale={locale} />}
      <ol className="mt-8 space-y-6">
        {places.map((place, index) => {
          const words = placeWords(place, locale);
          const tip = place.guideTip ?? words.tip;
          return (
            <li
              key={place.id}
              id={`place-${index + 1}`}
              data-place={index + 1}
              className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-line/10"
            >
              <PlaceHeading
                number={index + 1}
                href={localePath(locale, placeHref(place.id))}
                name={words.name}
                className="text-heading"
              />
              <p className="mt-1 text-sm font-semibold text-strong-soft">{areaName(locale, place.area)}</p>
              <PlaceFacts place={place} locale={locale} className="mt-3" />
              {tip && <p className="mt-3 text-base">{tip}</p>}
              {!hasCoordinates(place) && (
                <p className="mt-2 text-sm text-ink-muted">{t('places.notOnMap')}</p>
              )}
              <PlaceMapLinks place={place} name={words.name} locale={locale} />
            </li>
          );
        })}
      </ol>
      <PlacesDownloads file={guidePlacesFile(slug)} places={places} locale={locale} />
      <p className="mt-6 text-base">
        {t('places.morePlaces')}{' '}
        <StandaloneLink href={localePath(locale, routes.places)}>{t('placePages.allPlaces')}</StandaloneLink>
      </p>
    </section>
  );
}
