import type { Page } from '@playwright/test';
import { SAVED_GUIDES_KEY } from '../../lib/browser/guide-actions';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { guidesIn, sampleGuideIn, wordsOf } from './pages';

// The Saved links (issue 37): in the bar on wide screens, in the mobile menu and in the footer, in
// every language, each with the number of guides saved on this device. The number lives in the
// browser: pages are built without it and a behaviour fills it from the saved list.

/** Saves guides before the page loads, as an earlier visit would have. */
const withSaved = (page: Page, slugs: string[]) =>
  page.addInitScript(
    ([key, list]) => localStorage.setItem(key!, list!),
    [SAVED_GUIDES_KEY, JSON.stringify(slugs)],
  );

for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const savedHref = localePath(locale, routes.saved);
  const home = localePath(locale, '/');
  const saved = guidesIn(locale)
    .slice(0, 2)
    .map((guide) => guide.slug);

  test(`a Saved link in the bar and the footer shows how many guides are saved [${locale}]`, async ({
    page,
    request,
  }) => {
    // Built without a number: only the browser knows the list.
    const html = await (await request.get(home)).text();
    expect(html.match(/data-saved-count=""[^>]*><\/span>/g)?.length).toBeGreaterThanOrEqual(3);

    await withSaved(page, saved);
    await page.goto(home);
    const bar = page.getByRole('navigation', { name: t('layout.mainNav') });
    const barLink = bar.getByRole('link', { name: `${t('nav.saved')} ${saved.length}`, exact: true });
    await expect(barLink).toBeVisible();
    await expect(barLink).toHaveAttribute('href', savedHref);
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: `${t('nav.saved')} ${saved.length}`, exact: true });
    await expect(footerLink).toHaveAttribute('href', savedHref);
    await footerLink.click();
    await expect(page).toHaveURL(savedHref);
  });

  test(`the count follows Save and Remove, in the menu too, and none shows no number [${locale}]`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const guide = sampleGuideIn(locale);
    await page.goto(guide.href);
    const counts = page.locator('[data-saved-count]:visible');
    await page.locator('details[data-mobile-menu] > summary').click();
    const menuLink = page.locator('details[data-mobile-menu]').getByRole('link', { name: t('nav.saved') });
    await expect(menuLink).toHaveAttribute('href', savedHref);
    // Nothing saved yet: no number anywhere (the footer's is on the page too).
    await expect(menuLink).toHaveText(t('nav.saved'));
    await page.keyboard.press('Escape');
    // The bar's Save button (its name becomes "Saved" once pressed).
    const save = page.locator('button[data-save-guide]').first();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(counts.first()).toHaveText('1');
    await page.locator('details[data-mobile-menu] > summary').click();
    await expect(menuLink).toHaveText(`${t('nav.saved')} 1`);
    await page.keyboard.press('Escape');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: t('nav.saved') })).toHaveText(
      t('nav.saved'),
    );
  });

  test(`filling in the count moves nothing [${locale}]`, async ({ browser }) => {
    // The Saved links and what follows them, as laid out with no guide saved and with two.
    const layout = async (slugs: string[], width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await withSaved(page, slugs);
      await page.goto(home);
      await expect(page.locator('[data-saved-count]').first()).toHaveText(
        slugs.length ? String(slugs.length) : '',
      );
      const boxes = await page
        .locator(
          'a[href$="/saved"], a[href$="/saved"] ~ *, footer li:has(a[href$="/saved"]) ~ li, header nav *',
        )
        .evaluateAll((els) =>
          els.map((el) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return [x, y, width, height].map(Math.round).join(',');
          }),
        );
      await context.close();
      return boxes;
    };
    for (const width of [390, 1280])
      expect(await layout(saved, width), `${width} px`).toEqual(await layout([], width));
  });
}
