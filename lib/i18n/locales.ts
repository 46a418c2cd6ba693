// The site's languages. English keeps the spec's unprefixed URLs; every other language lives under
// /<code>/ (lib/i18n/paths.ts). Content in a language other than English is a translation of an
// English original or written in that language (docs/editing.md, "Translations").

import { DEFAULT_LOCALE_CODE, LOCALE_LIST } from './locale-list.mjs';

export const LOCALES = LOCALE_LIST;
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed URLs, and of content that names no language. */
export const DEFAULT_LOCALE = DEFAULT_LOCALE_CODE satisfies Locale;

/** Languages other than English: the ones that translate it. */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** What each language needs outside its words: tags for HTML and Intl, Open Graph, its name. */
export const localeSettings = {
  en: {
    /** <html lang>, hreflang, JSON-LD inLanguage, RSS <language>. */
    tag: 'en',
    /** Intl formatting: dates as the spec writes them ("Jul 10, 2025"). */
    intl: 'en-US',
    ogLocale: 'en_US',
    /** The language's own name, as the language switch shows it. */
    name: 'English',
  },
  id: {
    tag: 'id',
    intl: 'id-ID',
    ogLocale: 'id_ID',
    name: 'Bahasa Indonesia',
  },
} as const satisfies Record<Locale, { tag: string; intl: string; ogLocale: string; name: string }>;

/** A value given in every language (a missing language fails the type check). */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** The language the language switch offers on a page in `locale` (the site has two). */
export const otherLocale = (locale: Locale): Locale => LOCALES.find((other) => other !== locale)!;
