/// <reference lib="webworker" />
// The site's service worker, built by scripts/build/service-worker.mjs into out/sw.js with Serwist
// (serwist.pages.dev, the maintained successor of Workbox) and registered after load by
// components/behaviors/service-worker.ts, in built pages only. What it does:
// - precaches the shell: stylesheets, icons, the web manifest, /offline and /saved (under
//   shellUrl(): see lib/browser/offline-paths.ts). The behaviours script is inline in every page;
// - pages: network first with a 3 s timeout, then the copy from the visitor's last visit, then a
//   guide they saved, then the offline page. So while the network works, a visitor always gets the
//   deployed page (a response slower than 3 s is still stored for the next visit). Only the site's
//   own pages are kept (same origin, 200, HTML, not a redirect page), one copy per path whatever the
//   query, and at most MAX_PAGES of them: the least recently visited go first; a stored copy that is
//   not a whole page (cut short, empty: lib/browser/whole-page.ts) is no copy;
// - photos and stylesheets: from the network, or, when that fails, from any cache that has them (a
//   saved guide's photos and the stylesheets it was saved with);
// - Save on a guide (lib/browser/offline-guides.ts) sends it the page and the files to keep: it
//   stores the page and, of the files, only the photos that page names and its stylesheets, all
//   and the guide's places files (GPX, KML) that it links to,
//   from the site itself, each fetched with a time limit, into the saved-guides cache, and answers
//   with the URLs it stored. A message cannot make it store another site's answer or any other file;
// - places files (GPX, KML): from the network, or, when that fails, a saved guide's copy;
// - a new deployment's worker takes over at once (skipWaiting, clientsClaim) and drops the old
//   precache; out/sw.js is served with max-age=0, so browsers check it on every visit.
import {
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  isKeptFilePath,
  KEEP_FILES_MESSAGE,
  localePrefixOf,
  OFFLINE_PAGE,
  PAGES_CACHE,
  SAVED_GUIDES_CACHE,
  SAVED_PAGE,
  shellUrl,
} from '../lib/browser/offline-paths';
// A page whose job is to send the visitor elsewhere (the marketplace redirects, /guides/page/1).
import { isRedirectPage } from '../lib/browser/redirect-page';
import { isWholePage } from '../lib/browser/whole-page';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** Replaced at build by the precache manifest (scripts/build/service-worker.mjs). */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Seconds a page waits for the network before the cached copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;

const pathOf = (url: string) => new URL(url).pathname.replace(/\/+$/, '') || '/';

/**
 * When the network and the last-visit copy both fail: a saved guide, a shell page, or the offline
 * page, in the language of the address asked for (/id/… gets /id/offline).
 */
const pageFallback: SerwistPlugin = {
  async handlerDidError({ request }) {
    const path = pathOf(request.url);
    const saved = await wholePage(await caches.match(path, { cacheName: SAVED_GUIDES_CACHE }));
    if (saved) return saved;
    const prefix = localePrefixOf(path);
    if (path === `${prefix}${SAVED_PAGE}` || path === `${prefix}${OFFLINE_PAGE}`) {
      const shell = await serwist.matchPrecache(shellUrl(path));
      if (shell) return shell;
    }
    return (await serwist.matchPrecache(shellUrl(`${prefix}${OFFLINE_PAGE}`))) ?? Response.error();
  },
};

/** Photos and stylesheets the network cannot give: whatever copy a cache holds. */
const anyCachedCopy: SerwistPlugin = {
  async handlerDidError({ request }) {
    return (await caches.match(request.url, { ignoreVary: true })) ?? Response.error();
  },
};

/** Pages kept from the visitor's last visits (a few hundred KB): the least recently visited go first. */
const MAX_PAGES = 40;

/** How long Save waits for one file before storing the guide without it. */
const KEEP_FETCH_TIMEOUT_MS = 10_000;

const isOwn = (url: string) => new URL(url).origin === self.location.origin;
const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Whether a response is one of the site's own pages, fit to show again: same origin, 200, HTML, not
 * reached through a redirect and not a page that redirects (never /sw.js, an error or an opaque answer).
 */
async function isOwnPage(response: Response): Promise<boolean> {
  if (response.type !== 'basic' || response.status !== 200 || response.redirected) return false;
  if (!isOwn(response.url) || !isHtml(response)) return false;
  const html = await response.clone().text();
  return isWholePage(html) && !isRedirectPage(html);
}

