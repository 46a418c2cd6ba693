import type { Locator, Page } from '@playwright/test';
import { MAP_SCRIPT, MAP_STYLESHEET, MAP_TILE_ORIGIN, MAP_TILES } from '../../lib/browser/map-config.mjs';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { nearestPlaces, placesByArea } from '../../lib/places/place-lists';
import { hasCoordinates, type Place } from '../../lib/content/places/schema';
import { placeWords } from '../../lib/content/places/words';
import { placeHref, routes } from '../../lib/routes';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { isTileRequest } from './offsite-stub';
import { guidesIn, places, wordsOf } from './pages';

// "Open the interactive map" (components/places/interactive-map.tsx, components/behaviors/
// interactive-map.ts): nothing of the map before the click; then its script, tiles from the
// configured host (answered by the off-site stub with a real PNG tile) and one named marker per
// mapped place linking to its page (reached through the clusters); the static map back with a note
// when the tiles fail; no axe violation with the map open. The expectations come from the records.

const allPlaces = [...places.values()];

type MapPage = { name: string; path: string; mapped: { number: number; place: Place }[] };

function mapPagesIn(locale: (typeof LOCALES)[number]): MapPage[] {
  const guide = guidesIn(locale)
    .filter((entry) => entry.places.filter(hasCoordinates).length > 1)
    .sort((a, b) => b.places.length - a.places.length)[0]!;
  const kawahPutih = places.get('kawah-putih')!;
  const numbered = placesByArea(allPlaces, locale).flatMap((group) => group.places);
  return [
    {
      name: 'a guide',
      path: guide.href,
      mapped: guide.places.flatMap((place, index) =>
        hasCoordinates(place) ? [{ number: index + 1, place }] : [],
      ),
    },
    {
      name: 'a place',
      path: localePath(locale, placeHref(kawahPutih.id)),
      mapped: [kawahPutih, ...nearestPlaces(kawahPutih, allPlaces).map((near) => near.place)].map(
        (place, index) => ({
          number: index + 1,
          place,
        }),
      ),
    },
    {
      name: '/places',
      path: localePath(locale, routes.places),
      mapped: numbered.filter(hasCoordinates).map((place) => ({ number: place.number, place })),
    },
  ];
}

/** Whether a request is part of the interactive map: its script, its stylesheet or a tile. */
const isMapRequest = (url: string) =>
  url.includes(MAP_SCRIPT) || url.includes(MAP_STYLESHEET) || url.startsWith(`${MAP_TILE_ORIGIN}/`);

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const mapOf = (page: Page) => page.locator('[data-interactive-map]').first();

async function openMap(page: Page, locale: (typeof LOCALES)[number]) {
  const map = mapOf(page);
  await map.getByRole('button', { name: wordsOf(locale)('places.openMap') }).click();
  await expect(map.locator('[data-map-view] .leaflet-tile-loaded').first()).toBeVisible();
  // In the middle of the window, clear of the fixed navigation bar.
  await map.locator('[data-map-view]').evaluate((view) => view.scrollIntoView({ block: 'center' }));
  return map;
}

/**
 * The markers and clusters in the map's box (Leaflet keeps some just outside it): for each, its
 * number or the numbers it holds, its name and its link.
 */
const inView = (map: Locator, selector: string) =>
  map.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const view = element.closest('[data-map-view]')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        return x > view.left && x < view.right && y > view.top && y < view.bottom;
      })
      .map((element) => ({
        numbers: element.getAttribute('data-map-place') ?? element.getAttribute('data-map-cluster')!,
        label: element.getAttribute('aria-label'),
        href: element.getAttribute('href'),
      })),
  );

/** The markers in view: number, aria-label, href. */
const markersIn = async (map: Locator) =>
  (await inView(map, 'a[data-map-place]')).map(
    ({ numbers, label, href }) => [Number(numbers), label, href] as const,
  );

/** The clusters in view, by the numbers of the places each holds. */
const clustersIn = async (map: Locator) =>
  (await inView(map, 'button[data-map-cluster]')).map(({ numbers }) => numbers);

