import 'server-only';

import { getGuideSummaries, type GuideSummary } from '../content/guides';
import type { Locale } from '../i18n/locales';
import { tours, type Tour } from '../tours/tours';

// How places, guides and tours point at each other: a guide lists the places it covers, a tour the
// places it visits (lib/tours/tours.ts), and each place's page shows both (./place-use.ts checks
// that every place a tour names exists, and reports the places nothing uses).

/** The guides of a language that list the place, newest first. */
export const guidesMentioning = (placeId: string, locale: Locale): GuideSummary[] =>
  getGuideSummaries(locale).filter((guide) => guide.places.some((place) => place.id === placeId));

/** The tours that visit the place, in the tours page's order. */
export const toursVisiting = (placeId: string): Tour[] =>
  tours.filter((tour) => (tour.places as readonly string[]).includes(placeId));
