import 'server-only';

import type { Locale } from '../i18n/locales';
import { getPlaces } from '../places/places';
import { findItineraryFiles, ITINERARIES_DIR, checkItineraries } from './load';
import type { Itinerary } from './model';
import { ItineraryContentError } from './problems';
import { transportCosts } from './transport-costs';
import { travelTable } from './travel-table';

// The project's itineraries, checked once per build against the place records and the travel
// table (npm run dev checks them again when a file changed): the collection's lookups, which pages,
// files, the sitemap and the home page ask. A problem anywhere stops the build listing them all.

let cache: { key: string; itineraries: Itinerary[] } | undefined;

/** Every itinerary in every language. */
export function getAllItineraries(): Itinerary[] {
  if (cache && process.env.NODE_ENV !== 'development') return cache.itineraries;
  const found = findItineraryFiles(ITINERARIES_DIR);
  const places = getPlaces();
  const key = [
    JSON.stringify([...places]),
    ...found.files.map(({ file, source }) => `${file}\0${source}`),
  ].join('\0');
  if (cache?.key !== key) {
    const { itineraries, problems } = checkItineraries(found.files, {
      places,
      table: travelTable,
      costs: transportCosts,
    });
    const all = [...found.problems, ...problems];
    if (all.length) throw new ItineraryContentError(all);
    cache = { key, itineraries };
  }
  return cache.itineraries;
}

/** The itineraries of a language: shortest first, then by title. */
export const getItineraries = (locale: Locale): Itinerary[] =>
  getAllItineraries()
    .filter((itinerary) => itinerary.locale === locale)
    .sort((a, b) => a.days.length - b.days.length || a.title.localeCompare(b.title, locale));

export const getItinerary = (locale: Locale, slug: string): Itinerary | undefined =>
  getItineraries(locale).find((itinerary) => itinerary.slug === slug);

/** The home page's sample itinerary in a language (home: true); the build stops if there is none. */
export function homeItinerary(locale: Locale): Itinerary {
  const itinerary = getItineraries(locale).find((candidate) => candidate.home);
  if (!itinerary) {
    throw new ItineraryContentError([
      {
        file: 'content/itineraries',
        message: `no ${locale} itinerary says home: true (the home page's sample)`,
      },
    ]);
  }
  return itinerary;
}

/** The itineraries of a language that stop at a place, in list order. */
export const itinerariesVisiting = (placeId: string, locale: Locale): Itinerary[] =>
  getItineraries(locale).filter((itinerary) =>
    itinerary.days.some((day) => day.stops.some((stop) => stop.place.id === placeId)),
  );

/** The itineraries of a language that stop at any of the places (a guide's), in list order. */
export function itinerariesThrough(placeIds: Iterable<string>, locale: Locale): Itinerary[] {
  const ids = new Set(placeIds);
  return getItineraries(locale).filter((itinerary) =>
    itinerary.days.some((day) => day.stops.some((stop) => ids.has(stop.place.id))),
  );
}
