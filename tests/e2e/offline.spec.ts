import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import handler from 'serve-handler';
import { PAGES_CACHE, SAVED_GUIDES_CACHE, SERVICE_WORKER_URL } from '../../lib/browser/offline-paths';
import { areaName, type AreaSlug } from '../../lib/content/taxonomy';
import { languageName } from '../../lib/i18n/format';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { hasCoordinates } from '../../lib/content/places/schema';
import { placeWords } from '../../lib/content/places/words';
import { guideHref, guidePlacesFile, placesFileHref, routes } from '../../lib/routes';
import { expect, isLocal, test } from './fixtures';
import { guides, guidesIn, sampleGuide, sampleGuideIn, wordsOf } from './pages';

// Saved guides that work with no signal, through the service worker (service-worker/sw.ts), with
// Playwright's offline mode. Each test has its own browser context, so its own worker and caches.
test.use({ serviceWorkers: 'allow' });

const guide = guides.find((candidate) => candidate.slug === sampleGuide)!;

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Goes offline, and makes sure nothing off-site could answer even if a request got through. */
async function goOffline(context: BrowserContext) {
  await context.route(
    (url) => !isLocal(url),
    (route) => route.abort('internetdisconnected'),
  );
  await context.setOffline(true);
}

/** Saves the open guide (its Save button's name in the page's language) and waits until it is stored. */
async function saveForOffline(page: Page, save = 'Save') {
  await controlled(page);
  await page.getByRole('button', { name: save, exact: true }).click();
  await expect(page.locator('button[data-save-guide]').first()).toHaveAttribute('data-offline', 'ready', {
    timeout: 20_000,
  });
}

const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, cacheName);

