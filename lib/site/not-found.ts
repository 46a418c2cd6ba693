import { DEFAULT_LOCALE, LOCALES, TRANSLATION_LOCALES, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { SITE_NAME } from './config';

// The static export has a single 404 page (out/404.html) that every host serves for unknown paths.
// It holds the site's frame (header, footer) in each language and four views in each, and picks the
// language and the view from the path before first paint (see NOT_FOUND_SCRIPT): /id/… paths get
// the Indonesian frame and views, with <html lang="id">. The view, for the path without its language:
// - /guides/page/…, /guides/area/…, /guides/tag/…: a guide list's page past its end (or an unknown
//   area or tag), pointing to every guide and to search;
// - /guides/<anything else>: the spec's "Blog Post Not Found";
// - /redirect/<anything>: an unknown tour, sent to the home page of its language with history
//   replaced (spec: silent redirect to /);
// - anything else: a general not-found page.
// Without JavaScript the English frame and its general view show.

export type NotFoundKind = 'list' | 'guide' | 'redirect' | 'general';

export const NOT_FOUND_KINDS = [
  'list',
  'guide',
  'redirect',
  'general',
] as const satisfies readonly NotFoundKind[];

/**
 * Which not-found view a path (without its language prefix) gets, as the browser JavaScript the 404
 * page runs. It is text, not a compiled function's toString(): the script's exact text is on the
 * inline-script allow-list (lib/site/inline-scripts.ts), and each Next bundle minifies a function
 * differently.
 */
export const NOT_FOUND_KIND_RULE =
  "function(path){return /^\\/guides\\/(page|area|tag)(\\/|$)/.test(path)?'list':/^\\/guides\\/./.test(path)?'guide':/^\\/redirect(\\/|$)/.test(path)?'redirect':'general'}";

/**
 * The language of a path and the path without its prefix, as browser JavaScript:
 * "/id/guides/x" → ['id', '/guides/x'].
 */
export const NOT_FOUND_LOCALE_RULE =
  `function(path){var m=/^\\/(${TRANSLATION_LOCALES.join('|')})(?=\\/|$)/.exec(path);` +
  `return m?[m[1],path.slice(m[0].length)||'/']:['${DEFAULT_LOCALE}',path]}`;

/** The 404 page's <title> for each language and view. */
export function notFoundTitles(locale: Locale): Record<NotFoundKind, string> {
  const t = getTranslator(locale);
  return Object.fromEntries(
    NOT_FOUND_KINDS.map((kind) => [kind, t(`notFound.titles.${kind}`, { site: SITE_NAME })]),
  ) as Record<NotFoundKind, string>;
}

const titlesByLocale = Object.fromEntries(LOCALES.map((locale) => [locale, notFoundTitles(locale)]));
const homes = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, '/')]));

/**
 * Runs inline above the views: sets <html lang>, marks <html data-not-found-locale> and
 * <html data-not-found>, sets the title, and sends /redirect/* (and /id/redirect/*) to the home page
 * of its language.
 */
export const NOT_FOUND_SCRIPT =
  `(function(){var h=document.documentElement,s=(${NOT_FOUND_LOCALE_RULE})(location.pathname),` +
  `l=s[0],k=(${NOT_FOUND_KIND_RULE})(s[1]);` +
  `h.lang=l;document.title=${JSON.stringify(titlesByLocale)}[l][k];` +
  `h.setAttribute('data-not-found-locale',l);h.setAttribute('data-not-found',k);` +
  `if(k==='redirect')location.replace(${JSON.stringify(homes)}[l]);})();`;

/**
 * Which language's frame shows: the one the script chose, or the first language's without JavaScript.
 * A rule per language of the list, in a stylesheet of its own that only the 404 page links
 * (app/not-found-frames.css/route.ts), so a language added to the site shows its frame with no
 * stylesheet to edit.
 */
export const NOT_FOUND_FRAME_CSS =
  [
    `html:not([data-not-found-locale]) [data-not-found-frame='${DEFAULT_LOCALE}']`,
    ...LOCALES.map((locale) => `html[data-not-found-locale='${locale}'] [data-not-found-frame='${locale}']`),
  ].join(',') + '{display:contents}';
