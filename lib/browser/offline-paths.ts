// What the pages and the service worker (service-worker/sw.ts) agree on: names of caches and the
// pages precached as the shell. Browser code only (the behaviours and the worker import it).

import { DEFAULT_LOCALE_CODE, LOCALE_LIST } from '../i18n/locale-list.mjs';

/** The service worker's file (written by scripts/build/service-worker.mjs at the site's root). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The offline behaviours' script (components/behaviors/offline.ts), precached with the shell. */
export const OFFLINE_SCRIPT = '/behaviors/offline.js';

/** Guides the visitor saved, with their photos and stylesheets, kept until they are removed. */
export const SAVED_GUIDES_CACHE = 'explore-bandung-saved-guides';

/** Pages as last seen online (network-first), for when the network is gone. */
export const PAGES_CACHE = 'explore-bandung-pages';

/** The offline page and /saved, precached with the shell (in every language: /id/offline, …). */
export const OFFLINE_PAGE = '/offline';
export const SAVED_PAGE = '/saved';

/** A path's language prefix ('' for English, '/id' for Indonesian): the shell pages of its language. */
export function localePrefixOf(path: string): string {
  const code = LOCALE_LIST.find(
    (locale) => locale !== DEFAULT_LOCALE_CODE && (path === `/${locale}` || path.startsWith(`/${locale}/`)),
  );
  return code ? `/${code}` : '';
}

/** Every language's version of a shell page: /offline, /id/offline. */
export const shellPagesOf = (path: string) =>
  LOCALE_LIST.map((locale) => (locale === DEFAULT_LOCALE_CODE ? path : `/${locale}${path}`));

/**
 * The URL the shell's pages are precached under. The query keeps the precache from answering a
 * visitor's navigation to /saved from its copy: pages are always network-first, so a new deploy
 * reaches visitors at once. Static hosts ignore the query.
 */
export const shellUrl = (path: string) => `${path}?shell`;

/**
 * The message a page sends the service worker to store a saved guide's files: { type, urls }; the
 * worker answers on the message's port with { stored: string[] } (the URLs it stored). The worker
 * fetches them because it may fetch photos from their host; a page's own policy (connect-src) may not.
 */
export const KEEP_FILES_MESSAGE = 'explore-bandung:keep-files';

/**
 * Whether a path is one of the places files a guide offers for offline maps apps (GPX or KML, under
 * /downloads/places/ in any language: lib/routes.ts placesFileHref). Save keeps a guide's files with it.
 */
export function isPlacesFilePath(path: string): boolean {
  const prefix = localePrefixOf(path);
  return /^\/downloads\/places\/[\w-]+\.(gpx|kml)$/.test(path.slice(prefix.length));
}

/**
 * Whether a path is an itinerary's PDF (lib/routes.ts itineraryPdfHref: /downloads/itineraries/<slug>.pdf,
 * or the home page's /downloads/bandung-3d2n-itinerary.pdf, in any language). Saving an itinerary
 * keeps its PDF with it.
 */
export function isItineraryPdfPath(path: string): boolean {
  const rest = path.slice(localePrefixOf(path).length);
  return (
    /^\/downloads\/itineraries\/[\w-]+\.pdf$/.test(rest) || rest === '/downloads/bandung-3d2n-itinerary.pdf'
  );
}

/** The files a saved page may keep with it besides photos and stylesheets: places files, itinerary PDFs. */
export const isKeptFilePath = (path: string) => isPlacesFilePath(path) || isItineraryPdfPath(path);

/** Whether saving for offline and the service worker are on: in built pages only, never in `next dev`. */
export const OFFLINE_ENABLED = process.env.NODE_ENV === 'production';
