import { InteractiveMap } from '@/components/places/interactive-map';
import { StaticPlacesMap } from '@/components/places/static-places-map';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { placeWords, type MappedPlace, type Place } from '@/lib/content';
import { placeHref } from '@/lib/routes';

// A map of places, as guides, place pages and /places show it: the static map drawn at build
// (./static-places-map.tsx), which a visitor may swap for a zoomable one (./interactive-map.tsx).
// Both number the places as the list beside them does.

export function PlacesMap({
  places,
  total,
  locale,
  label,
  current,
}: {
  /** The places with coordinates, each with its number in the list. */
  places: readonly (MappedPlace<Place> & { number: number })[];
  /** How many places the list has (some may have no coordinates, so no marker). */
  total: number;
  locale: Locale;
  /** What the map shows, for screen readers; by default a guide's places. */
  label?: string;
  /** The id of the place whose page this is, if any (the interactive map draws it apart). */
  current?: string;
}) {
  // The same places, numbered alike, for the zoomable map a visitor may open instead.
  const points = places.map((place) => ({
    number: place.number,
    name: placeWords(place, locale).name,
    href: localePath(locale, placeHref(place.id)),
    lat: place.lat,
    lng: place.lng,
    ...(place.id === current ? { current: true } : {}),
  }));
  return (
    <InteractiveMap points={points} locale={locale}>
      <StaticPlacesMap places={places} total={total} locale={locale} label={label} />
    </InteractiveMap>
  );
}
