import { areas } from '../content/taxonomy';
import type { Locale } from '../i18n/locales';
import { hasCoordinates, type Place } from '../content/places/schema';
import { placeWords } from '../content/places/words';
import { distanceKm } from '../content/places/distance';

export { distanceKm };

// How the places pages order places: /places by area (in the areas' order), by name within an
// area, numbered straight through so the map's markers match the lists; a place's page shows it
// with its nearest neighbours.

export type NumberedPlace = Place & { number: number };

/** The areas that have places, each with its places by name in a language, numbered from 1. */
export function placesByArea(places: Iterable<Place>, locale: Locale) {
  const all = [...places];
  let number = 0;
  return areas
    .map((area) => ({
      area,
      places: all
        .filter((place) => place.area === area.slug)
        .sort((a, b) => placeWords(a, locale).name.localeCompare(placeWords(b, locale).name, locale))
        .map((place): NumberedPlace => ({ ...place, number: ++number })),
    }))
    .filter((group) => group.places.length > 0);
}

/** The `count` places with coordinates nearest to a place (none when it has no coordinates). */
export function nearestPlaces(place: Place, places: Iterable<Place>, count = 4) {
  if (!hasCoordinates(place)) return [];
  return [...places]
    .filter(hasCoordinates)
    .filter((other) => other.id !== place.id)
    .map((other) => ({ place: other, km: distanceKm(place, other) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}
