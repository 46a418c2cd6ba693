// @ts-check
// Renders the policy in scripts/build/security-policy.mjs into each host's header configuration:
// serve.json (`npm start`, end-to-end tests) and _headers (Netlify, Cloudflare Pages); nginx: ./nginx-config.mjs.
// Rules are arranged so that no header is set by two rules for one path: hosts that merge
// overlapping rules (Cloudflare joins values with commas) then send exactly one value.
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  cspHeaderName,
  policyAdditions,
  IMMUTABLE_PREFIXES,
  NON_PAGE_POLICY,
  PHOTO_CONTENT_TYPES,
  SCRIPT_POLICY,
  PHOTOS_PREFIX,
  SECURITY_HEADERS,
} from './security-policy.mjs';

/** @typedef {{ reportOnly?: boolean }} PolicyOptions CSP_REPORT_ONLY: the policy header only reports. */

/** The service worker's URL (scripts/build/service-worker.mjs): never cached without revalidation. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Files in out/ that configure a host and are not pages: every server answers them with 404. */
export const HOST_FILES = ['_headers'];

/**
 * @typedef {object} PageHeaders
 * @property {string} file  the built file, relative to out/ (e.g. "guides/best-cafes-in-bandung.html")
 * @property {string | null} path  the clean URL it is served at, or null for the 404 page
 * @property {string} csp  the page's header policy (with frame-ancestors)
 * @property {readonly string[]} [scripts]  sha256 sources of the page's inline scripts
 * @property {readonly string[]} [styles]  sha256 sources of the page's inline <style> elements
 * @property {readonly string[]} [images]  off-site origins the page loads images from
 * @property {readonly string[]} [features]  what its markup holds that widens its policy (security-policy.mjs)
 */

/** The clean URL of a built HTML file; null for the 404 page every host serves for unknown paths. */
export function pagePath(/** @type {string} */ file) {
  if (file === '404.html') return null;
  if (file === 'index.html') return '/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/** Headers of one HTML page. */
export const pageHeaders = (/** @type {PageHeaders} */ page, /** @type {PolicyOptions} */ options = {}) => ({
  'Cache-Control': CACHE_CONTROL.revalidate,
  [cspHeaderName(options)]: page.csp,
});

const pairs = (/** @type {Record<string, string>} */ headers) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * serve.json for scripts/serve.mjs (serve-handler, the engine of `serve`), whose header rules match
 * the *file* served (the 404 page included) and apply in order, later rules overriding earlier ones.
 * serve-handler refuses more than 50 rules (and sources over 100 characters), so pages are not
 * listed one by one: a folder gets a rule for every page below it when the policy most of them share
 * differs from its parent folder's, then a rule per page of its own that differs from that. Pages of
 * one kind (every guide, say) run the same scripts, so the number of rules stays small however many
 * pages there are.
 * @param {PageHeaders[]} pages
 * @param {PolicyOptions} [options]
 */
export function serveConfig(pages, options = {}) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      // Files that are not pages get a policy that allows nothing, scripts one that lets a worker
      // fetch (SCRIPT_POLICY), and pages (the rules below) their own.
      {
        source: '**',
        headers: pairs({
          ...SECURITY_HEADERS,
          'Cache-Control': CACHE_CONTROL.revalidate,
          [cspHeaderName(options)]: NON_PAGE_POLICY,
        }),
      },
      { source: '**/*.js', headers: pairs({ [cspHeaderName(options)]: SCRIPT_POLICY }) },
      ...IMMUTABLE_PREFIXES.map((prefix) => ({
        source: `${prefix}**`,
        headers: pairs({ 'Cache-Control': CACHE_CONTROL.immutable }),
      })),
      // serve-handler's type table has no AVIF.
      { source: `${PHOTOS_PREFIX}*.avif`, headers: pairs({ 'Content-Type': PHOTO_CONTENT_TYPES.avif }) },
      ...pageRules(pages, '', undefined, options),
    ],
  };
}