for (const locale of LOCALES) {
  const t = wordsOf(locale);

  for (const target of mapPagesIn(locale)) {
    test(`${target.name}: nothing of the map before the click, then tiles from the configured host and a named marker per place [${locale}]`, async ({
      page,
      offsite,
    }) => {
      test.setTimeout(90_000);
      const requests = recordRequests(page);
      await page.goto(target.path);
      const map = mapOf(page);
      await map.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(requests.filter(isMapRequest), 'before the click').toEqual([]);
      expect(offsite.requests.filter((url) => isTileRequest(new URL(url)))).toEqual([]);

      await openMap(page, locale);
      expect(requests.some((url) => url.endsWith(MAP_SCRIPT))).toBe(true);
      expect(requests.some((url) => url.endsWith(MAP_STYLESHEET))).toBe(true);
      const tiles = offsite.requests.filter((url) => isTileRequest(new URL(url)));
      expect(tiles.length).toBeGreaterThan(0);
      const template = new RegExp(`^${MAP_TILES.url.replace(/[.]/g, '\\.').replace(/\{[xyz]\}/g, '\\d+')}$`);
      for (const url of tiles) expect(url).toMatch(template);
      await expect(
        map.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]'),
      ).toBeVisible();
      await expect(map.locator('[data-map-static]')).toBeHidden();

      // Every place is a marker or inside a cluster, once; clusters open (by click) down to markers.
      const expected = new Map(
        target.mapped.map(({ number, place }) => [
          number,
          [`${number}. ${placeWords(place, locale).name}`, localePath(locale, placeHref(place.id))],
        ]),
      );
      const first = [
        ...(await markersIn(map)).map(([n]) => n),
        ...(await clustersIn(map)).flatMap((c) => c.split(' ').map(Number)),
      ];
      expect(first.sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
      // Down through the clusters: open one holding a place not seen yet, again and again; when
      // none in view holds one, start again from the first view.
      const seen = new Map<number, readonly [string | null, string | null]>();
      for (let step = 0; seen.size < expected.size && step < 80; step++) {
        for (const [n, label, href] of await markersIn(map)) seen.set(n, [label, href]);
        const next = (await clustersIn(map)).find((cluster) =>
          cluster.split(' ').some((n) => !seen.has(Number(n))),
        );
        if (next) {
          await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
          const cluster = map.locator(`button[data-map-cluster="${next}"]`);
          // In the middle of the window, clear of the fixed navigation bar.
          await cluster.evaluate((button) => button.scrollIntoView({ block: 'center' }));
          await cluster.click();
          await expect(map.locator(`button[data-map-cluster="${next}"]`)).toHaveCount(0);
        } else if (seen.size < expected.size) {
          await map.getByRole('button', { name: t('places.closeMap') }).click();
          await openMap(page, locale);
        }
      }
      expect(new Map([...seen].sort(([a], [b]) => a - b))).toEqual(
        new Map([...expected].sort(([a], [b]) => a - b)),
      );
    });
  }
}

test('a marker is a link to its place page; the map zooms with + and the keyboard', async ({
  page,
  offsite,
}) => {
  const locale = 'en';
  const target = mapPagesIn(locale)[1]!;
  await page.goto(target.path);
  const map = await openMap(page, locale);
  const view = map.locator('[data-map-view]');
  const zoomOf = () =>
    Math.max(
      ...offsite.requests
        .filter((url) => isTileRequest(new URL(url)))
        .map((url) => Number(new URL(url).pathname.split('/')[1])),
    );
  await view.focus();
  // The arrow keys move the map: the place's marker moves the other way on the screen.
  const marker = map.locator('a[data-map-place="1"]');
  const before = (await marker.boundingBox())!;
  // (Leaflet pans 80 px a press and takes the next press once a pan has ended.)
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await marker.boundingBox())!.x).toBeLessThan(before.x - 79);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await marker.boundingBox())!.y).toBeLessThan(before.y - 79);
  // + zooms in: tiles of the next zoom level are asked for.
  const zoomBefore = zoomOf();
  await page.keyboard.press('+');
  await expect.poll(zoomOf).toBeGreaterThan(zoomBefore);
  await expect(view).not.toHaveClass(/leaflet-zoom-anim/);
  // Tab reaches a marker; Enter opens its place's page.
  await page.keyboard.press('Tab');
  const focused = map.locator('a[data-map-place]:focus');
  await expect(focused).toHaveCount(1);
  const href = (await focused.getAttribute('href'))!;
  expect(target.mapped.map(({ place }) => localePath(locale, placeHref(place.id)))).toContain(href);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

