import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { redirectHref } from '../../lib/routes';
import { pageTypes, sampleRedirectSlugs, wordsOf } from './pages';

// Every page type has zero axe violations at WCAG 2.1 A and AA: on a desktop, at 390 px wide, and
// with the mobile menu open, in the light and the dark colour scheme. Remote photos are stubbed (offsite-stub.ts), so contrast is checked over the
// styled placeholders, which is what a visitor sees until (or unless) a photo loads.

/** Opens a page; a search waits for its results. */
async function open(page: Page, path: string) {
  await page.goto(path);
  if (path.includes('?q=')) await expect(page.locator('[data-search-results] li').first()).toBeVisible();
}

async function expectNoViolations(page: Page, within?: string) {
  const summary = await axeViolations(page, within);
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * The navigation bar. Scrolling (data-scrolled: components/behaviors/nav-scroll.ts) and the mobile
 * menu (a <details> inside it: mobile-menu.ts) change nothing outside it: no style of the page
 * depends on either. So once the whole page has passed, a second state is checked on the bar alone,
 * which is most of an axe run's time saved per test.
 */
const NAVIGATION_BAR = 'header[data-nav]';

// One visit per page and width checks everything there (a page load is much of each check's cost).
for (const { name, path, locale } of pageTypes) {
  const t = wordsOf(locale);
  test.describe(name, () => {
    test(`${name} has no WCAG 2.1 A/AA violations, on a dark banner at the top, nor when scrolled (solid navigation bar)`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await open(page, path);
      // First, at the top as the page opens (axe may scroll the page).
      await expectDarkBannerBehindBrand(page);
      await expectNoViolations(page);
      await page.mouse.wheel(0, 600);
      await expect(page.locator(`${NAVIGATION_BAR}:visible`)).toHaveAttribute('data-scrolled', '');
      await expectNoViolations(page, NAVIGATION_BAR);
    });

    // The dark colour scheme (prefers-color-scheme: dark, lib/site/colors.ts): the whole page, the
    // solid bar once scrolled, and at 390 px the open mobile menu, in one visit.
    test.describe('in the dark colour scheme', () => {
      test.use({ colorScheme: 'dark' });

      test(`${name} has no violations in the dark scheme, scrolled, and with the mobile menu open`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        await open(page, path);
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
        await expectDarkBannerBehindBrand(page);
        await expectNoViolations(page);
        await page.mouse.wheel(0, 600);
        await expect(page.locator(`${NAVIGATION_BAR}:visible`)).toHaveAttribute('data-scrolled', '');
        await expectNoViolations(page, NAVIGATION_BAR);
        await page.setViewportSize({ width: 390, height: 844 });
        const nav = page.getByRole('navigation', { name: t('layout.mainNav') });
        await nav.locator('summary').click();
        await expect(nav.getByRole('link', { name: t('nav.tours') })).toBeVisible();
        await expectNoViolations(page, NAVIGATION_BAR);
      });
    });

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`${name} has no violations, with the mobile menu closed and open`, async ({ page }) => {
        test.setTimeout(60_000);
        await open(page, path);
        await expectNoViolations(page);
        // The menu's <summary> (no role attribute: it is the disclosure's own button).
        const nav = page.getByRole('navigation', { name: t('layout.mainNav') });
        await nav.locator('summary').click();
        await expect(nav.getByRole('link', { name: t('nav.tours') })).toBeVisible();
        await expectNoViolations(page, NAVIGATION_BAR);
      });
    });
  });
}

// The navigation bar is transparent at the top of a page, with a white brand and icons: every page
// must start with a dark banner behind it. (axe cannot read colours through a gradient, so it passes
// white on a pale fade: this checks the colour behind the brand itself.)
async function expectDarkBannerBehindBrand(page: Page) {
  const luminance = await page
    // The 404 page holds a bar per language: the one shown.
    .locator('header[data-nav]:visible a')
    .first()
    .evaluate((brand) => {
      const box = brand.getBoundingClientRect();
      // Hit-testing skips pointer-events: none (photo layers are): count every element, for this
      // check only (the page is checked further after it).
      const elements = [...document.querySelectorAll<HTMLElement>('main, main *')];
      const before = elements.map((element) => element.style.pointerEvents);
      for (const element of elements) element.style.pointerEvents = 'auto';
      // From the top of the stack under the brand down, the first opaque background colour.
      const stack = document
        .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        .filter((element) => !element.closest('header[data-nav]'));
      elements.forEach((element, i) => (element.style.pointerEvents = before[i]!));
      for (const element of stack) {
        const match = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(
          getComputedStyle(element).backgroundColor,
        );
        if (match && Number(match[4] ?? 1) > 0.5) {
          const [r, g, b] = [match[1], match[2], match[3]].map((c) => {
            const v = Number(c) / 255;
            return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        }
      }
      return 1; // nothing opaque: the page's light background
    });
  // White text on it has a contrast of at least 4.5 : 1.
  expect(
    (1 + 0.05) / (luminance + 0.05),
    'the transparent navigation bar sits on a dark banner',
  ).toBeGreaterThanOrEqual(4.5);
}

test.describe('redirect page', () => {
  // /redirect/<slug> leaves once its notice is painted (inline location.replace, meta refresh). To check what it shows
  // while it leaves, the page is served with those two mechanisms neutralised; its markup is unchanged.
  for (const path of LOCALES.flatMap((locale) =>
    sampleRedirectSlugs.map((slug) => localePath(locale, redirectHref(slug))),
  )) {
    for (const [width, colorScheme] of [
      [1280, 'light'],
      [390, 'light'],
      [390, 'dark'],
    ] as const) {
      test(`${path} at ${width} px has no WCAG 2.1 A/AA violations${colorScheme === 'dark' ? ', in the dark scheme' : ''}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.emulateMedia({ colorScheme });
        await page.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text())
            // the meta refresh
            .replace(/(equiv\\?["']?\s*[:=]\s*\\?["'])refresh/gi, '$1x-no-refresh')
            .replace(/location\.replace\(/g, '(function(){})(');
          await route.fulfill({ response, body: html });
        });
        const response = await page.goto(path);
        expect(response?.status()).toBeLessThan(500);
        await expect(page.locator('main')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
        await expectNoViolations(page);
      });
    }
  }
});
