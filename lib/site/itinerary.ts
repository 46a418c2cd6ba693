import { formatList, fullWeekdayName } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { DAYS, type Day, type OpeningHours } from '../content/places/hours';
import { getPlaces } from '../content';
import { routes } from '../routes';
import { factText } from '../content/facts';

// The sample 3-day itinerary: shown on the home page and printed into the downloadable PDF, in each
// language. Days 1 and 3 head out to their farthest stop first and work back towards the city; day 2
// walks the centre from south to north. No day backtracks (tests/unit/facts.test.ts).

/** The city museums of day 2: the days both open come from their place records' hours. */
export const DAY_TWO_MUSEUMS = ['museum-konperensi-asia-afrika', 'gedung-sate'] as const;

/** The days of the week a place's hours open it (every day when it has no hours). */
export const openDays = (hours: OpeningHours | undefined): Day[] =>
  hours
    ? DAYS.filter((day) =>
        hours.rules.some((rule) => !('closed' in rule) && (rule.days === 'daily' || rule.days.includes(day))),
      )
    : [...DAYS];

/** The days of the week every museum of day 2 opens, in week order. */
export function museumDays(): Day[] {
  const places = getPlaces();
  return DAYS.filter((day) => DAY_TWO_MUSEUMS.every((id) => openDays(places.get(id)?.hours).includes(day)));
}

export type ItineraryDay = { day: number; title: string; highlights: readonly string[] };
export type Itinerary = { title: string; subtitle: string; days: ItineraryDay[]; downloadLink: string };

const DAY_KEYS = ['one', 'two', 'three'] as const;
const HIGHLIGHTS = ['a', 'b', 'c', 'd'] as const;

export function itinerary(locale: Locale): Itinerary {
  const t = getTranslator(locale);
  const fact = {
    ...factText(locale),
    museumDays: formatList(
      locale,
      museumDays().map((day) => fullWeekdayName(locale, DAYS.indexOf(day))),
    ),
  };
  return {
    title: t('itinerary.title'),
    subtitle: t('itinerary.subtitle'),
    days: DAY_KEYS.map((key, index) => ({
      day: index + 1,
      title: t(`itinerary.days.${key}.title`),
      highlights: HIGHLIGHTS.map((line) => t(`itinerary.days.${key}.highlights.${line}`, fact)),
    })),
    downloadLink: localePath(locale, routes.itineraryPdf),
  };
}