/** The static map's main drawing and where it sits: what a visitor sees when no map can open. */
const staticBox = (map: Locator) => map.locator('[data-map-static] svg[data-places-map=""]').boundingBox();

for (const locale of LOCALES) {
  test(`tiles blocked: the static map comes back as it was, with a note [${locale}]`, async ({ page }) => {
    const t = wordsOf(locale);
    await page.route(`${MAP_TILE_ORIGIN}/**`, (route) => route.abort('blockedbyclient'));
    await page.goto(mapPagesIn(locale)[2]!.path);
    const map = mapOf(page);
    const before = await staticBox(map);
    await map.getByRole('button', { name: t('places.openMap') }).click();
    await expect(map.locator('[data-map-note]')).toHaveText(t('places.mapFailed'));
    await expect(map.locator('[data-map-static] svg[data-places-map=""]')).toBeVisible();
    await expect(map.locator('[data-map-view]')).toBeHidden();
    await expect(map.locator('[data-map-view]')).toBeEmpty();
    await expect(map.getByRole('button', { name: t('places.openMap') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The page looks as before the click, the note above the map aside: the drawing at its size.
    const after = await staticBox(map);
    expect(after!.width).toBeCloseTo(before!.width, 0);
    expect(after!.height).toBeCloseTo(before!.height, 0);
  });
}

// Offline, or a network that drops the file: the map's own script or stylesheet cannot be had. The
// static map stays, the note says so, and the button works again once the file can be had.
for (const file of [MAP_SCRIPT, MAP_STYLESHEET]) {
  test(`${file} cannot be had: the static map stays with a note; a later click opens the map`, async ({
    page,
  }) => {
    const t = wordsOf('en');
    let blocked = true;
    await page.route(`**${file}`, (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(mapPagesIn('en')[0]!.path);
    const map = mapOf(page);
    const before = await staticBox(map);
    const button = map.getByRole('button', { name: t('places.openMap') });
    await button.click();
    await expect(map.locator('[data-map-note]')).toHaveText(t('places.mapFailed'));
    await expect(map.locator('[data-map-static] svg[data-places-map=""]')).toBeVisible();
    await expect(map.locator('[data-map-view]')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const after = await staticBox(map);
    expect(after!.height).toBeCloseTo(before!.height, 0);

    blocked = false;
    await openMap(page, 'en');
    await expect(map.locator('[data-map-note]')).toBeEmpty();
    await expect(map.getByRole('button', { name: t('places.closeMap') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
}

test('no axe violation with the map open', async ({ page }) => {
  await page.goto(mapPagesIn('en')[2]!.path);
  await openMap(page, 'en');
  expect(await axeViolations(page, '[data-interactive-map]')).toEqual([]);
});

test('the policy allows the tile host on pages with the map and nowhere else', async ({ page }) => {
  const policyOf = async (path: string) => {
    const response = await page.goto(path);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    return { header: response!.headers()['content-security-policy'] ?? '', meta: meta ?? '' };
  };
  const imgSrc = (policy: string) => /(?:^|;)\s*img-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  for (const { path } of mapPagesIn('en')) {
    const { header, meta } = await policyOf(path);
    expect(imgSrc(meta), path).toContain(MAP_TILE_ORIGIN);
    expect(imgSrc(header), path).toContain(MAP_TILE_ORIGIN);
  }
  for (const path of [routes.home, routes.tours, routes.search]) {
    const { header, meta } = await policyOf(path);
    expect(await page.locator('[data-interactive-map]').count()).toBe(0);
    expect(`${header} ${meta}`, path).not.toContain(MAP_TILE_ORIGIN);
  }
});
