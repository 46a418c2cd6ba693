import { SITE_NAME } from './config';

// The static export has a single 404 page (out/404.html) that every host serves for unknown paths.
// It holds four views and picks one from the path before first paint (see NOT_FOUND_SCRIPT):
// - /guides/page/…, /guides/area/…, /guides/tag/…: a guide list's page past its end (or an unknown
//   area or tag), pointing to every guide and to search;
// - /guides/<anything else>: the spec's "Blog Post Not Found";
// - /redirect/<anything>: an unknown tour, sent home with history replaced (spec: silent redirect to /);
// - anything else: a general not-found page.

export type NotFoundKind = 'list' | 'guide' | 'redirect' | 'general';

/**
 * Which not-found view a path gets, as the browser JavaScript the 404 page runs. It is text, not a
 * compiled function's toString(): the script's exact text is on the inline-script allow-list
 * (lib/site/inline-scripts.ts), and each Next bundle minifies a function differently.
 */
export const NOT_FOUND_KIND_RULE =
  "function(path){return /^\\/guides\\/(page|area|tag)(\\/|$)/.test(path)?'list':/^\\/guides\\/./.test(path)?'guide':/^\\/redirect(\\/|$)/.test(path)?'redirect':'general'}";

export const notFoundTitles: Record<NotFoundKind, string> = {
  list: `Guides Page Not Found – ${SITE_NAME}`,
  guide: `Blog Post Not Found – ${SITE_NAME}`,
  redirect: `Redirecting… – ${SITE_NAME}`,
  general: `Page Not Found – ${SITE_NAME}`,
};

/** Runs inline above the views: marks <html data-not-found>, sets the title, and sends /redirect/* home. */
export const NOT_FOUND_SCRIPT =
  `(function(){var k=(${NOT_FOUND_KIND_RULE})(location.pathname);` +
  `document.title=${JSON.stringify(notFoundTitles)}[k];` +
  `document.documentElement.setAttribute('data-not-found',k);` +
  `if(k==='redirect')location.replace('/');})();`;
