/// <reference lib="webworker" />
// The site's service worker, built by scripts/build/service-worker.mjs into out/sw.js with Serwist
// (serwist.pages.dev, the maintained successor of Workbox) and registered after load by
// components/behaviors/service-worker.ts, in built pages only. What it does:
// - precaches the shell: stylesheets, icons, the web manifest, /offline and /saved (under
//   shellUrl(): see lib/browser/offline-paths.ts). The behaviours script is inline in every page;
// - pages: network first with a 3 s timeout, then the copy from the visitor's last visit, then a
//   guide they saved, then the offline page. So while the network works, a visitor always gets the
//   deployed page (a response slower than 3 s is still stored for the next visit);
// - photos and stylesheets: from the network, or, when that fails, from any cache that has them (a
//   saved guide's photos and the stylesheets it was saved with);
// - Save on a guide (lib/browser/offline-guides.ts) sends it the page and the files to keep: it
//   fetches them (photos from another host as opaque copies, which <img> can show) into the
//   saved-guides cache and answers with the URLs it stored;
// - a new deployment's worker takes over at once (skipWaiting, clientsClaim) and drops the old
//   precache; out/sw.js is served with max-age=0, so browsers check it on every visit.
import {
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  KEEP_FILES_MESSAGE,
  localePrefixOf,
  OFFLINE_PAGE,
  PAGES_CACHE,
  SAVED_GUIDES_CACHE,
  SAVED_PAGE,
  shellUrl,
} from '../lib/browser/offline-paths';

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
    const saved = await caches.match(path, { cacheName: SAVED_GUIDES_CACHE });
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

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, cleanURLs: false, directoryIndex: null },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [pageFallback],
      }),
    },
    {
      matcher: ({ request }) => request.destination === 'image' || request.destination === 'style',
      handler: new NetworkOnly({ plugins: [anyCachedCopy] }),
    },
  ],
});

/** Fetches a file to keep: same-origin as it is; another host's through CORS if it allows, else opaque. */
async function fetchToKeep(url: string): Promise<Response | undefined> {
  const sameOrigin = new URL(url).origin === self.location.origin;
  const attempts: RequestInit[] = sameOrigin
    ? [{ cache: 'no-cache' }]
    : [{ mode: 'cors', credentials: 'omit' }, { mode: 'no-cors' }];
  for (const init of attempts) {
    try {
      const response = await fetch(url, init);
      if (response.ok || response.type === 'opaque') return response;
    } catch {
      // The next way, or give up on this file.
    }
  }
  return undefined;
}

async function keepFiles(urls: readonly string[]): Promise<string[]> {
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  const stored = await Promise.all(
    urls.map(async (url) => {
      const response = await fetchToKeep(url);
      if (!response) return undefined;
      await cache.put(url, response);
      return url;
    }),
  );
  return stored.filter((url): url is string => url !== undefined);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  const port = event.ports[0];
  if (data?.type !== KEEP_FILES_MESSAGE || !port || !Array.isArray(data.urls)) return;
  // Only http(s) URLs: anything else (data:, blob:) has nothing to fetch.
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url));
  event.waitUntil(
    keepFiles(urls).then(
      (stored) => port.postMessage({ stored }),
      () => port.postMessage({ stored: [] }),
    ),
  );
});

serwist.addEventListeners();
