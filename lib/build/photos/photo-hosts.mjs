// @ts-check
// Where remote photos may come from: the one allow-list of photo hosts, read by the guide schema
// (lib/photos/photo-source.ts refuses any other URL, naming the guide) and by the downloader
// (lib/build/photos/download.mjs checks every redirect hop against it). A guide may come from a pull
// request and CI builds it, so a photo URL is untrusted input: only https, only these hosts, on their
// default port, and never with a user name or password in it.
// Plain JavaScript, so the build scripts read the same list as the site's TypeScript.

/** The stock-photo hosts remote photos may be downloaded from. Add a host here, nowhere else. */
export const PHOTO_HOSTS = /** @type {const} */ (['images.unsplash.com']);

/** The host that resizes on request (lib/photos/photo-url.ts builds its srcset). */
export const RESIZING_PHOTO_HOST = PHOTO_HOSTS[0];

/**
 * Why a URL may not be used for a remote photo, or undefined when it may.
 * @param {string | URL} url
 * @returns {string | undefined}
 */
export function photoUrlProblem(url) {
  let parsed;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return 'is not a valid URL';
  }
  if (parsed.protocol !== 'https:') return 'must be an https:// URL';
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (parsed.port) return `must use the default https port (not :${parsed.port})`;
  if (!(/** @type {readonly string[]} */ (PHOTO_HOSTS).includes(parsed.hostname))) {
    return `is on ${parsed.hostname}, which is not a photo host the build downloads from (${PHOTO_HOSTS.join(', ')}; the list is lib/build/photos/photo-hosts.mjs)`;
  }
  return undefined;
}