test('a saved guide opens offline with its text and photos; /saved lists it, and Remove takes it out', async ({
  page,
  context,
}) => {
  await page.goto(guideHref(guide.slug));
  await saveForOffline(page);
  const photos = await page
    .locator('article img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.closest('footer'))
        .map((image) => image.currentSrc),
    );
  expect(photos.length).toBeGreaterThan(0);
  const firstParagraph = await page.locator('[data-pagefind-body] p').first().textContent();

  await goOffline(context);
  const answered = new Map<string, string>();
  page.on('response', (response) =>
    answered.set(
      response.url(),
      `${response.status()}${response.fromServiceWorker() ? ' from the worker' : ''}`,
    ),
  );
  page.on('requestfailed', (request) => answered.set(request.url(), 'failed'));
  await page.goto(guideHref(guide.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  await expect(page.locator('[data-pagefind-body] p').first()).toHaveText(firstParagraph!);
  // Every own photo the device showed comes back, at the same size, from the worker's cache (nothing
  // off-site can answer now). Lazy photos further down are asked for now rather than on scrolling.
  // tests/e2e/offline-cache.spec.ts saves a guide whose photos are all the site's own.
  await page
    .locator('article img')
    .evaluateAll((images) => (images as HTMLImageElement[]).forEach((image) => (image.loading = 'eager')));
  // Only the site's own photos are kept (a deploy build serves every photo itself); one left on
  // another host, in a build without network, is not stored and shows its preview offline.
  const origin = new URL(page.url()).origin;
  const own = photos.filter((url) => new URL(url).origin === origin);
  for (const url of own) await expect.poll(() => answered.get(url), url).toBe('200 from the worker');
  expect((await cachedUrls(page, SAVED_GUIDES_CACHE)).filter((url) => !url.startsWith(origin))).toEqual([]);
  await expect(page.locator('article img').first()).toHaveJSProperty('currentSrc', photos[0]);

  await page.goto(routes.saved);
  const item = page.getByRole('list', { name: 'Saved guides' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: guide.title })).toHaveAttribute('href', guideHref(guide.slug));
  await expect(item).toContainText(guide.readTime);
  await expect(item).toContainText('Ready offline');
  await item.getByRole('button', { name: `Remove ${guide.title}` }).click();
  await expect(page.getByText('No saved guides yet.')).toBeVisible();
  await expect(item).toHaveCount(0);
  // Out of the cache too: the page, its photos, and the copy from the last visit.
  await expect.poll(() => cachedUrls(page, SAVED_GUIDES_CACHE)).toEqual([]);
  const pages = await cachedUrls(page, PAGES_CACHE);
  expect(pages.some((url) => new URL(url).pathname === guideHref(guide.slug))).toBe(false);
  await page.goto(guideHref(guide.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
});

test('a guide saved in English is listed on /id/saved by its Indonesian title, area and read time, with where it is kept', async ({
  page,
}) => {
  const translation = guidesIn('id').find((candidate) => candidate.translationOf)!;
  const original = guides.find((candidate) => candidate.slug === translation.translationOf)!;
  const t = wordsOf('id');
  await page.goto(original.href);
  await saveForOffline(page);

  await page.goto(localePath('id', routes.saved));
  const item = page.getByRole('list', { name: t('saved.listLabel') }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading').getByRole('link')).toHaveText(translation.title);
  await expect(item.getByRole('heading').getByRole('link')).toHaveAttribute('href', translation.href);
  await expect(item).toContainText(areaName('id', translation.area as AreaSlug));
  await expect(item).toContainText(translation.readTime);
  // The English page is the one kept for reading offline: the status says so and leads to it.
  const kept = item.getByRole('link', {
    name: t('saved.readyIn', { language: languageName('id', 'en') }),
  });
  await expect(kept).toHaveAttribute('href', original.href);
  await expect(
    item.getByRole('button', { name: t('saved.removeGuide', { title: translation.title }) }),
  ).toBeVisible();

  // The English list shows it as it was saved.
  await page.goto(routes.saved);
  const english = page.getByRole('list', { name: 'Saved guides' }).getByRole('listitem');
  await expect(english.getByRole('link', { name: original.title })).toHaveAttribute('href', original.href);
  await expect(english).toContainText('Ready offline');
});

// The map of a saved guide with no signal: the static map is part of the page; the interactive map's
// script and tiles are never kept (lib/browser/map-config.mjs), so opening it says it cannot.
test('a saved guide offline keeps its static map; opening the interactive map says it cannot', async ({
  page,
  context,
}) => {
  const t = wordsOf('en');
  const sample = guides.find((entry) => entry.places.some(hasCoordinates))!;
  await page.goto(sample.href);
  await saveForOffline(page);
  await goOffline(context);
  await page.goto(sample.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.title);
  const map = page.locator('[data-interactive-map]').first();
  const drawing = map.locator('[data-map-static] svg[data-places-map=""]');
  await expect(drawing.locator('[data-map-marker]').first()).toBeVisible();
  await map.getByRole('button', { name: t('places.openMap') }).click();
  await expect(map.locator('[data-map-note]')).toHaveText(t('places.mapFailed'));
  await expect(drawing).toBeVisible();
  await expect(map.locator('[data-map-view]')).toBeHidden();
  await expect(map.getByRole('button', { name: t('places.openMap') })).toBeVisible();
});

/** A places file's point names, parsed as XML (GPX waypoints, KML placemarks), and its content type. */
const placesFileIn = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
    if (xml.querySelector('parsererror')) throw new Error(`${href} is not XML`);
    const points = xml.querySelectorAll('wpt > name, Placemark > name');
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      names: [...points].map((name) => name.textContent),
    };
  }, url);

for (const locale of LOCALES) {
  test(`${locale}: a saved guide's places files (GPX, KML) open offline, and Remove deletes them`, async ({
    page,
    context,
  }) => {
    const t = wordsOf(locale);
    // A guide with a place on the map has places files.
    const sample = guidesIn(locale).find((entry) => entry.places.some(hasCoordinates))!;
    await page.goto(sample.href);
    await saveForOffline(page, t('guide.save'));
    const links = page.locator('[data-places-downloads] a');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.map((href) => new URL(href).pathname)).toEqual(
      (['gpx', 'kml'] as const).map((format) =>
        localePath(locale, placesFileHref(guidePlacesFile(sample.slug), format)),
      ),
    );
    const firstPlace = placeWords(sample.places.find(hasCoordinates)!, locale).name;

    await goOffline(context);
    for (const [index, href] of hrefs.entries()) {
      const file = await placesFileIn(page, href);
      expect(file.status, href).toBe(200);
      expect(file.type, href).toMatch(index === 0 ? /^application\/gpx\+xml/ : /kml\+xml/);
      expect(file.names, href).toContain(firstPlace);
    }
    // The link itself downloads the file with no connection.
    const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
    expect(download.suggestedFilename()).toBe(`${guidePlacesFile(sample.slug)}.gpx`);
    expect(await download.failure()).toBeNull();

    // Remove (the Saved button again) deletes the page and its files from the saved-guides cache.
    await page
      .getByRole('button', { name: t('guide.saved'), exact: true })
      .first()
      .click();
    await expect.poll(() => cachedUrls(page, SAVED_GUIDES_CACHE)).toEqual([]);
    expect((await placesFileIn(page, hrefs[0]!).catch(() => undefined))?.status).not.toBe(200);
  });
}

