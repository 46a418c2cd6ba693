import { PlacesMap } from '@/components/places/places-map';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { hasCoordinates, type GuidePlace } from '@/lib/content';
import { guidePlacesFile, routes } from '@/lib/routes';
import { PlacesDownloads } from '@/components/places/places-downloads';
import { StandaloneLink } from '@/components/ui/text-link';
import { GuidePlaceRow } from './guide-place-row';

// "Places in this guide": the guide's map and, numbered as on the map, every place as a compact row
// with its facts and links that open it in a maps app (on a phone, Google's links open the Google
// Maps app), in the guide's language. Facts come from each place's record (content/places/); tips
// from the guide.

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
    <section aria-labelledby="places-heading" data-guide-places="" className="min-w-0 pb-12">
      <h2 id="places-heading" className="text-3xl font-extrabold tracking-tight text-heading">
        {t('places.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('places.intro')}</p>
      {mapped.length > 0 && <PlacesMap places={mapped} total={places.length} locale={locale} />}
      <ol className="mt-6">
        {places.map((place, index) => (
          <GuidePlaceRow key={place.id} place={place} number={index + 1} locale={locale} />
        ))}
      </ol>
      <PlacesDownloads file={guidePlacesFile(slug)} places={places} locale={locale} />
      <p className="mt-6 text-base">
        {t('places.morePlaces')}{' '}
        <StandaloneLink href={localePath(locale, routes.places)}>{t('placePages.allPlaces')}</StandaloneLink>
      </p>
    </section>
  );
}
