import type { Page } from '@playwright/test';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { redirectHref, routes } from '../../lib/routes';
import { tours } from '../../lib/content/tours';
import { expect, test } from './fixtures';
import { layoutShifts, scrollDownAScreen, watchLayoutShifts } from './layout-shift';
import { pageTypes, sampleGuideIn, sampleRedirectSlugs, wordsOf } from './pages';

// Every page type at the narrowest phones we support (320 px) and a common one (390 px), plus the
// layouts whose rows depend on the width: the tour grid and the article's closing actions.

const PAGE_TYPES = [
  ...pageTypes,
  ...LOCALES.flatMap((locale) =>
    sampleRedirectSlugs.map((slug) => ({
      name: `redirect (${slug}) [${locale}]`,
      path: localePath(locale, redirectHref(slug)),
    })),
  ),
];

/** Keeps a redirect page on screen: its script and meta refresh disarmed (its CSP header dropped too). */
async function holdRedirect(page: Page) {
  await page.route('**/redirect/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replaceAll('location.replace(', 'void (')
      .replaceAll('refresh', 'disarmed');
    await route.fulfill({ response, body });
  });
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [320, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('no page type scrolls sideways, with the menu closed or open', async ({ page }) => {
      await holdRedirect(page);
      for (const { name, path } of PAGE_TYPES) {
        await page.goto(path);
        await expect(page.locator('main h1:visible')).toBeVisible();
        expect(await overflow(page), name).toBeLessThanOrEqual(0);
        // The 404 page holds a menu per language: the one shown.
        await page.locator('details[data-mobile-menu]:visible > summary').click();
        await expect(page.locator('details[data-mobile-menu]:visible')).toHaveAttribute('open', '');
        expect(await overflow(page), `${name}, menu open`).toBeLessThanOrEqual(0);
      }
    });

    for (const locale of LOCALES) {
      const t = wordsOf(locale);
      test(`the guide toolbar fits: ${t('guide.backToGuides')} on one line, ${t('guide.save')} and ${t('guide.share')} inside the screen`, async ({
        page,
      }) => {
        await page.goto(sampleGuideIn(locale).href);
        const back = page.getByRole('link', { name: t('guide.backToGuides') });
        // Its lines of text, by the boxes of its text alone: the icon beside it is no line, and sits
        // higher or lower than the text depending on the font the machine has.
        const lines = await back.evaluate((link) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines).toBe(1);
        for (const name of [t('guide.save'), t('guide.share')]) {
          const button = page.getByRole('button', { name, exact: true });
          await expect(button).toBeVisible();
          const box = (await button.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
      });
    }
  });
}

/** The grid's items grouped into rows by their top edge. */
async function gridRows(page: Page) {
  return page.locator('[data-tour-grid]').evaluate((grid) => {
    const rows = new Map<number, { id: string; right: number }[]>();
    for (const item of grid.children) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top + window.scrollY);
      rows.set(top, [...(rows.get(top) ?? []), { id: item.id || item.tagName, right: rect.right }]);
    }
    return { rows: [...rows.values()], right: grid.getBoundingClientRect().right };
  });
}

const WIDTHS = [390, 640, 800, 1024, 1280];

for (const locale of LOCALES) {
  test(`at every width the last tour card never stands alone, and the grid’s last row is full [${locale}]`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, routes.tours));
    const lastTour = tours.at(-1)!.slug;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { rows, right } = await gridRows(page);
      const row = rows.find((items) => items.some((item) => item.id === lastTour))!;
      if (width >= 640) expect(row.length, `${width} px`).toBeGreaterThan(1);
      expect(Math.abs(rows.at(-1)!.at(-1)!.right - right), `${width} px`).toBeLessThanOrEqual(1);
    }
  });

  const t = wordsOf(locale);
  test(`at every width the article’s actions never leave ${t('guide.bookATour')} alone on a row`, async ({
    page,
  }) => {
    await page.goto(sampleGuideIn(locale).href);
    const actions = page.locator('article > footer').first();
    const buttons = [
      actions.getByRole('button', { name: t('guide.shareWithFriends') }),
      actions.getByRole('button', { name: t('guide.saveForLater') }),
      actions.getByRole('link', { name: t('guide.bookATour') }),
    ];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await Promise.all(
        buttons.map(async (button) => Math.round((await button.boundingBox())!.y)),
      );
      // One row from sm up; below it, a deliberate stack of one full-width button per row.
      expect(new Set(tops).size, `${width} px`).toBe(width >= 640 ? 1 : 3);
    }
  });
}

// The longest pages: the home page, a guide, the guide list and the places list.
const LONG_PAGES = LOCALES.flatMap((locale) => [
  localePath(locale, '/'),
  sampleGuideIn(locale).href,
  localePath(locale, routes.guides),
  localePath(locale, routes.places),
]);

for (const width of [390, 1280])
  for (const path of LONG_PAGES) {
    test(`at ${width} px ${path} holds still while scrolling to the end (it never gets shorter)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShifts(page);
      await page.goto(path);
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      let previous = await height();
      // A screen (0.8 of the window) at a time to the end, however long the page is (/places at 390 px,
      // 113 places, is about 50,000 px once all rendered); a page that keeps growing never gets there.
      for (let step = 1; ; step++) {
        const atEnd = await scrollDownAScreen(page);
        const now = await height();
        expect(now, `${path}: the page got shorter while scrolling`).toBeGreaterThanOrEqual(previous - 2);
        previous = now;
        if (atEnd) break;
        expect(step, `${path}: no end after ${step} screens`).toBeLessThan(now / (0.8 * 800) + 10);
      }
      const { cls, shifts } = await layoutShifts(page);
      expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.01);
      // The end of the page is where the scroll ended: the footer is on screen.
      await expect(page.locator('body > footer').last()).toBeInViewport();
    });
  }