for (const locale of LOCALES) {
  test(`${locale}: a page never visited shows the offline page: the saved guides open from it, and Try again loads the page`, async ({
    page,
    context,
  }) => {
    const t = wordsOf(locale);
    const sample = sampleGuideIn(locale);
    await page.goto(sample.href);
    await saveForOffline(page, t('guide.save'));
    await goOffline(context);

    const tours = localePath(locale, routes.tours);
    await page.goto(tours);
    await expect(page).toHaveURL(new RegExp(`${tours}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('offline.heading'));
    const saved = page
      .getByRole('list', { name: t('saved.listLabel') })
      .getByRole('link', { name: sample.title });
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.title);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('offline.heading'));
    await context.unrouteAll();
    await context.setOffline(false);
    await page.getByRole('button', { name: t('offline.tryAgain') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nav.tours'));
  });
}

for (const [what, stored] of [
  ['cut short', '<!DOCTYPE html><html lang="en"><head><title>Tours</title></head><body><h1>Cut sh'],
  ['empty', ''],
] as const) {
  test(`a last-visit copy that is ${what} is no copy: offline, the page shows the offline page (issue #34)`, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto(routes.tours);
    await expect.poll(() => cachedUrls(page, PAGES_CACHE)).toContainEqual(expect.stringMatching(/\/tours$/));
    // The stored copy is damaged (a quota error or a crash while it was written).
    await page.evaluate(
      async ({ name, body }) => {
        const cache = await caches.open(name);
        const [key] = (await cache.keys()).filter((request) => request.url.endsWith('/tours'));
        await cache.put(
          key!,
          new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        );
      },
      { name: PAGES_CACHE, body: stored },
    );
    await goOffline(context);
    await page.goto(routes.tours);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(wordsOf('en')('offline.heading'));
  });
}

test.describe('a new deployment', () => {
  let root: string;
  let server: http.Server;
  let base: string;

  test.beforeAll(async () => {
    // A copy of the built site on its own server, so changing it (a deploy) touches no other test.
    root = mkdtempSync(join(tmpdir(), 'explore-bandung-deploy-'));
    cpSync('out', root, { recursive: true });
    const config = JSON.parse(readFileSync('serve.json', 'utf8'));
    // The engine of npm start's server (scripts/serve.mjs) with the same rules, on the copy.
    server = http.createServer(
      (request, response) => void handler(request, response, { ...config, public: root }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  test('replaces a cached page on the next load while online', async ({ page, context }) => {
    const url = `${base}${guideHref(guide.slug)}`;
    await page.goto(url);
    await controlled(page);
    await page.reload();
    const heading = page.getByRole('heading', { level: 2, name: /^Places in this guide/ });
    await expect(heading).toHaveText('Places in this guide');

    // Deploy: the page changes, and so does the worker (a new build writes a new sw.js).
    const file = join(root, 'guides', `${guide.slug}.html`);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('>Places in this guide<', '>Places in this guide, updated<'),
    );
    writeFileSync(join(root, 'sw.js'), `${readFileSync(join(root, 'sw.js'), 'utf8')}\n// the next deploy\n`);

    await page.reload();
    await expect(heading).toHaveText('Places in this guide, updated');
    // And the copy kept for offline is the new one.
    await goOffline(context);
    await page.reload();
    await expect(heading).toHaveText('Places in this guide, updated');
  });
});

test('the worker is revalidated on every visit, allowed by the policy, and registers only after load', async ({
  page,
  request,
}) => {
  const response = await request.get(SERVICE_WORKER_URL);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toMatch(/max-age=0/);

  await page.goto(guideHref(guide.slug));
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("worker-src 'self'");
  const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const registeredAt = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return performance.getEntriesByName(new URL('/sw.js', location.href).href)[0]?.startTime ?? null;
  });
  const loadEnd = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd,
  );
  if (registeredAt !== null) expect(registeredAt).toBeGreaterThanOrEqual(loadEnd);
});

test('/saved and the offline page stay out of search engines, in every language', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of LOCALES.flatMap((locale) =>
    [routes.saved, routes.offline].map((p) => localePath(locale, p)),
  )) {
    expect(sitemap).not.toContain(`${path}<`);
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/saved explains that saving needs a modern browser and links to the guides', async ({ page }) => {
    await page.goto(routes.saved);
    await expect(page.getByText(/needs a modern browser with JavaScript/)).toBeVisible();
    await page.getByRole('link', { name: 'Browse the guides' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.guides}$`));
  });
});
