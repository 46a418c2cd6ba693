import { affiliateTables, checkAffiliateTables, type AffiliateTables } from './affiliate';
import { klookDeepLink } from './klook';
import { routes } from '../routes';

// What /redirect/<slug> does. The destination depends on the slug alone, looked up in the typed
// affiliate table: nothing from the query string, hash or any other input can reach it, so the page
// is not an open redirect.

export type RedirectTarget = { kind: 'affiliate'; url: string } | { kind: 'home'; url: typeof routes.home };

/**
 * Where /redirect/<slug> sends the visitor: a mapped tour's deep link, home for a deliberately
 * unmapped tour or any string that is not a tour. A tour the tables forget stops the build instead
 * (checkAffiliateTables), never a silent redirect home.
 */
export function redirectTarget(slug: string, tables: AffiliateTables = affiliateTables): RedirectTarget {
  checkAffiliateTables(tables);
  // Own keys only: '__proto__', 'constructor' and the like are not tours.
  const target = Object.hasOwn(tables.targets, slug) ? tables.targets[slug] : undefined;
  return target ? { kind: 'affiliate', url: klookDeepLink(target) } : { kind: 'home', url: routes.home };
}

/**
 * An inline script that leaves for `url`, replacing the current history entry (Back skips the redirect
 * page). The URL is JSON-encoded with `<` escaped, so it can never close the <script> element.
 */
export function replaceLocationScript(url: string): string {
  return `location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')});`;
}
