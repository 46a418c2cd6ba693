import { SITE_URL } from '../site/config';

// Links a guide's body may not hold, whatever page they name. A relative link (kawah-putih,
// ../guides/x) resolves against the page it is on, so the same text leads somewhere else in another
// language or once a trailing slash is added: a dead link the guide-link check cannot see. A full
// address of this site (https://explorebandung.id/guides/x) escapes that check too, and leaves the
// edition a reader is in. Both are written as paths from the site's root (/guides/x), which the
// loader checks (lib/content/guides.ts).

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The problems of a body's links: each relative or own-site absolute one, with what to write. */
export function siteLinkProblems(links: readonly string[], siteUrl = SITE_URL): string[] {
  const site = new URL(siteUrl);
  return links.flatMap((url) => {
    if (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'))) return [];
    if (!SCHEME.test(url) && !url.startsWith('//')) {
      return [
        `link ${url} is relative: write it from the site's root (/guides/…, /places/…), so it leads to the same page from every page`,
      ];
    }
    let parsed: URL;
    try {
      parsed = new URL(url, siteUrl);
    } catch {
      return [];
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || parsed.hostname !== site.hostname) return [];
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return [`link ${url} is to this site: write it as ${path}`];
  });
}
