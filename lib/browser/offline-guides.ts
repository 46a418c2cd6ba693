import { KEEP_FILES_MESSAGE, PAGES_CACHE, SAVED_GUIDES_CACHE } from './offline-paths';

// A saved guide, kept for reading with no signal: the page as it is now, the photos the device
// actually showed (each <img>'s currentSrc: the size its srcset picked, from whichever host serves
// it) and the stylesheets it uses, in the saved-guides cache that the service worker
// (service-worker/sw.ts) answers from when the network fails. Remove deletes them again.

type CacheStorageLike = Pick<CacheStorage, 'open'>;

const browserCaches = (): CacheStorageLike | undefined =>
  typeof caches === 'undefined' ? undefined : caches;

/** How long Save waits for a lazy photo to load before storing the others without it. */
export const PHOTO_WAIT_MS = 8000;

/** Each photo's URL at the size the device shows it, loading lazy photos first. */
export async function photoSources(images: readonly HTMLImageElement[]): Promise<string[]> {
  await Promise.all(
    images.map((image) => {
      // A lazy photo further down has not been fetched yet: fetch it now, at the size it would have.
      image.loading = 'eager';
      if (image.complete && image.currentSrc) return undefined;
      return Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS)),
      ]);
    }),
  );
  return [...new Set(images.map((image) => image.currentSrc).filter(Boolean))];
}

/** How long Save waits for the service worker (it registers after the page's load) to store the files. */
export const KEEP_TIMEOUT_MS = 30_000;

type Workers = Pick<ServiceWorkerContainer, 'ready'>;

/**
 * Stores a guide page and its files for offline reading, through the service worker (which fetches
 * them: see KEEP_FILES_MESSAGE); returns the files it stored besides the page, to remove later.
 * Rejects if the page itself was not stored.
 */
export async function storeGuideOffline(
  href: string,
  files: readonly string[],
  workers: Workers | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
): Promise<string[]> {
  if (!workers) throw new Error('This browser has no service worker');
  const registration = await withTimeout(workers.ready);
  const worker = registration.active;
  if (!worker) throw new Error('No active service worker');
  const page = new URL(href, location.href).href;
  const channel = new MessageChannel();
  const reply = new Promise<{ stored?: unknown }>((resolve) => {
    channel.port1.onmessage = (event) => resolve((event.data ?? {}) as { stored?: unknown });
  });
  worker.postMessage({ type: KEEP_FILES_MESSAGE, urls: [page, ...files] }, [channel.port2]);
  const { stored } = await withTimeout(reply);
  const list = Array.isArray(stored) ? stored.filter((url): url is string => typeof url === 'string') : [];
  if (!list.includes(page)) throw new Error(`Could not store ${href}`);
  return list.filter((url) => url !== page);
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Timed out')), KEEP_TIMEOUT_MS)),
  ]);
}

/**
 * Deletes a saved guide's page and those of its files no other saved guide still uses; also the
 * copy from the visitor's last visit, so a removed guide no longer opens offline.
 */
export async function removeGuideOffline(
  href: string,
  files: readonly string[],
  stillUsed: ReadonlySet<string>,
  cacheStorage: CacheStorageLike | undefined = browserCaches(),
): Promise<void> {
  if (!cacheStorage) return;
  const [saved, pages] = await Promise.all([
    cacheStorage.open(SAVED_GUIDES_CACHE),
    cacheStorage.open(PAGES_CACHE),
  ]);
  await Promise.all([
    ...[href, ...files.filter((url) => !stillUsed.has(url))].map((url) => saved.delete(url)),
    pages.delete(new URL(href, location.origin).href, { ignoreSearch: true }),
  ]);
}

/** Whether a guide's page is stored for offline reading. */
export async function isStoredOffline(
  href: string,
  cacheStorage: CacheStorageLike | undefined = browserCaches(),
): Promise<boolean> {
  if (!cacheStorage) return false;
  const cache = await cacheStorage.open(SAVED_GUIDES_CACHE);
  return (await cache.match(href)) !== undefined;
}