/** A stored page if it is whole (lib/browser/whole-page.ts), else undefined: a cut or empty copy is no copy. */
async function wholePage(response: Response | undefined): Promise<Response | undefined> {
  if (!response) return undefined;
  return isWholePage(await response.clone().text()) ? response : undefined;
}

/**
 * The last-visit copies: own pages only, one per path (a query never changes a static page), bounded,
 * and only whole ones are shown.
 */
const pageCachePolicy: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
  cacheWillUpdate: async ({ response }) => ((await isOwnPage(response)) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (await wholePage(cachedResponse)) ?? null,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, cleanURLs: false, directoryIndex: null },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Before pages: a places file or an itinerary's PDF opened as a page (or downloaded) is a file,
      // not a page to keep.
      matcher: ({ url }) => isOwn(url.href) && isKeptFilePath(url.pathname),
      handler: new NetworkOnly({ plugins: [anyCachedCopy] }),
    },
    {
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          pageCachePolicy,
          new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true }),
          pageFallback,
        ],
      }),
    },
    {
      // The site's own only: another host's images (the interactive map's tiles) go straight to the
      // network under the page's policy, never through the worker, whose fetches a host's site-wide
      // policy would hold to connect-src 'self'.
      matcher: ({ request, url }) =>
        isOwn(url.href) && (request.destination === 'image' || request.destination === 'style'),
      handler: new NetworkOnly({ plugins: [anyCachedCopy] }),
    },
  ],
});

/** The kinds of content a kept file may have: photos, stylesheets, places files, PDFs (never a page). */
const KEPT_FILE_TYPES =
  /^(image\/|text\/css\b|application\/(gpx\+xml|vnd\.google-earth\.kml\+xml|xml|pdf)\b|text\/xml\b)/i;

/** A same-origin file, within the time limit, if it answers 200 with the expected kind of content. */
async function fetchOwn(url: string, kind: RegExp): Promise<Response | undefined> {
  try {
    const response = await fetch(url, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(KEEP_FETCH_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.type !== 'basic' || response.status !== 200 || response.redirected || !kind.test(type)) {
      return undefined;
    }
    // Read the body now, within the limit too: a host that sends headers and then stalls is dropped.
    const body = await response.clone().blob();
    return new Response(body, { status: 200, headers: response.headers });
  } catch {
    return undefined;
  }
}

/**
 * Stores a saved guide: the page (the first URL: one of the site's own pages) and, of the other
 * URLs, those the page itself names that are the site's photos (/photos/), stylesheets, places
 * files (/downloads/places/…gpx|kml) or itinerary PDFs (/downloads/itineraries/…pdf).
 */
async function keepFiles(urls: readonly string[]): Promise<string[]> {
  const [pageUrl, ...files] = urls;
  if (!pageUrl || !isOwn(pageUrl)) return [];
  const page = await fetchOwn(pageUrl, /^text\/html\b/i);
  if (!page) return [];
  const html = await page.clone().text();
  if (isRedirectPage(html) || !isWholePage(html)) return [];
  const own = files.filter((url) => {
    if (!isOwn(url)) return false;
    const { pathname } = new URL(url);
    const kind =
      pathname.startsWith('/photos/') ||
      /^\/_next\/static\/.+\.css$/.test(pathname) ||
      isKeptFilePath(pathname);
    return kind && html.includes(pathname);
  });
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  await cache.put(pageUrl, page);
  const stored = await Promise.all(
    [...new Set(own)].map(async (url) => {
      const response = await fetchOwn(url, KEPT_FILE_TYPES);
      if (!response) return undefined;
      await cache.put(url, response);
      return url;
    }),
  );
  return [pageUrl, ...stored.filter((url): url is string => url !== undefined)];
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  const port = event.ports[0];
  if (data?.type !== KEEP_FILES_MESSAGE || !port || !Array.isArray(data.urls)) return;
  // Only http(s) URLs: anything else (data:, blob:) has nothing to fetch; keepFiles keeps the site's own.
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url));
  event.waitUntil(
    keepFiles(urls).then(
      (stored) => port.postMessage({ stored }),
      () => port.postMessage({ stored: [] }),
    ),
  );
});

serwist.addEventListeners();
