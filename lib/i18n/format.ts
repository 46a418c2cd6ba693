import { settingsOf, type Locale } from './locales';

// Dates, numbers, lists, times and months written the way each language writes them: Intl with the
// language's settings (./locales.ts): "Jul 10, 2025" / "10 Jul 2025", 25,000 / 25.000. Dates are ISO
// (YYYY-MM-DD) and read as UTC, so a build in any time zone prints the same day.

const intl = (locale: Locale) => settingsOf(locale).intl;

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

const cached = <T>(make: (locale: Locale) => T) => {
  const made = new Map<Locale, T>();
  return (locale: Locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
};

const dayFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(intl(locale), {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthYearFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const monthFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { month: 'long', timeZone: 'UTC' }),
);
const monthShortFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { month: 'short', timeZone: 'UTC' }),
);
const monthNarrowFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { month: 'narrow', timeZone: 'UTC' }),
);
const weekdayFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { weekday: 'short', timeZone: 'UTC' }),
);
const numberFormat = cached((locale) => new Intl.NumberFormat(intl(locale)));
const listFormat = cached(
  (locale) => new Intl.ListFormat(settingsOf(locale).listIntl ?? intl(locale), { type: 'conjunction' }),
);
const fullWeekdayFormat = cached(
  (locale) => new Intl.DateTimeFormat(intl(locale), { weekday: 'long', timeZone: 'UTC' }),
);

/** 2025-07-10 → "Jul 10, 2025" / "10 Jul 2025". */
export const formatDate = (locale: Locale, iso: string) => dayFormat(locale).format(asDate(iso));

/** 2025-07-18 → "July 2025" / "Juli 2025". */
export const formatMonthYear = (locale: Locale, iso: string) => monthYearFormat(locale).format(asDate(iso));

/** 5 → "May" / "Mei" (months 1–12). */
export const monthName = (locale: Locale, month: number) =>
  monthFormat(locale).format(new Date(Date.UTC(2025, month - 1, 1)));

/** 8 → "Aug" / "Agu" (months 1–12). */
export const monthShortName = (locale: Locale, month: number) =>
  monthShortFormat(locale).format(new Date(Date.UTC(2025, month - 1, 1)));

/** 8 → "A" (months 1–12): a chart's month axis where three letters do not fit. */
export const monthNarrowName = (locale: Locale, month: number) =>
  monthNarrowFormat(locale).format(new Date(Date.UTC(2025, month - 1, 1)));

// 2025-09-01 is a Monday.
const weekday = (day: number) => new Date(Date.UTC(2025, 8, 1 + day));

/** 0 (Monday) … 6 (Sunday) → "Mon" / "Sen". */
export const weekdayName = (locale: Locale, day: number) => weekdayFormat(locale).format(weekday(day));

/** 0 (Monday) … 6 (Sunday) → "Monday" / "Senin". */
export const fullWeekdayName = (locale: Locale, day: number) =>
  fullWeekdayFormat(locale).format(weekday(day));

/** 25000 → "25,000" / "25.000". */
export const formatNumber = (locale: Locale, value: number) => numberFormat(locale).format(value);

const tenthsFormat = cached(
  (locale) => new Intl.NumberFormat(intl(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A measurement to one decimal, as a table of figures writes it: 25 → "25.0" / "25,0"; 2107.1 → "2,107.1" / "2.107,1". */
export const formatTenths = (locale: Locale, value: number) => tenthsFormat(locale).format(value);

/** ['a', 'b', 'c'] → "a, b and c" / "a, b, dan c": lists in copy are built from the tables, never written out. */
export const formatList = (locale: Locale, items: readonly string[]) => listFormat(locale).format(items);

const clockFormat = cached((locale) => {
  const { hour, hourCycle } = settingsOf(locale).clock;
  return new Intl.DateTimeFormat(intl(locale), { hour, minute: '2-digit', hourCycle, timeZone: 'UTC' });
});
const dayClockFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(intl(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }),
);

/** "08:00" → "8 am" / "08.00"; "14:30" → "2:30 pm" / "14.30": a time in running text. */
export function formatTime(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const { wholeHours, dayPeriod } = settingsOf(locale).clock;
  const parts = clockFormat(locale).formatToParts(Date.UTC(2025, 0, 1, hours, minutes));
  return (
    parts
      .map((part, i) => {
        // "8:00 am" → "8 am": the minutes and the separator before them go.
        const minuteSoon = part.type === 'minute' || parts[i + 1]?.type === 'minute';
        if (wholeHours === 'no-minutes' && minutes === 0 && minuteSoon) return '';
        return part.type === 'dayPeriod' && dayPeriod === 'lower-case'
          ? part.value.toLowerCase()
          : part.value;
      })
      .join('')
      // Intl puts a narrow no-break space before "AM"; the copy writes a plain space.
      .replace(/\u202f/g, ' ')
  );
}

/** "08:00" → "08:00" / "08.00": a 24-hour time as the language writes it, for opening hours. */
export function formatClock(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // "24:00" closes at midnight: Intl's 24-hour clock would write it 00:00.
  if (hours === 24) return formatClock(locale, `00:${String(minutes).padStart(2, '0')}`).replace(/^00/, '24');
  return dayClockFormat(locale).format(Date.UTC(2025, 0, 1, hours, minutes));
}

const languageNames = cached((locale) => new Intl.DisplayNames([intl(locale)], { type: 'language' }));

/** A language's name in `locale`: ('en', 'id') → "Indonesian"; ('id', 'en') → "Inggris" (Intl's names). */
export const languageName = (locale: Locale, other: Locale) =>
  languageNames(locale).of(settingsOf(other).tag) ?? other;

const WORDS_PER_MINUTE = 200;

/** Minutes to read a text of `words` words (./words.ts counts them) at 200 words a minute, rounded up (at least 1). */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** A count as copy: "seven" / "tujuh" up to ten (where the language gives the words), digits above ("12"). */
export const countInWords = (locale: Locale, count: number) =>
  settingsOf(locale).numberWords?.[count] ?? formatNumber(locale, count);

/** "seven" → "Seven". */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const compactFormat = cached(
  (locale) => new Intl.NumberFormat(intl(locale), { notation: 'compact', maximumFractionDigits: 1 }),
);

/**
 * A view count as the guides' frontmatter writes it ("2.1k", "980") in a language: the editor's text
 * (the spec's labels, in English), or the number the language's way ("2,1 rb").
 */
export function formatViews(locale: Locale, views: string): string {
  if (settingsOf(locale).views === 'as-written') return views;
  const match = /^(\d+(?:\.\d+)?)(k?)$/i.exec(views.trim());
  if (!match) return views;
  return compactFormat(locale).format(Number(match[1]) * (match[2] ? 1000 : 1));
}
