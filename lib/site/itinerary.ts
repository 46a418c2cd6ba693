import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { homeItinerary } from '../itineraries/itineraries';
import { stopLine, timeText, worksOnText } from '../itineraries/text';
import { DAYS, type Day, type OpeningHours } from '../places/opening-hours';
import { itineraryPdfHref } from '../routes';

// The home page's sample itinerary (the spec's three days), as the home block and its PDF show it:
// drawn from the itinerary record that says `home: true` (content/itineraries/), so the block, the
// PDF and the itinerary's own page cannot disagree. Each highlight is a stop: the time the computed
// timeline reaches it, the place and the record's note.

/** The days of the week a place's hours open it (every day when it has no hours). */
export const openDays = (hours: OpeningHours | undefined): Day[] =>
  hours
    ? DAYS.filter((day) =>
        hours.rules.some((rule) => !('closed' in rule) && (rule.days === 'daily' || rule.days.includes(day))),
      )
    : [...DAYS];

export type ItineraryDay = {
  day: number;
  title: string;
  highlights: readonly string[];
  /** "Works on Tuesday, …": the weekdays every stop is open, as the block shows them. */
  worksOn: string;
};
export type Itinerary = {
  title: string;
  subtitle: string;
  days: ItineraryDay[];
  downloadLink: string;
  /** The itinerary's own page. */
  href: string;
};

export function itinerary(locale: Locale): Itinerary {
  const home = homeItinerary(locale);
  return {
    title: home.title,
    subtitle: home.summary,
    days: home.days.map((day) => ({
      day: day.number,
      title: day.title,
      worksOn: worksOnText(locale, day),
      highlights: day.stops.map(
        (stop, index) => `${timeText(locale, day.timeline.visits[index]!.begin)} · ${stopLine(locale, stop)}`,
      ),
    })),
    downloadLink: localePath(locale, itineraryPdfHref(home)),
    href: home.href,
  };
}
