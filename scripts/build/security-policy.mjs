// @ts-check
// The one source of the site's security headers, Content-Security-Policy and cache rules.
// Plain JavaScript (typed with JSDoc) so that the post-build script (scripts/build/postbuild.mjs), the
// header generators, the unit tests and the end-to-end tests all import the same data.
//
// How the policy is delivered (docs/deploying.md):
// - every built HTML page gets a <meta http-equiv="Content-Security-Policy"> with the sha256 of its
//   own inline scripts, placed before any script, so the policy holds on any host;
// - each host's header file repeats that page's policy per path, adding what a meta tag cannot carry
//   (frame-ancestors). The hashes differ per page, so header rules are per page, never a union.

/**
 * Off-site origins the pages use. Each one is named here once. (Photos are served by the site itself
 * (lib/photos/); a remote photo the build could not download adds its host to img-src of the pages
 * that show it: scripts/build/image-origins.mjs.)
 */
import { LOCALE_LIST, localeFile } from '../../lib/i18n/locale-list.mjs';
import { PHOTO_HOSTS } from '../../lib/build/photos/photo-hosts.mjs';
import { MAP_ATTRIBUTE, MAP_TILE_ORIGIN } from '../../lib/browser/map-config.mjs';

export const OFFSITE = {
  /** Klook's widget loader script and the iframes it creates. */
  klookAffiliate: 'https://affiliate.klook.com',
  /** Klook's marketplace, which widgets may frame. */
  klookSite: 'https://www.klook.com',
  /** The interactive map's tile host (lib/browser/map-config.mjs), on the pages that have the map. */
  mapTiles: MAP_TILE_ORIGIN,
};

/**
 * The policy's fixed part. script-src gets each page's inline-script hashes at build.
 * style-src: Next's <Image fill> and React emit inline style *attributes* (never <style> elements), so
 * style elements stay 'self' (plus any inline <style> hashes) and only attributes are allowed inline.
 * Browsers without style-src-elem/-attr (pre-2022) fall back to style-src, which then allows both.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", OFFSITE.klookAffiliate],
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  // data: is the photos' inline blurred previews (components/ui/photo.tsx) and the CSS placeholder.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The service worker (out/sw.js, registered by components/behaviors/service-worker.ts).
  'worker-src': ["'self'"],
  'frame-src': [OFFSITE.klookAffiliate, OFFSITE.klookSite],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'upgrade-insecure-requests': [],
};

/** Directives a <meta> policy cannot carry (browsers ignore them there); they go in headers only. */
export const HEADER_ONLY_DIRECTIVES = {
  'frame-ancestors': ["'none'"],
};

/**
 * What single pages need beyond the fixed policy, by built file (relative to out/). Nothing else
 * gets it.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>}
 */
export const PAGE_POLICY_ADDITIONS = Object.fromEntries(
  LOCALE_LIST.map((locale) => [
    // /search and /id/search: Pagefind's search engine is WebAssembly, which the browser compiles
    // only with this (it allows compiling WebAssembly, not eval). Its files come from the site ('self').
    localeFile(locale, 'search.html'),
    { 'script-src': ["'wasm-unsafe-eval'"] },
  ]),
);

/**
 * What a page needs beyond the fixed policy because of what its markup holds, by the attribute of
 * the element that asks for it (found by scripts/build/postbuild.mjs). Pages without it get none.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>}
 */
export const FEATURE_POLICY_ADDITIONS = {
  // The interactive map (components/places/interactive-map.tsx): Leaflet shows the tiles as <img>
  // elements, so img-src names the tile host. Its script and stylesheet are the site's own ('self'),
  // it runs no worker and no eval, and its markers and clusters are the site's own markup.
  [MAP_ATTRIBUTE]: { 'img-src': [OFFSITE.mapTiles] },
};

/**
 * The additions of the given built pages, merged (one page's, or every page's for a site-wide policy):
 * their own (PAGE_POLICY_ADDITIONS), the off-site image origins their markup loads from, and what the
 * features their markup holds need (FEATURE_POLICY_ADDITIONS, by attribute).
 * @param {readonly string[]} files
 * @param {readonly string[]} [imageOrigins]
 * @param {readonly string[]} [features]
 * @returns {Record<string, string[]>}
 */
