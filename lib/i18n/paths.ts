import { DEFAULT_LOCALE, LOCALES, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from './locales';

// Where each language's pages live: English at the spec's unprefixed paths (/guides), every other
// language under its code (/id/guides, and /id for the home page). Every internal URL of a page in a
// language goes through localePath, so a page never links out of its language by accident.

/** A site path (/guides, /, /tours#city-tour, /search?q=kawah) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  // "/?x" and "/#x" belong to the home page: /id?x, /id#x.
  if (/^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The language of a site path and the path as English writes it: /id/guides → { id, /guides }. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** The [locale] segment of every language but the first (app/[locale]/): its static params. */
export const translatedLocaleParams = () => TRANSLATION_LOCALES.map((locale) => ({ locale }));

/** The language of a [locale] segment; only the list's languages are generated (dynamicParams = false). */
export function localeOfSegment(segment: string): TranslationLocale {
  const locale = TRANSLATION_LOCALES.find((candidate) => candidate === segment);
  if (!locale) throw new Error(`"${segment}" is not a language of the site (lib/i18n/locale-list.mjs)`);
  return locale;
}
