import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEV_DRAFT } from '../../scripts/test/dev-draft.mjs';
import { MAP_TILE_ORIGIN } from '../../lib/browser/map-config.mjs';
import { guideHref, placeHref, routes } from '../../lib/routes';
import { expect, test } from '../e2e/fixtures';
import { acrossListPages } from '../e2e/list-pages';
import { guides } from '../e2e/pages';

// `npm run dev` runs the same behaviours as the built pages (components/behaviors/dev-loader.ts):
// what an editor previews is what visitors get. Each assertion here is work a behaviour does; the
// server-rendered markup alone would fail it.

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The page of /guides whose cards include one with this text (the list runs over several pages). */
async function listPageWith(page: Page, text: string): Promise<string> {
  const pages = await acrossListPages(page, '/guides', async (current, at) =>
    (await current.getByRole('main').getByRole('article').filter({ hasText: text }).count()) > 0 ? [at] : [],
  );
  if (pages.length !== 1) throw new Error(`"${text}" is on ${pages.length} pages of /guides`);
  return pages[0]!;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu reports its state, closes on Escape and on a chosen link', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto('/guides');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The menu's <summary> (no role attribute: it is the disclosure's own button).
    const button = nav.locator('details[data-mobile-menu] > summary');
    const panelLink = (name: string) => nav.locator('details').getByRole('link', { name, exact: true });

    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink('Home')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panelLink('Home')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await panelLink('Bandung Tours').click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(panelLink('Bandung Tours')).toBeHidden();
    // No hydration mismatch or other error: the behaviours start after React has hydrated.
    expect(errors).toEqual([]);
  });
});

test.describe('Save and Share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('work on a guide, also one reached by a client-side navigation', async ({ page }) => {
    const errors = errorsOf(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/guides');
    // In dev, next/link navigates without a page load; the behaviours must start on the new page.
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(errors).toEqual([]);
  });
});

test.describe('drafts and photos in the preview', () => {
  test('a draft is listed and shown, marked as a draft; its own photo is processed like the build', async ({
    page,
  }) => {
    const errors = errorsOf(page);
    // The draft is dated early in 2024: it is listed on the last page of /guides.
    await page.goto(await listPageWith(page, DEV_DRAFT.title));
    const card = page.getByRole('main').getByRole('article').filter({ hasText: DEV_DRAFT.title });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    await page.goto(`/guides/${DEV_DRAFT.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEV_DRAFT.title);
    await expect(page.locator('header').getByText('Draft', { exact: true })).toBeVisible();
    const hero = page.getByRole('img', { name: DEV_DRAFT.alt });
    await expect(hero).toHaveAttribute('width', String(DEV_DRAFT.photo.width));
    await expect(hero.locator('xpath=..')).toHaveJSProperty('tagName', 'PICTURE');
    // next dev serves the processed files (public/photos/): the browser shows the AVIF.
    await expect
      .poll(() => hero.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(
      /\/photos\/[0-9a-f]{16}-\d+\.avif$/,
    );
    expect(errors).toEqual([]);
  });
});

test('a guide added or edited while npm run dev runs shows on the next reload', async ({ page }) => {
  // Another draft beside the dev draft (same git-ignored e2e-dev-* name), built from its text and photo.
  const draft = path.resolve('content', 'guides', DEV_DRAFT.slug);
  const folder = path.resolve('content', 'guides', 'e2e-dev-added');
  const text = (title: string) =>
    readFileSync(path.join(draft, 'index.md'), 'utf8').replace(
      `title: "${DEV_DRAFT.title}"`,
      `title: "${title}"`,
    );
  const heading = page.getByRole('heading', { level: 1 });
  try {
    await page.goto('/guides');
    mkdirSync(folder);
    copyFileSync(path.join(draft, 'photo.jpg'), path.join(folder, 'photo.jpg'));
    writeFileSync(path.join(folder, 'index.md'), text('Added while dev runs'));
    await page.reload();
    await page.goto(await listPageWith(page, 'Added while dev runs'));
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: 'Added while dev runs' }),
    ).toBeVisible();
    // next dev refreshes its list of a route's pages in the background: a brand-new guide's page can
    // answer "not found" once, then shows on the next reload.
    await page.goto('/guides/e2e-dev-added');
    await expect(async () => {
      await page.reload();
      await expect(heading).toHaveText('Added while dev runs', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    writeFileSync(path.join(folder, 'index.md'), text('Edited while dev runs'));
    await page.reload();
    await expect(heading).toHaveText('Edited while dev runs');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('saved guides: /saved lists and removes them, and no service worker runs in dev', async ({ page }) => {
  const errors = errorsOf(page);
  const guide = guides[0]!;
  await page.goto(guideHref(guide.slug));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // In dev the behaviours start after React has hydrated the page (components/behaviors/
  // dev-loader.ts), all at once; a click before that is lost. The Save button's aria-pressed is in
  // the markup already, but only the menu's behaviour gives its button aria-expanded.
  await expect(page.locator('details[data-mobile-menu] summary').first()).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(2);

  await page.goto(routes.saved);
  const item = page.getByRole('list', { name: 'Saved guides' }).getByRole('listitem');
  await expect(item.getByRole('link', { name: guide.title })).toBeVisible();
  await expect(item).toContainText(guide.readTime);
  // Dev pages are never answered by a service worker (components/behaviors/service-worker.ts).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await item.getByRole('button', { name: `Remove ${guide.title}` }).click();
  await expect(page.getByText('No saved guides yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the interactive map opens in dev: tiles from the configured host, a named marker per place', async ({
  page,
  offsite,
}) => {
  const errors = errorsOf(page);
  await page.goto(placeHref('kawah-putih'));
  // The behaviours start after React has hydrated the page (see above).
  await expect(page.locator('details[data-mobile-menu] summary').first()).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const map = page.locator('[data-interactive-map]');
  await map.getByRole('button', { name: 'Open the interactive map' }).click();
  await expect(map.locator('[data-map-view] .leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('[data-map-static]')).toBeHidden();
  const points = JSON.parse((await map.locator('script[data-map-places]').textContent()) ?? '[]') as {
    number: number;
    name: string;
    href: string;
  }[];
  for (const point of points) {
    await expect(map.locator(`a[data-map-place="${point.number}"]`)).toHaveAttribute(
      'aria-label',
      `${point.number}. ${point.name}`,
    );
  }
  expect(offsite.matching(new RegExp(`^${MAP_TILE_ORIGIN}/\\d+/\\d+/\\d+\\.png$`)).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
