import { localeSettings, type Locale } from './locales';

// Dates, numbers, lists, times and months written the way each language writes them (Intl with the
// language's tag: "Jul 10, 2025" / "10 Jul 2025", 25,000 / 25.000). Dates are ISO (YYYY-MM-DD) and
// read as UTC, so a build in any time zone prints the same day.

const intl = (locale: Locale) => localeSettings[locale].intl;

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
// British English lists ("a, b and c"), as the English copy writes them.
const listFormat = cached(
  (locale) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : intl(locale), { type: 'conjunction' }),
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

/** 0 (Monday) … 6 (Sunday) → "Mon" / "Sen". */
export const weekdayName = (locale: Locale, day: number) =>
  // 2025-09-01 is a Monday.
  weekdayFormat(locale).format(new Date(Date.UTC(2025, 8, 1 + day)));

/** 25000 → "25,000" / "25.000". */
export const formatNumber = (locale: Locale, value: number) => numberFormat(locale).format(value);

const tenthsFormat = cached(
  (locale) => new Intl.NumberFormat(intl(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A measurement to one decimal, as a table of figures writes it: 25 → "25.0" / "25,0"; 2107.1 → "2,107.1" / "2.107,1". */
export const formatTenths = (locale: Locale, value: number) => tenthsFormat(locale).format(value);

/** ['a', 'b', 'c'] → "a, b and c" / "a, b, dan c": lists in copy are built from the tables, never written out. */
export const formatList = (locale: Locale, items: readonly string[]) => listFormat(locale).format(items);

/** "08:00" → "8 am" / "08.00"; "14:30" → "2:30 pm" / "14.30". */
export function formatTime(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (locale === 'en') {
    const hour = hours % 12 || 12;
    return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 || hours === 24 ? 'am' : 'pm'}`;
  }
  return `${String(hours).padStart(2, '0')}.${String(minutes).padStart(2, '0')}`;
}

const WORDS_PER_MINUTE = 200;

/** Words in a Markdown body: whitespace-separated tokens. */
const countWords = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

/** Minutes to read a Markdown body at 200 words a minute, rounded up (at least 1). */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));

const NUMBER_WORDS: Record<Locale, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  id: ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh'],
};

/** A count as copy: "seven" / "tujuh" up to ten, digits above ("12"). */
export const countInWords = (locale: Locale, count: number) =>
  NUMBER_WORDS[locale][count] ?? formatNumber(locale, count);

/** "seven" → "Seven". */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const compactFormat = cached(
  (locale) => new Intl.NumberFormat(intl(locale), { notation: 'compact', maximumFractionDigits: 1 }),
);

/**
 * A view count as the guides' frontmatter writes it ("2.1k", "980") in a language: English keeps the
 * editor's text (the spec's labels), other languages write the number their way ("2,1 rb").
 */
export function formatViews(locale: Locale, views: string): string {
  if (locale === 'en') return views;
  const match = /^(\d+(?:\.\d+)?)(k?)$/i.exec(views.trim());
  if (!match) return views;
  return compactFormat(locale).format(Number(match[1]) * (match[2] ? 1000 : 1));
}
