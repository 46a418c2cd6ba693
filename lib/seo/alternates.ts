import { DEFAULT_LOCALE, LOCALES, localeSettings, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { absoluteUrl } from '../routes';

// A page's versions in the site's languages: the <link rel="alternate" hreflang> pairs in every
// page's <head> and the sitemap's xhtml:link alternates both come from hreflangLinks, so the two
// always agree and every pair is reciprocal (each page of a pair lists the same set).

/** The path of each language's version of a page; a language without one is absent. */
export type PageAlternates = Partial<Record<Locale, string>>;

/** A page that every language has at the same path: /tours and /id/tours. */
export const everyLanguage = (path: string): PageAlternates =>
  Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)]));

/** A guide and its translations. */
export const guideAlternates = (guide: {
  locale: Locale;
  href: string;
  translations: Partial<Record<Locale, { href: string }>>;
}): PageAlternates => ({
  ...Object.fromEntries(Object.entries(guide.translations).map(([locale, other]) => [locale, other.href])),
  [guide.locale]: guide.href,
});

/**
 * hreflang → absolute URL for a page that exists in more than one language, plus x-default (the
 * English version, or the first there is); empty for a page in one language only (it needs none).
 */
export function hreflangLinks(alternates: PageAlternates): Record<string, string> {
  const present = LOCALES.filter((locale) => alternates[locale] !== undefined);
  if (present.length < 2) return {};
  const links: Record<string, string> = Object.fromEntries(
    present.map((locale) => [localeSettings[locale].tag, absoluteUrl(alternates[locale]!)]),
  );
  const fallback = alternates[DEFAULT_LOCALE] ?? alternates[present[0]!]!;
  links['x-default'] = absoluteUrl(fallback);
  return links;
}