export function policyAdditions(files, imageOrigins = [], features = []) {
  /** @type {Record<string, string[]>} */
  const merged = {};
  const add = (/** @type {string} */ name, /** @type {readonly string[]} */ values) => {
    if (values.length) merged[name] = [...new Set([...(merged[name] ?? []), ...values])];
  };
  for (const file of files) {
    for (const [name, values] of Object.entries(PAGE_POLICY_ADDITIONS[file] ?? {})) add(name, values);
  }
  for (const feature of features) {
    for (const [name, values] of Object.entries(FEATURE_POLICY_ADDITIONS[feature] ?? {})) add(name, values);
  }
  add('img-src', [...imageOrigins].sort());
  return merged;
}

/**
 * @typedef {{ scripts?: readonly string[], styles?: readonly string[] }} InlineHashes
 *   sha256 sources ('sha256-…') of a page's inline scripts and inline <style> elements.
 */

/**
 * The page's Content-Security-Policy.
 * @param {InlineHashes} hashes
 * @param {{ forHeader?: boolean, additions?: Record<string, readonly string[]> }} [options]
 *   forHeader adds the header-only directives; additions are the page's own (policyAdditions).
 * @returns {string}
 */
export function contentSecurityPolicy(hashes = {}, { forHeader = false, additions = {} } = {}) {
  const quote = (/** @type {string} */ h) => `'${h}'`;
  /** @type {Record<string, readonly string[]>} */
  const directives = { ...CSP_DIRECTIVES, ...(forHeader ? HEADER_ONLY_DIRECTIVES : {}) };
  for (const [name, values] of Object.entries(additions)) {
    directives[name] = [...(directives[name] ?? []), ...values];
  }
  directives['script-src'] = [...(directives['script-src'] ?? []), ...(hashes.scripts ?? []).map(quote)];
  directives['style-src-elem'] = [
    ...(directives['style-src-elem'] ?? []),
    ...(hashes.styles ?? []).map(quote),
  ];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The policy of every file that is not a page (the feeds, the sitemap, icons, photos, places files):
 * nothing in it may run or load anything. An SVG icon or an XML file opened on its own is a document,
 * and without a policy of its own it would have none.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of the site's scripts, which the browser also runs as workers from their own response
 * (the service worker, out/sw.js; Pagefind's search worker, which compiles WebAssembly): they fetch
 * the site's files, and the remote photos of the photo hosts a page may still show.
 */
export const SCRIPT_POLICY = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval'`,
  `connect-src 'self' ${PHOTO_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  "frame-ancestors 'none'",
].join('; ');

/**
 * The header that carries the policy: enforced, or (CSP_REPORT_ONLY=1, a first deploy with real
 * partner ids) only reported, so a resource the policy would refuse shows in the console but loads.
 * @param {{ reportOnly?: boolean }} [options]
 */
export const cspHeaderName = ({ reportOnly = false } = {}) =>
  reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';

/** Permissions the site never uses, denied to the page and everything it embeds. */
export const DENIED_PERMISSIONS = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Headers every response gets, whatever the path. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_PERMISSIONS.map((feature) => `${feature}=()`).join(', '),
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Cache-Control by kind of file. Next fingerprints everything under /_next/static. */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/** URL path prefix of fingerprinted build assets. */
export const STATIC_ASSETS_PREFIX = '/_next/static/';

/** URL path prefix of the processed photos, named by content hash (lib/build/photos/photo-files.mjs). */
export const PHOTOS_PREFIX = '/photos/';

/** Folders whose files never change under their name: cached for a year, immutable. */
export const IMMUTABLE_PREFIXES = [STATIC_ASSETS_PREFIX, PHOTOS_PREFIX];

/**
 * The photos' types, by extension, for servers whose type tables predate AVIF (serve-handler's; nginx
 * before 1.25): an image served as application/octet-stream is not shown.
 */
export const PHOTO_CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