/**
 * serve.json rules giving every page under dir its policy, given the policy a rule for an
 * enclosing folder already gives them (none at the top).
 * @param {PageHeaders[]} pages
 * @param {string} dir '' or a folder path ending in '/'
 * @param {string} [inherited]
 * @param {PolicyOptions} [options]
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
function pageRules(pages, dir, inherited, options = {}) {
  const inside = pages.filter((page) => page.file.startsWith(dir));
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const page of inside) counts.set(page.csp, (counts.get(page.csp) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (common === undefined) return [];
  const rule = (/** @type {string} */ source, /** @type {string} */ csp) => ({
    source,
    headers: pairs(pageHeaders({ file: source, path: null, csp }, options)),
  });
  const own = inside.filter((page) => !page.file.slice(dir.length).includes('/'));
  const subdirs = [
    ...new Set(
      inside
        .map((page) => page.file.slice(dir.length))
        .filter((rest) => rest.includes('/'))
        .map((rest) => `${dir}${rest.split('/')[0]}/`),
    ),
  ].sort();
  return [
    ...(common === inherited ? [] : [rule(`/${dir}**/*.html`, common)]),
    ...own.filter((page) => page.csp !== common).map((page) => rule(`/${page.file}`, page.csp)),
    ...subdirs.flatMap((subdir) => pageRules(inside, subdir, common, options)),
  ];
}

/** Cloudflare Pages ignores a _headers file beyond these (developers.cloudflare.com/pages/configuration/headers). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * _headers for Netlify and Cloudflare Pages, matched against the request's URL path. A fixed few
 * rules, however many pages the site has (Cloudflare reads at most 100): every path gets the site-wide
 * headers and one Content-Security-Policy allowing the inline scripts of all pages (a dozen hashes of
 * the site's own scripts), while each page's <meta> policy allows only its own; browsers enforce both,
 * so each page still runs only its own scripts. /_next/static/ and /photos/ are cached immutably, the
 * service worker is revalidated on every visit; HTML keeps the hosts' default caching (max-age=0,
 * must-revalidate), so no path gets a header from two rules.
 * Throws when the file would exceed Cloudflare's limits, rather than deploy headers that are ignored.
 * @param {PageHeaders[]} pages
 * @param {PolicyOptions} [options]
 */
export function headersFile(pages, options = {}) {
  const text = renderHeadersFile(pages, options);
  const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (rules > HEADERS_FILE_LIMITS.rules || longest > HEADERS_FILE_LIMITS.lineLength) {
    throw new Error(
      `_headers has ${rules} rules and a ${longest}-character line; Cloudflare Pages allows ` +
        `${HEADERS_FILE_LIMITS.rules} and ${HEADERS_FILE_LIMITS.lineLength}. Fewer distinct inline scripts, or serve headers another way.`,
    );
  }
  return text;
}

/**
 * The union of every page's inline hashes and additions, as one header policy. Browsers enforce it
 * together with each page's <meta> policy, so an addition (the search page's WebAssembly) still
 * applies only on its own page.
 * @param {PageHeaders[]} pages
 */
export function siteWidePolicy(pages) {
  const union = (/** @type {(readonly string[] | undefined)[]} */ lists) =>
    [...new Set(lists.flatMap((l) => l ?? []))].sort();
  return contentSecurityPolicy(
    { scripts: union(pages.map((p) => p.scripts)), styles: union(pages.map((p) => p.styles)) },
    {
      forHeader: true,
      additions: policyAdditions(
        pages.map((p) => p.file),
        union(pages.map((p) => p.images)),
        union(pages.map((p) => p.features)),
      ),
    },
  );
}

/** @param {PageHeaders[]} pages @param {PolicyOptions} options */
function renderHeadersFile(pages, options) {
  /** @param {string} path @param {Record<string, string>} headers */
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n');
  return (
    [
      '# Generated by scripts/build/postbuild.mjs from scripts/build/security-policy.mjs. Do not edit.',
      block('/*', { ...SECURITY_HEADERS, [cspHeaderName(options)]: siteWidePolicy(pages) }),
      ...IMMUTABLE_PREFIXES.map((prefix) =>
        block(`${prefix}*`, { 'Cache-Control': CACHE_CONTROL.immutable }),
      ),
      // The service worker is checked on every visit, so a deploy reaches visitors at once.
      block(SERVICE_WORKER_PATH, { 'Cache-Control': CACHE_CONTROL.revalidate }),
    ].join('\n\n') + '\n'
  );
}
