import type { Page } from '@playwright/test';
import {
  KEEP_FILES_MESSAGE,
  PAGES_CACHE,
  SAVED_GUIDES_CACHE,
  SERVICE_WORKER_URL,
} from '../../lib/browser/offline-paths';
import { guideHref, routes } from '../../lib/routes';
import { PHOTO_FIXTURES } from '../../scripts/test/photo-fixtures.mjs';
import { expect, test } from './fixtures';
import { fixtureSite } from './fixture-site';
import { sampleGuide } from './pages';

// What the service worker keeps (issue #24, item 6): the last-visit page cache holds only the site's
// own pages, one per path and at most MAX_PAGES of them (the least recently visited go first); Save
// stores the guide and only its own photos, whatever a page's message asks for, and gives up on a
// file that never arrives. With the worker allowed, each test in its own context.
test.use({ serviceWorkers: 'allow' });

/** Kept in step with MAX_PAGES in service-worker/sw.ts. */
const MAX_PAGES = 40;

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cacheName);

test('the page cache keeps own 200 pages only, one per path: no queries, redirect pages, sw.js or errors', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(guideHref(sampleGuide));
  await controlled(page);
  await page.reload();
  for (let n = 1; n <= 40; n++) await page.goto(`${routes.guides}?utm_source=${n}`);
  // Redirect pages move on by themselves: the answer is what counts, and each is let go to where it
  // leads before the next; the others are let load.
  const leadsTo: Record<string, string> = { '/redirect/city-tour': '/', '/guides/page/1': routes.guides };
  for (const path of ['/redirect/city-tour', '/guides/page/1', SERVICE_WORKER_URL, '/no-such-page']) {
    await page.goto(path, { waitUntil: 'commit' });
    const next = leadsTo[path];
    if (next) await page.waitForURL((url) => url.pathname === next);
    else await page.waitForLoadState('load');
  }
  await page.goto(routes.tours);
  await expect
    .poll(() => cachedPaths(page, PAGES_CACHE))
    .toEqual(expect.arrayContaining([guideHref(sampleGuide), routes.guides, routes.tours]));
  const paths = await cachedPaths(page, PAGES_CACHE);
  expect(paths.filter((path) => path.includes('?'))).toEqual([]);
  expect(paths).not.toContain('/redirect/city-tour');
  expect(paths).not.toContain('/guides/page/1');
  expect(paths).not.toContain(SERVICE_WORKER_URL);
  expect(paths).not.toContain('/no-such-page');
  expect(paths.length).toBeLessThanOrEqual(MAX_PAGES);
});

test.describe('on the fixture site (many pages, photos of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Awaited<ReturnType<typeof fixtureSite>>;
  test.beforeAll(async () => {
    test.setTimeout(450_000);
    site = await fixtureSite();
  });
  const url = (path: string) => `${site.origin}${path}`;
  const guidePath = guideHref(PHOTO_FIXTURES.local.slug);

  test('the page cache is bounded: past MAX_PAGES, the least recently visited pages go first', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get(url('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(MAX_PAGES + 5);
    const visited = paths.slice(0, MAX_PAGES + 5);
    await page.goto(url(visited[0]!));
    await controlled(page);
    for (const path of visited) await page.goto(url(path));
    await expect.poll(async () => (await cachedPaths(page, PAGES_CACHE)).length).toBe(MAX_PAGES);
    const kept = await cachedPaths(page, PAGES_CACHE);
    expect(kept).toEqual(expect.arrayContaining(visited.slice(-MAX_PAGES)));
    for (const path of visited.slice(0, 5)) expect(kept).not.toContain(path);
  });

  test('Save stores the guide and its own photos, and nothing else a message asks for', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto(url(guidePath));
    await controlled(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const button = page.locator('button[data-save-guide]').first();
    await expect(button).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });
    const saved = await cachedPaths(page, SAVED_GUIDES_CACHE);
    expect(saved).toContain(guidePath);
    const photos = saved.filter((path) => path.startsWith('/photos/'));
    expect(photos.length).toBeGreaterThan(3);
    expect(saved.every((path) => path === guidePath || /^\/(photos|_next\/static)\//.test(path))).toBe(true);

    // A page (or injected script) asking the worker to keep other things gets only the page back.
    const stored = await page.evaluate(
      async ({ type, asked }) => {
        const registration = await navigator.serviceWorker.ready;
        const channel = new MessageChannel();
        const reply = new Promise<unknown>((resolve) => (channel.port1.onmessage = (e) => resolve(e.data)));
        registration.active!.postMessage({ type, urls: asked }, [channel.port2]);
        return reply;
      },
      {
        type: KEEP_FILES_MESSAGE,
        asked: [
          url(guidePath),
          'https://evil.example/steal.js',
          url(SERVICE_WORKER_URL),
          url('/_headers'),
          url('/feed.xml'),
          url('/photos/0123456789abcdef-480.avif'),
        ],
      },
    );
    expect(stored).toEqual({ stored: [url(guidePath)] });
    const after = await cachedPaths(page, SAVED_GUIDES_CACHE);
    expect(after.sort()).toEqual(saved.sort());

    // Offline, the page and its photos come from the worker.
    await context.setOffline(true);
    const answered = new Map<string, string>();
    page.on('response', (response) =>
      answered.set(new URL(response.url()).pathname, response.fromServiceWorker() ? 'worker' : 'network'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test guide with its own photos');
    await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
    await expect
      .poll(() => [...answered].filter(([path]) => path.startsWith('/photos/')).length)
      .toBeGreaterThan(0);
    for (const [path, from] of answered) if (path.startsWith('/photos/')) expect(from, path).toBe('worker');
  });

  test('Save gives up on a photo that never arrives, and keeps the guide without it', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto(url(guidePath));
    await controlled(page);
    const hero = await page
      .locator('article img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    const stalled = new URL(hero).pathname;
    // The worker's own request for it hangs (no answer at all), as a slow host's would.
    await context.route(
      (target) => target.pathname === stalled,
      () => new Promise(() => {}),
    );
    const started = Date.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('button[data-save-guide]').first()).toHaveAttribute('data-offline', 'ready', {
      timeout: 25_000,
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    const saved = await cachedPaths(page, SAVED_GUIDES_CACHE);
    expect(saved).toContain(guidePath);
    expect(saved).not.toContain(stalled);
  });
});
