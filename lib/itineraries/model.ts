import type { TagSlug } from '../content/taxonomy';
import type { Locale } from '../i18n/locales';
import type { Day } from '../places/opening-hours';
import type { Place } from '../places/place-schema';
import type { DayBudget } from './budget';
import type { DayTimeline, DayTransport, LegMode } from './types';

// An itinerary as pages, files and feeds use it: its words in one language, and the days as the
// build computed them from the records (the same timeline and budget in every language).

export type ItineraryStop = { place: Place; note?: string; stay: number; by?: LegMode };

export type ItineraryDay = {
  /** 1, 2, 3… */
  number: number;
  title: string;
  note?: string;
  start: number;
  transport: DayTransport;
  /** The weekdays it was planned for, if it says. */
  on?: readonly Day[];
  from: Place;
  to: Place;
  stops: ItineraryStop[];
  timeline: DayTimeline;
  budget: DayBudget;
};

/** Where the same itinerary is in another language. */
export type ItineraryLink = { slug: string; href: string; title: string };

export type Itinerary = {
  slug: string;
  /** The file, for messages: content/itineraries/<slug>.yaml. */
  file: string;
  locale: Locale;
  /** The English original's slug (its own, for an original). */
  originalSlug: string;
  href: string;
  title: string;
  summary: string;
  intro: string;
  updated: string;
  tags: readonly TagSlug[];
  /** The home page's sample itinerary. */
  home: boolean;
  base: Place;
  days: ItineraryDay[];
  translations: Partial<Record<Locale, ItineraryLink>>;
};

/** The places an itinerary visits, in order, each once. */
export const itineraryPlaces = (itinerary: Pick<Itinerary, 'days'>): Place[] => [
  ...new Map(
    itinerary.days.flatMap((day) => day.stops.map((stop) => [stop.place.id, stop.place] as const)),
  ).values(),
];
