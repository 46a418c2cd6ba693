import type { Page } from '@playwright/test';
import { schemeColors } from '../../lib/site/colors';
import { routes } from '../../lib/routes';
import { expect, test } from './fixtures';

// The dark colour scheme follows the system setting with CSS alone (lib/site/colors.ts,
// tailwind.config.ts): no script decides it, so the first paint is already in the visitor's scheme.
// axe checks every page type in it (tests/e2e/a11y.spec.ts); here, what axe cannot see.

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`without JavaScript the page is in the system's ${colorScheme} scheme, form controls too`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
    const page = await context.newPage();
    await page.goto(routes.search);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
    const look = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
      field: getComputedStyle(document.querySelector('input[name="q"]')!).backgroundColor,
    }));
    expect(look).toEqual({
      background: rgb(schemeColors[colorScheme].page),
      text: rgb(schemeColors[colorScheme].ink),
      scheme: 'light dark',
      field: rgb(schemeColors[colorScheme].card),
    });
    await context.close();
  });
}

/** Every label on a map against what it is drawn on: the map's background, or a marker's amber disc. */
const mapLabelContrasts = (page: Page) =>
  page
    .locator('svg[data-places-map]')
    .first()
    .evaluate((svg) => {
      const channels = (color: string) =>
        (/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)/.exec(color) ?? []).slice(1, 4).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((c) => {
          const v = c / 255;
          return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: string, b: string) => {
        const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const background = getComputedStyle(svg).backgroundColor;
      return [...svg.querySelectorAll('text')].map((text) => {
        const marker = text.closest('[data-map-marker]')?.querySelector('circle, rect');
        const under = marker ? getComputedStyle(marker).fill : background;
        return { label: text.textContent, ratio: ratio(getComputedStyle(text).fill, under) };
      });
    });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the places map's names, numbers and scale read at AA in the ${colorScheme} scheme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(routes.places);
    const labels = await mapLabelContrasts(page);
    expect(labels.length).toBeGreaterThan(10);
    const faint = labels.filter(({ ratio }) => ratio < 4.5);
    expect(faint, JSON.stringify(faint)).toEqual([]);
  });
}
