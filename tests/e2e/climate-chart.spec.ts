import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { findGuideFiles } from '../../lib/content/guides/files';
import { formatTenths, monthName } from '../../lib/i18n/format';
import { climateMonths, climateSource } from '../../lib/content/climate';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { allGuides, wordsOf } from './pages';

// The climate chart as built into the guides that place it (`::chart climate`), in each language:
// seen, read by axe, at a phone's 320 px and a desktop's width, and printed.

const placing = new Set(
  findGuideFiles(join(process.cwd(), 'content', 'guides'))
    .filter(({ source }) => /^::chart climate$/m.test(source))
    .map(({ slug }) => slug),
);
const chartGuides = allGuides.filter((guide) => placing.has(guide.slug));

test('the When to go guide places the chart in both languages', () => {
  expect(new Set(chartGuides.map((guide) => guide.locale))).toEqual(new Set(['en', 'id']));
});

/** The chart's figure, brought on screen (it sits in a section that renders as it nears the screen). */
async function chartOn(page: Page, href: string): Promise<Locator> {
  await page.goto(href);
  const figure = page.locator('figure[data-chart="climate"]');
  await expect(figure).toHaveCount(1);
  await figure.scrollIntoViewIfNeeded();
  return figure;
}

/** Pairs of the chart's shown labels whose boxes overlap ("a / b"), and labels reaching outside the chart. */
const overlappingLabels = (figure: Locator) =>
  figure.locator('svg[role="img"]').evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('text')]
      .filter((text) => getComputedStyle(text).display !== 'none')
      .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
    const frame = svg.getBoundingClientRect();
    const outside = boxes
      .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
      .map(({ text }) => text);
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left + 0.5 ||
          b.box.right <= a.box.left + 0.5 ||
          a.box.bottom <= b.box.top + 0.5 ||
          b.box.bottom <= a.box.top + 0.5;
        if (!apart) overlaps.push(`${a.text} / ${b.text}`);
      }),
    );
    return { shown: boxes.length, overlaps, outside };
  });

for (const guide of chartGuides) {
  const t = wordsOf(guide.locale);

  test.describe(`${guide.href}`, () => {
    test('shows the chart, its table of figures and the source, and axe finds nothing', async ({ page }) => {
      const figure = await chartOn(page, guide.href);
      await expect(figure.getByRole('img', { name: t('chart.climate.label') })).toBeVisible();
      await expect(figure.locator('[data-series="rain"] rect')).toHaveCount(12);
      const table = figure.getByRole('table', {
        name: t('chart.climate.tableCaption', { period: climateSource.period }),
      });
      await expect(table).toBeVisible();
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(12);
      for (const [index, m] of climateMonths.entries()) {
        await expect(rows.nth(index).locator('th, td')).toHaveText([
          monthName(guide.locale, m.month),
          ...[m.rainMm, m.meanC, m.minC].map((value) => formatTenths(guide.locale, value)),
        ]);
      }
      await expect(figure.getByText(climateSource.attribution[guide.locale])).toBeVisible();
      // No leftover directive text anywhere on the page.
      await expect(page.locator('main')).not.toContainText('::chart');
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const width of [320, 1280]) {
      test(`fits ${width} px wide: no sideways scroll, labels apart`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const figure = await chartOn(page, guide.href);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const region = figure.getByRole('region', { name: t('chart.climate.tableRegion') });
        expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
        const svgBox = (await figure.locator('svg[role="img"]').boundingBox())!;
        expect(svgBox.x).toBeGreaterThanOrEqual(0);
        expect(svgBox.x + svgBox.width).toBeLessThanOrEqual(width);
        const { shown, overlaps, outside } = await overlappingLabels(figure);
        // Two axis titles, four ticks on each axis, twelve months.
        expect(shown).toBe(2 + 4 * 2 + 12);
        expect(overlaps).toEqual([]);
        expect(outside).toEqual([]);
      });
    }

    test('prints with its labels apart', async ({ page }) => {
      await page.emulateMedia({ media: 'print' });
      const figure = await chartOn(page, guide.href);
      await expect(figure.getByRole('img', { name: t('chart.climate.label') })).toBeVisible();
      await expect(figure.getByRole('table')).toBeVisible();
      expect((await overlappingLabels(figure)).overlaps).toEqual([]);
    });
  });
}
