import { affiliateUrlFor } from './affiliate';
import { routes } from '../routes';

// What /redirect/<slug> does. The destination depends on the slug alone, looked up in the typed
// affiliate table: nothing from the query string, hash or any other input can reach it, so the page
// is not an open redirect.

export type RedirectTarget = { kind: 'affiliate'; url: string } | { kind: 'home'; url: typeof routes.home };

export function redirectTarget(slug: string): RedirectTarget {
  const url = affiliateUrlFor(slug);
  return url ? { kind: 'affiliate', url } : { kind: 'home', url: routes.home };
}

/**
 * An inline script that leaves for `url`, replacing the current history entry (Back skips the redirect
 * page). The URL is JSON-encoded with `<` escaped, so it can never close the <script> element.
 */
export function replaceLocationScript(url: string): string {
  return `location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')});`;
}
