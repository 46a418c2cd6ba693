import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { itineraryHref } from '../routes';
import type { Itinerary } from './model';
import type { Parsed } from './parse';
import { dayStopLabel, type ItineraryProblem } from './problems';

// A translation against its original: the same number of days, the same places in the same order
// on each (every difference a problem naming the day and the stop); then the original's computed
// days with the translation's words.

/** A translation checked against its original: the same days, the same places in the same order. */
export function translate(
  entry: Extract<Parsed, { kind: 'translation' }>,
  original: Itinerary,
  problems: ItineraryProblem[],
) {
  const { file, data } = entry;
  const before = problems.length;
  if (data.days.length !== original.days.length) {
    problems.push({
      file,
      field: 'field "days"',
      message: `has ${data.days.length} day(s), but its original ${original.file} has ${original.days.length}: translate every day`,
    });
  }
  data.days.forEach((day, d) => {
    const theirs = original.days[d]?.stops ?? [];
    const count = Math.max(day.stops.length, theirs.length);
    for (let s = 0; s < count; s++) {
      const mine = day.stops[s]?.place;
      const other = theirs[s]?.place.id;
      if (mine === other) continue;
      problems.push({
        file,
        field: dayStopLabel(d, s, mine ?? other),
        message:
          mine === undefined
            ? `is missing: the original ${original.file} visits "${other}" here; a translation visits the same places in the same order`
            : other === undefined
              ? `is not in the original ${original.file}: a translation visits the same places in the same order`
              : `the original ${original.file} visits "${other}" here: a translation visits the same places in the same order`,
      });
    }
  });
  if (problems.length > before) return undefined;
  const locale = data.lang as Locale;
  const itinerary: Itinerary = {
    ...original,
    slug: entry.slug,
    file,
    locale,
    href: localePath(locale, itineraryHref(entry.slug)),
    title: data.title,
    summary: data.summary,
    intro: data.intro,
    updated: data.updated,
    days: original.days.map((day, d) => {
      const words = data.days[d]!;
      return {
        ...day,
        title: words.title,
        note: words.note,
        stops: day.stops.map((stop, s) => {
          const translated = words.stops[s];
          return { ...stop, note: translated && 'note' in translated ? translated.note : undefined };
        }),
      };
    }),
  };
  return itinerary;
}
