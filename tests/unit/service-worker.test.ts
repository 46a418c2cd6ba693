// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  isItineraryPdfPath,
  isKeptFilePath,
  isPlacesFilePath,
  localePrefixOf,
  OFFLINE_PAGE,
  OFFLINE_SCRIPT,
  SAVED_PAGE,
  SERVICE_WORKER_URL,
  shellPagesOf,
  shellUrl,
} from '@/lib/browser/offline-paths';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { allPlacesFile, guidePlacesFile, itineraryPdfHref, placesFileHref, routes } from '@/lib/routes';
import { SERVICE_WORKER_PATH } from '@/scripts/build/host-headers.mjs';
import { OFFLINE_SCRIPT_FILE, precacheManifest } from '@/scripts/build/service-worker.mjs';

// The precache manifest the service worker is built with (scripts/build/service-worker.mjs), on a
// small built site, and the names the pages, the worker and the build share.

function site(files: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), 'sw-site-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  return out;
}

const built = {
  'index.html': '<h1>Home</h1>',
  'offline.html': '<h1>You are offline</h1>',
  'saved.html': '<h1>Saved</h1>',
  // The Indonesian shell pages.
  'id.html': '<h1>Beranda</h1>',
  'id/offline.html': '<h1>Anda sedang luring</h1>',
  'id/saved.html': '<h1>Tersimpan</h1>',
  'id/guides/b.html': '<h1>Sebuah panduan</h1>',
  '_next/static/chunks/abc123.css': 'body{}',
  'icons/icon.svg': '<svg/>',
  'icons/icon-192.png': 'png',
  'manifest.webmanifest': '{}',
  [OFFLINE_SCRIPT_FILE]: 'export {}',
  'guides/a.html': '<h1>A guide</h1>',
};

describe('the precache manifest', () => {
  it('holds the shell: stylesheets, icons, manifest, offline script, and /offline and /saved in every language as shell pages', async () => {
    const manifest = await precacheManifest(site(built));
    const urls = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).sort();
    expect(urls).toEqual(
      [
        '/_next/static/chunks/abc123.css',
        '/icons/icon-192.png',
        '/icons/icon.svg',
        '/manifest.webmanifest',
        OFFLINE_SCRIPT,
        ...LOCALES.flatMap((locale) => [
          shellUrl(localePath(locale, OFFLINE_PAGE)),
          shellUrl(localePath(locale, SAVED_PAGE)),
        ]),
      ].sort(),
    );
    expect(urls).toEqual(
      expect.arrayContaining(['/offline?shell', '/saved?shell', '/id/offline?shell', '/id/saved?shell']),
    );
    // Pages themselves are never precached (they are network-first).
    expect(
      urls.some(
        (url) => url.startsWith('/guides') || url.startsWith('/id/guides') || url === '/' || url === '/id',
      ),
    ).toBe(false);
    const css = manifest.find((entry) => typeof entry !== 'string' && entry.url.endsWith('.css'));
    expect(css).toMatchObject({ revision: null });
  });

  it.each(LOCALES)(
    'gives a %s shell page a new revision when it changes (a deploy refreshes the precache)',
    async (locale) => {
      const file = locale === 'en' ? 'offline.html' : `${locale}/offline.html`;
      const url = shellUrl(localePath(locale, OFFLINE_PAGE));
      const revision = async (text: string) =>
        (await precacheManifest(site({ ...built, [file]: text }))).find(
          (entry) => typeof entry !== 'string' && entry.url === url,
        );
      const [a, b] = await Promise.all([revision('<h1>One</h1>'), revision('<h1>Two</h1>')]);
      expect(a).toBeDefined();
      expect(a).not.toEqual(b);
    },
  );

  it('refuses a site without the shell pages', async () => {
    const { 'offline.html': _missing, ...rest } = built;
    await expect(precacheManifest(site(rest))).rejects.toThrow(/\/offline\?shell is missing/);
  });

  it('refuses a site without the Indonesian shell pages', async () => {
    const { 'id/saved.html': _missing, ...rest } = built;
    await expect(precacheManifest(site(rest))).rejects.toThrow(/\/id\/saved\?shell is missing/);
  });
});

describe('names shared by the pages, the worker and the build', () => {
  it('agree', () => {
    expect(OFFLINE_PAGE).toBe(routes.offline);
    expect(SAVED_PAGE).toBe(routes.saved);
    expect(SERVICE_WORKER_URL).toBe(SERVICE_WORKER_PATH);
    expect(OFFLINE_SCRIPT).toBe(`/${OFFLINE_SCRIPT_FILE}`);
  });

  it('name each shell page in every language, and the shell of a path’s language', () => {
    expect(shellPagesOf(OFFLINE_PAGE)).toEqual(LOCALES.map((locale) => localePath(locale, OFFLINE_PAGE)));
    expect(shellPagesOf(SAVED_PAGE)).toEqual(['/saved', '/id/saved']);
    expect(localePrefixOf('/id/guides/x')).toBe('/id');
    expect(localePrefixOf('/id')).toBe('/id');
    expect(localePrefixOf('/guides/x')).toBe('');
    expect(localePrefixOf('/')).toBe('');
    expect(localePrefixOf('/idx/guides')).toBe('');
  });

  it('know a places file (what Save keeps with a guide) in every language, and nothing else', () => {
    for (const locale of LOCALES) {
      for (const format of ['gpx', 'kml'] as const) {
        expect(isPlacesFilePath(localePath(locale, placesFileHref(guidePlacesFile('a-guide'), format)))).toBe(
          true,
        );
        expect(isPlacesFilePath(localePath(locale, placesFileHref(allPlacesFile, format)))).toBe(true);
      }
    }
    for (const path of [
      '/downloads/places/x.pdf',
      '/downloads/places/',
      '/guides/x',
      '/downloads/places/a/b.gpx',
      '/xx/downloads/places/a.gpx',
    ]) {
      expect(isPlacesFilePath(path), path).toBe(false);
    }
  });

  it('know an itinerary’s PDF (what Save keeps with an itinerary) in every language, and nothing else', () => {
    for (const locale of LOCALES) {
      for (const itinerary of [
        { slug: 'a-plan', home: false },
        { slug: 'the-home-plan', home: true },
      ]) {
        const path = localePath(locale, itineraryPdfHref(itinerary));
        expect(isItineraryPdfPath(path), path).toBe(true);
        expect(isKeptFilePath(path), path).toBe(true);
      }
      expect(isKeptFilePath(localePath(locale, placesFileHref(allPlacesFile, 'gpx')))).toBe(true);
    }
    for (const path of [
      '/downloads/itineraries/a.gpx',
      '/downloads/itineraries/',
      '/itineraries/a-plan',
      '/downloads/itineraries/a/b.pdf',
      '/xx/downloads/itineraries/a.pdf',
      '/downloads/other.pdf',
    ]) {
      expect(isItineraryPdfPath(path), path).toBe(false);
      expect(isKeptFilePath(path), path).toBe(false);
    }
  });
});
