import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes, sampleRedirectSlugs } from './pages';

// Every page type has zero axe violations at WCAG 2.1 A and AA: on a desktop, at 390 px wide, and
// with the mobile menu open. Photos are stubbed (fixtures.ts), so contrast is checked over the
// styled placeholders, which is what a visitor sees until (or unless) a photo loads.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens a page; a search waits for its results. */
async function open(page: Page, path: string) {
  await page.goto(path);
  if (path.includes('?q=')) await expect(page.getByRole('status')).toHaveText(/found/);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

for (const { name, path } of pageTypes) {
  test.describe(name, () => {
    test(`${name} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      await open(page, path);
      await expectNoViolations(page);
    });

    test(`${name} has no violations when scrolled (solid navigation bar)`, async ({ page }) => {
      await open(page, path);
      await page.mouse.wheel(0, 600);
      await expect(page.locator('header[data-nav]')).toHaveAttribute('data-scrolled', '');
      await expectNoViolations(page);
    });

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`${name} has no violations`, async ({ page }) => {
        await open(page, path);
        await expectNoViolations(page);
      });

      test(`${name} has no violations with the mobile menu open`, async ({ page }) => {
        await open(page, path);
        // The menu's <summary> (no role attribute: it is the disclosure's own button).
        await page.getByRole('navigation', { name: 'Main' }).locator('summary').click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bandung Tours' }),
        ).toBeVisible();
        await expectNoViolations(page);
      });
    });
  });
}

test.describe('redirect page', () => {
  // /redirect/<slug> leaves once its notice is painted (inline location.replace, meta refresh). To check what it shows
  // while it leaves, the page is served with those two mechanisms neutralised; its markup is unchanged.
  for (const slug of sampleRedirectSlugs) {
    for (const width of [1280, 390]) {
      test(`/redirect/${slug} at ${width} px has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.route(`**/redirect/${slug}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text())
            // the meta refresh
            .replace(/(equiv\\?["']?\s*[:=]\s*\\?["'])refresh/gi, '$1x-no-refresh')
            .replace(/location\.replace\(/g, '(function(){})(');
          await route.fulfill({ response, body: html });
        });
        const response = await page.goto(`/redirect/${slug}`);
        expect(response?.status()).toBeLessThan(500);
        await expect(page.locator('main')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(`/redirect/${slug}`);
        await expectNoViolations(page);
      });
    }
  }
});
