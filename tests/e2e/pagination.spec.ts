import type { Page } from '@playwright/test';
import { SITE_URL } from '../../lib/routes';
import { expect, test } from './fixtures';
import { fixtureOrigin } from './fixture-site';

// Guide lists at size, on the fixture site: the project with 30 synthetic guides besides the real ones
// (scripts/test/fixture-site.mjs), built in the background while the other tests run. Counts come
// from the site itself (its sitemap and cards), not from a list written here.

const PER_PAGE = 12;

// One worker waits for the fixture site while the other runs the rest of the suite.
test.describe.configure({ mode: 'serial' });

let origin = '';
test.beforeAll(async () => {
  test.setTimeout(450_000);
  origin = await fixtureOrigin();
});

const url = (path: string) => `${origin}${path}`;
const cardLinks = (page: Page) =>
  page.locator('main article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Every guide article in the fixture's sitemap, and every list page. */
async function sitemap(page: Page) {
  const xml = await (await page.request.get(url('/sitemap.xml'))).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return {
    guides: locs.filter((path) => /^\/guides\/(?!page\/|area\/|tag\/)[^/]+$/.test(path)),
    locs,
  };
}

test('/guides pages through every guide, 12 at a time, with numbered links and the current page marked', async ({
  page,
}) => {
  const { guides, locs } = await sitemap(page);
  expect(guides.length).toBeGreaterThanOrEqual(30);
  const pages = Math.ceil(guides.length / PER_PAGE);
  expect(pages).toBeGreaterThanOrEqual(3);

  const seen: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const path = n === 1 ? '/guides' : `/guides/page/${n}`;
    const response = await page.goto(url(path));
    expect(response?.status(), path).toBe(200);
    const links = await cardLinks(page);
    expect(links).toHaveLength(n < pages ? PER_PAGE : guides.length - PER_PAGE * (pages - 1));
    seen.push(...(links as string[]));

    // Its own canonical URL, listed in the sitemap.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}${path}`);
    expect(locs).toContain(path);
    if (n > 1) await expect(page).toHaveTitle(new RegExp(`Page ${n} of ${pages}`));

    const nav = page.getByRole('navigation', { name: 'Pages' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(String(n));
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/guides');
    await expect(nav.getByRole('link', { name: /Next/ })).toHaveCount(n < pages ? 1 : 0);
    await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(n > 1 ? 1 : 0);
    // Page 1 lives at /guides only: nothing links to /guides/page/1.
    await expect(page.locator('a[href="/guides/page/1"]')).toHaveCount(0);
  }
  // Every guide exactly once, newest first across the pages (the sitemap lists them newest first too).
  expect(seen).toEqual(guides);
  expect(locs).not.toContain('/guides/page/1');

  // Following "Next" from the first page reaches the second.
  await page.goto(url('/guides'));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(url('/guides/page/2'));
});

test('a page number past the end is the 404 page, with the guide-list message', async ({ page }) => {
  const { guides } = await sitemap(page);
  const past = Math.ceil(guides.length / PER_PAGE) + 1;
  const response = await page.goto(url(`/guides/page/${past}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No Such Page of Guides' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all guides' })).toHaveAttribute('href', '/guides');
});

test('an area with more than 12 guides pages the same way, under its own path', async ({ page }) => {
  await page.goto(url('/guides'));
  // The area with the most guides, by the counts the list page shows.
  const areas = await page
    .getByRole('region', { name: /Browse guides by area/ })
    .locator('a[href^="/guides/area/"]')
    .evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href')!,
        count: Number(/\((\d+)\)/.exec(a.textContent ?? '')?.[1] ?? 0),
      })),
    );
  const biggest = areas.sort((a, b) => b.count - a.count)[0]!;
  expect(biggest.count).toBeGreaterThan(PER_PAGE);

  await page.goto(url(biggest.href));
  expect(await cardLinks(page)).toHaveLength(PER_PAGE);
  const second = page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2', exact: true });
  await expect(second).toHaveAttribute('href', `${biggest.href}/page/2`);
  await second.click();
  await expect(page).toHaveURL(url(`${biggest.href}/page/2`));
  const rest = await cardLinks(page);
  expect(rest.length).toBe(Math.min(PER_PAGE, biggest.count - PER_PAGE));
  // Every card on it is in that area.
  const areaName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  for (const card of await page.locator('main article').all()) {
    await expect(card.getByRole('list', { name: 'Area and topics' }).getByRole('link').first()).toHaveText(
      areaName,
    );
  }
  const trail = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Travel Guides',
    areaName,
    'Page 2',
  ]);
});
