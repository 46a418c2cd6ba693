// How a link is written on paper, where it cannot be followed (the print stylesheet writes it after
// the link's words): the host and the start of the path, enough to find the page again or recognise
// it, never a 150-character address that wraps over three lines.

/** The most characters of a path kept; the rest becomes "…". */
export const SHORT_PATH_LENGTH = 24;

/**
 * `https://www.example.com/news/2025/01/a-long-article-title?id=3` → `example.com/news/2025/…`: the host
 * without `www.`, then whole path segments while they fit in SHORT_PATH_LENGTH characters (the first
 * cut short if it alone is longer), "…" where the path goes on; no query or fragment. An address that
 * does not parse is returned as it is.
 */
export function shortUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    const next = `${path}/${segment}`;
    if (next.length > SHORT_PATH_LENGTH) {
      path = path ? `${path}/…` : `/${[...segment].slice(0, SHORT_PATH_LENGTH - 2).join('')}…`;
      return host + path;
    }
    path = next;
  }
  return host + path;
}
