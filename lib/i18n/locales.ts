// The site's languages. The first keeps the spec's unprefixed URLs; every other language lives under
// /<code>/ (lib/i18n/paths.ts), its pages made by the same route files (app/[locale]/). Content in
// another language is a translation of an original or written in that language (docs/editing.md,
// "Translations"). Adding a language: a code in ./locale-list.mjs, its settings below, its messages
// (./messages/), and its translated content (docs/architecture.md, "Languages").

import { DEFAULT_LOCALE_CODE, LOCALE_LIST } from './locale-list.mjs';

export const LOCALES = LOCALE_LIST;
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed URLs, and of content that names no language. */
export const DEFAULT_LOCALE = DEFAULT_LOCALE_CODE satisfies Locale;

/** Languages other than the first: the ones under /<code>/. */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The languages other than `locale`, in the list's order: what its language switch offers. */
export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((other) => other !== locale);

/** What a language needs besides its words: its tags, how Intl writes its values, its fonts' script. */
export type LocaleSettings = {
  /** <html lang>, hreflang, JSON-LD inLanguage, RSS <language>. */
  tag: string;
  /** Intl's locale for dates, numbers, weekdays, months and word breaks. */
  intl: string;
  /** Intl's locale for lists ("a, b and c"), where the copy writes them unlike `intl`. */
  listIntl?: string;
  /**
   * Clock times in running text: Intl's clock for `intl`, and what the copy trims from it
   * ("8 am": no ":00" on a whole hour, and a lower-case day period).
   */
  clock: {
    hour: 'numeric' | '2-digit';
    hourCycle: 'h12' | 'h23';
    wholeHours?: 'no-minutes';
    dayPeriod?: 'lower-case';
  };
  /** View counts: as the guide's frontmatter writes them ("2.1k"), or Intl's compact number ("2,1 rb"). */
  views: 'as-written' | 'compact';
  /** Small counts spelled out in copy, 0 to 10 ("seven"); above (or without them) digits. */
  numberWords?: readonly string[];
  ogLocale: string;
  /** The language's own name, as the language switch shows it. */
  name: string;
  /** Its script (ISO 15924): the itinerary PDF and the share images need a font that draws it. */
  script: string;
  /** The language of Klook's site for it (www.klook.com/<klook>/…). */
  klook: string;
};

export const localeSettings = {
  en: {
    tag: 'en',
    // Dates as the spec writes them ("Jul 10, 2025"); lists the British way ("a, b and c").
    intl: 'en-US',
    listIntl: 'en-GB',
    clock: { hour: 'numeric', hourCycle: 'h12', wholeHours: 'no-minutes', dayPeriod: 'lower-case' },
    views: 'as-written',
    numberWords: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    ogLocale: 'en_US',
    name: 'English',
    script: 'Latn',
    klook: 'en-US',
  },
  id: {
    tag: 'id',
    intl: 'id-ID',
    clock: { hour: '2-digit', hourCycle: 'h23' },
    views: 'compact',
    numberWords: [
      'nol',
      'satu',
      'dua',
      'tiga',
      'empat',
      'lima',
      'enam',
      'tujuh',
      'delapan',
      'sembilan',
      'sepuluh',
    ],
    ogLocale: 'id_ID',
    name: 'Bahasa Indonesia',
    script: 'Latn',
    klook: 'id',
  },
} as const satisfies Record<Locale, LocaleSettings>;

/** A language's settings, typed as the general shape (optional fields and all). */
export const settingsOf = (locale: Locale): LocaleSettings => localeSettings[locale];
