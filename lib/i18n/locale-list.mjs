// @ts-check
// The site's languages, in plain JavaScript so the build scripts (scripts/build/) read the same list
// as the site's TypeScript (lib/i18n/locales.ts re-exports it with its types).

/** Every language of the site; the first is the default, at the unprefixed paths. */
export const LOCALE_LIST = /** @type {const} */ (['en', 'id']);

/** The language of the unprefixed URLs. */
export const DEFAULT_LOCALE_CODE = LOCALE_LIST[0];

/**
 * A built file of a page in a language: the English page's file under the language's folder
 * ("search.html" → "id/search.html").
 * @param {string} locale
 * @param {string} file the English page's file, relative to out/
 */
export const localeFile = (locale, file) => (locale === DEFAULT_LOCALE_CODE ? file : `${locale}/${file}`);
