import type { Page } from '@playwright/test';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { longestGuideIn, pageTypes } from './pages';

// A page has its length from the start: nothing renders late at an estimated height (the guides once
// did, with content-visibility: auto, and a laptop's End stopped at 7,655 px of a page that grew to
// 19,900). The first paint stays light by showing less at once (closed sources, compact places).

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Waits until every image has loaded or failed, then for two frames drawn since. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const done = (img: HTMLImageElement) =>
      img.complete ||
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.images].map(done));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/** Scrolls through the page a screen at a time (lazy photos start), then waits for its photos. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await settled(page);
}

test('no block of any page type is laid out late (content-visibility: auto), so none changes the page’s length', async ({
  page,
}) => {
  for (const { path } of pageTypes) {
    await page.goto(path);
    const late = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(late, path).toEqual([]);
  }
});

for (const locale of LOCALES) {
  const guide = longestGuideIn(locale);
  for (const [device, viewport] of Object.entries({ laptop: LAPTOP, phone: PHONE })) {
    test(`${guide.href} on a ${device}: one press of End shows the site footer, and the page grows no more after it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(guide.href);
      // Keyboard focus in the page's text, as after a click on it.
      await page.locator('h1').click();
      await page.keyboard.press('End');
      const footer = page.locator('body > footer').last();
      await expect(footer).toBeInViewport();
      const atEnd = await pageHeight(page);
      await settled(page);
      expect(await pageHeight(page)).toBe(atEnd);
      await expect(footer).toBeInViewport();
      expect(
        await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1),
      ).toBe(true);
    });

    test(`${guide.href} on a ${device}: its height at load is within 10 % of its height once read to the end`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(guide.href, { waitUntil: 'load' });
      const atLoad = await pageHeight(page);
      await readToTheEnd(page);
      const read = await pageHeight(page);
      expect(Math.abs(read - atLoad) / read, `${atLoad} px at load, ${read} px read`).toBeLessThanOrEqual(
        0.1,
      );
    });
  }
}

// /places on a phone is the site's longest page (every place, by area: about 50,000 px at 390 px). Its
// areas once rendered late too, and it grew by a fifth while read.
for (const locale of LOCALES) {
  const path = localePath(locale, routes.places);
  test(`${path} on a phone: one press of End shows the site footer, and its height at load is within 10 % of its height once read`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path, { waitUntil: 'load' });
    const atLoad = await pageHeight(page);
    await page.locator('h1').click();
    await page.keyboard.press('End');
    await expect(page.locator('body > footer').last()).toBeInViewport();
    await readToTheEnd(page);
    const read = await pageHeight(page);
    expect(Math.abs(read - atLoad) / read, `${atLoad} px at load, ${read} px read`).toBeLessThanOrEqual(0.1);
  });
}
