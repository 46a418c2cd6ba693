import { affiliateTables, checkAffiliateTables, type AffiliateTables } from './affiliate';
import { klookDeepLink, klookUrl } from './klook';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { metaRefresh, routes } from '../routes';

// What /redirect/<slug> does. The destination depends on the slug alone, looked up in the typed
// affiliate table: nothing from the query string, hash or any other input can reach it, so the page
// is not an open redirect.

export type RedirectTarget = { kind: 'affiliate'; url: string } | { kind: 'home'; url: string };

/**
 * Where /redirect/<slug> (or /id/redirect/<slug>) sends the visitor: a mapped tour's deep link to
 * Klook's page in the page's language, the home page in that language for a deliberately unmapped
 * tour or any string that is not a tour. A tour the tables forget stops the build instead
 * (checkAffiliateTables), never a silent redirect home.
 */
export function redirectTarget(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
  tables: AffiliateTables = affiliateTables,
): RedirectTarget {
  checkAffiliateTables(tables);
  // Own keys only: '__proto__', 'constructor' and the like are not tours.
  const target = Object.hasOwn(tables.targets, slug) ? tables.targets[slug] : undefined;
  return target
    ? { kind: 'affiliate', url: klookDeepLink(klookUrl(target, locale)) }
    : { kind: 'home', url: localePath(locale, routes.home) };
}

/**
 * Seconds the no-JavaScript fallback (<meta http-equiv="refresh">) waits before it leaves: long enough
 * for the browser to paint the notice first, short enough to feel immediate.
 */
export const META_REFRESH_SECONDS = 1;

/** The redirect page's refresh meta tag's content. */
export const metaRefreshContent = (url: string) => metaRefresh(META_REFRESH_SECONDS, url);

/**
 * An inline script that leaves for `url` once the notice has been painted, replacing the current
 * history entry (Back skips the redirect page). It waits for the document to be parsed, then for two
 * animation frames: the second frame's callback runs only after the first frame was rendered, so a
 * visitor on a slow connection sees "Redirecting..." while the next page loads. The URL is
 * JSON-encoded with `<` escaped, so it can never close the <script> element.
 */
export function leaveAfterPaintScript(url: string): string {
  const leave = `location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')});`;
  return (
    '(function(){function go(){requestAnimationFrame(function(){requestAnimationFrame(function(){' +
    leave +
    "});});}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go);else go();})();"
  );
}
