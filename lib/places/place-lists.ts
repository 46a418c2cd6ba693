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

/**
 * How far "near" reaches, as the crow flies: about half an hour by road in town, and within one
 * area outside it (Kawah Putih's neighbours are Situ Patenggang and Ranca Upas, not the airport 35 km
 * off).
 */
export const NEARBY_KM = 10;

/**
 * Up to `count` places with coordinates within NEARBY_KM of a place, nearest first; none when it has
 * no coordinates or nothing is that close.
 */
export function nearestPlaces(place: Place, places: Iterable<Place>, count = 4) {
  if (!hasCoordinates(place)) return [];
  return [...places]
    .filter(hasCoordinates)
    .filter((other) => other.id !== place.id)
    .map((other) => ({ place: other, km: distanceKm(place, other) }))
    .filter(({ km }) => km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id))
    .slice(0, count);
}
