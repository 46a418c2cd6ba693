// @ts-check
// Renders the policy in scripts/build/security-policy.mjs into each host's header configuration:
// serve.json (`npm start`, end-to-end tests), _headers (Netlify, Cloudflare Pages) and nginx.
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
import { LOCALE_LIST } from '../../lib/i18n/locale-list.mjs';

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
const pageHeaders = (/** @type {PageHeaders} */ page, /** @type {PolicyOptions} */ options = {}) => ({
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

/**
 * nginx rewrites of the other forms of a page's URL (/x/, /x.html, /x/index.html) to its one URL.
 * The character after the first / is never / or \ (browsers read /\host as //host), so no redirect
 * can lead to another site. In nginx's config a backslash is written twice.
 */
const CANONICAL_REWRITES = [
  String.raw`    rewrite ^/([^/\\\\].*/)?index\.html$ /$1 permanent;`,
  String.raw`    rewrite ^/([^/\\\\].*)\.html$ /$1 permanent;`,
  String.raw`    rewrite ^/([^/\\\\].*?)/+$ /$1 permanent;`,
];

/** Where the server block in docs/deploying.md expects the generated per-page locations. */
export const NGINX_INCLUDE = '/etc/nginx/snippets/explore-bandung-pages.conf';

/** The server block shown in docs/deploying.md (hash-free, so it never changes with the content). */
export function nginxServerBlock() {
  return [
    'server {',
    '    listen 443 ssl;',
    '    http2 on;',
    '    server_name explorebandung.id;',
    '    # ssl_certificate …; ssl_certificate_key …;',
    '    root /srv/explore-bandung/out;',
    '    error_page 404 /404.html;',
    '    # Every location with its headers, each page with its own CSP: `npm run -s headers:nginx`',
    `    include ${NGINX_INCLUDE};`,
    '}',
  ].join('\n');
}

/**
 * The locations the server block includes. nginx drops inherited add_header directives in any
 * location that sets its own, so every location repeats the site-wide headers. Each page has an exact
 * location with its own policy; any other form of a page's URL (/guides/x/, /guides/x.html,
 * /index.html) is redirected to that one, so no page is ever served without its policy header.
 * @param {PageHeaders[]} pages
 * @param {PolicyOptions} [options]
 */
export function nginxLocations(pages, options = {}) {
  /** @param {Record<string, string>} headers */
  const addHeaders = (headers) =>
    Object.entries({ ...SECURITY_HEADERS, ...headers }).map(
      ([key, value]) => `    add_header ${key} "${value}" always;`,
    );
  /** @param {string} match @param {string[]} body */
  const location = (match, body) => [`location ${match} {`, ...body, '}'].join('\n');
  const notFound = pages.find((page) => page.path === null);
  return (
    [
      '# Generated by `npm run -s headers:nginx` from scripts/build/security-policy.mjs and out/. Do not edit.',
      location('/', [
        ...addHeaders({
          'Cache-Control': CACHE_CONTROL.revalidate,
          [cspHeaderName(options)]: NON_PAGE_POLICY,
        }),
        ...CANONICAL_REWRITES,
        '    try_files $uri =404;',
      ]),
      // The scripts outside the immutable folders: the service worker and Pagefind's worker.
      location('~ \\.js$', [
        ...addHeaders({ 'Cache-Control': CACHE_CONTROL.revalidate, [cspHeaderName(options)]: SCRIPT_POLICY }),
        '    try_files $uri =404;',
      ]),
      ...IMMUTABLE_PREFIXES.map((prefix) =>
        location(`^~ ${prefix}`, [
          ...addHeaders({
            'Cache-Control': CACHE_CONTROL.immutable,
            [cspHeaderName(options)]: prefix === PHOTOS_PREFIX ? NON_PAGE_POLICY : SCRIPT_POLICY,
          }),
          // Older nginx type tables have no AVIF (a types block replaces the table in this location).
          ...(prefix === PHOTOS_PREFIX
            ? [
                `    types { ${Object.entries(PHOTO_CONTENT_TYPES)
                  .map(([extension, type]) => `${type} ${extension};`)
                  .join(' ')} }`,
              ]
            : []),
          '    try_files $uri =404;',
        ]),
      ),
      ...HOST_FILES.map((file) => location(`= /${file}`, ['    return 404;'])),
      // An unknown tour link goes to its language's home page (each known one has its exact
      // location below), as the 404 page does with JavaScript.
      ...LOCALE_LIST.map((locale, i) =>
        location(`^~ ${i === 0 ? '' : `/${locale}`}/redirect/`, [
          ...addHeaders({ 'Cache-Control': CACHE_CONTROL.revalidate }),
          // Other forms of a known one's URL (/redirect/x/, /redirect/x.html) first go to its one URL.
          ...CANONICAL_REWRITES,
          `    return 302 ${i === 0 ? '/' : `/${locale}`};`,
        ]),
      ),
      ...(notFound
        ? [location('= /404.html', ['    internal;', ...addHeaders(pageHeaders(notFound, options))])]
        : []),
      ...pages.flatMap((page) =>
        page.path
          ? [
              location(`= ${page.path}`, [
                ...addHeaders(pageHeaders(page, options)),
                `    try_files /${page.file} =404;`,
              ]),
            ]
          : [],
      ),
    ].join('\n\n') + '\n'
  );
}
