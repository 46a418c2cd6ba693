import type { Page } from '@playwright/test';
import { TABLE_FOLD_ROWS } from '../../lib/content/markdown';
import { areaName, type AreaSlug } from '../../lib/content/taxonomy';
import { formatMonthYear } from '../../lib/i18n/format';
import { LOCALES } from '../../lib/i18n/locales';
import { expect, test } from './fixtures';
import { guidesIn, longestGuideIn, sampleGuideIn, wordsOf } from './pages';

// A guide reads well on a phone and a laptop: its key facts first, the text at a reading measure with
// the table of contents beside it on wide screens, and less shown at once where a list is long (the
// sources closed with their count, places as compact rows with one disclosure for their maps links,
// long tables folded on phones), all without script.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Body rows of each table of a guide's Markdown (a row is a line starting with |, less the header and rule). */
const tableRows = (markdown: string) =>
  markdown
    .split(/\n(?!\|)/)
    .map((block) => block.split('\n').filter((line) => line.startsWith('|')).length - 2)
    .filter((rows) => rows > 0);

/** The characters on each line of an element's text, as laid out (all lines but the last). */
const charactersPerLine = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const counts = new Map<number, number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const line = Math.round(rect.top);
        counts.set(line, (counts.get(line) ?? 0) + 1);
      }
    }
    return [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, count]) => count)
      .slice(0, -1);
  });

for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const guide = sampleGuideIn(locale);

  test(`${guide.href}: the key facts open the article, under its title, with its area [${locale}]`, async ({
    page,
  }) => {
    await page.goto(guide.href);
    const box = page.getByRole('region', { name: t('guide.keyFacts') });
    await expect(box).toBeVisible();
    await expect(box.locator('[data-key-fact="area"] dd')).toHaveText(
      areaName(locale, guide.area as AreaSlug),
    );
    // Under the banner's title, before the first line of the text.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    expect(await top('[data-key-facts]')).toBeGreaterThan(await top('h1'));
    expect(await top('[data-key-facts]')).toBeLessThan(await top('[data-pagefind-body] p'));
  });

  test(`${guide.href}: the sources are closed, with their count and latest check, and open on a click [${locale}]`, async ({
    page,
  }) => {
    await page.goto(guide.href);
    const sources = page.locator('details[data-sources-list]');
    await expect(sources).not.toHaveAttribute('open');
    const latest = guide.sources
      .map((source) => source.checked)
      .sort()
      .at(-1)!;
    await expect(sources.locator('summary')).toHaveText(
      t('placePages.sources', { count: guide.sources.length, date: formatMonthYear(locale, latest) }),
    );
    const links = sources.locator('ol > li a');
    await expect(links.first()).toBeHidden();
    await sources.locator('summary').click();
    await expect(links).toHaveCount(guide.sources.length);
    await expect(links.last()).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of LOCALES) {
    const guide = guidesIn(locale).reduce((most, g) => (g.places.length > most.places.length ? g : most));
    test(`${guide.href}: places are compact rows whose one disclosure holds the maps links, working without JavaScript [${locale}]`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(guide.href);
      const rows = page.locator('[data-guide-places] li[data-place]');
      await expect(rows).toHaveCount(guide.places.length);
      // No maps link shows until its row's disclosure opens: one disclosure a row.
      const mapsLinks = page.locator('[data-guide-places] li[data-place] a[target="_blank"]');
      for (const link of await mapsLinks.all()) await expect(link).toBeHidden();
      await expect(rows.locator('details[data-place-maps]')).toHaveCount(guide.places.length);
      const last = rows.last();
      await last.locator('summary').click();
      await expect(last.locator('a[target="_blank"]')).toHaveCount(3);
      for (const link of await last.locator('a[target="_blank"]').all()) await expect(link).toBeVisible();
      await context.close();
    });
  }

  const folded = guidesIn('en').find((g) => tableRows(g.markdown).some((rows) => rows > TABLE_FOLD_ROWS))!;
  test(`${folded.href}: a long table shows its first rows and "Show all", which works without JavaScript`, async ({
    browser,
  }) => {
    const rows = Math.max(...tableRows(folded.markdown));
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(folded.href);
    const table = page
      .locator('[data-table-fold]')
      .filter({ has: page.locator(`tbody > tr:nth-child(${rows})`) });
    const bodyRows = table.locator('tbody > tr');
    await expect(bodyRows).toHaveCount(rows);
    await expect(bodyRows.nth(TABLE_FOLD_ROWS - 2)).toBeVisible();
    await expect(bodyRows.nth(TABLE_FOLD_ROWS - 1)).toBeHidden();
    const showAll = table.getByText(wordsOf('en')('guide.showAllRows', { rows: String(rows) }));
    await showAll.click();
    await expect(table.getByRole('checkbox')).toBeChecked();
    for (const row of await bodyRows.all()) await expect(row).toBeVisible();
    // Untick to fold it again; on a wide screen every row shows, and there is nothing to tick.
    await showAll.click();
    await expect(bodyRows.nth(TABLE_FOLD_ROWS - 1)).toBeHidden();
    await page.setViewportSize(LAPTOP);
    for (const row of await bodyRows.all()) await expect(row).toBeVisible();
    await expect(showAll).toBeHidden();
    await context.close();
  });

  test('the table of contents is inline above the text', async ({ page }) => {
    const guide = longestGuideIn('en');
    await page.goto(guide.href);
    const toc = page.locator('nav[data-toc]');
    const text = page.locator('[data-pagefind-body]');
    expect((await toc.boundingBox())!.y + (await toc.boundingBox())!.height).toBeLessThanOrEqual(
      (await text.boundingBox())!.y,
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(toc).not.toBeInViewport();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  for (const locale of LOCALES) {
    const guide = longestGuideIn(locale);
    test(`${guide.href}: the text runs about 65 to 75 characters a line, and 55 to 85 on any line [${locale}]`, async ({
      page,
    }) => {
      await page.goto(guide.href);
      // The longest paragraph of the text: several full lines.
      const index = await page
        .locator('[data-pagefind-body] > p')
        .evaluateAll((ps) =>
          ps.reduce((best, p, i) => (p.textContent!.length > ps[best]!.textContent!.length ? i : best), 0),
        );
      const lines = await charactersPerLine(page, `[data-pagefind-body] > p >> nth=${index}`);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      // A line ends before a word that does not fit, so how far short it falls depends on the word and
      // on the fonts installed (Noto Sans and DejaVu Sans break this paragraph differently): single
      // lines get a margin of about one long word around the 65–75 measure; their mean is the measure.
      for (const characters of lines) {
        expect(characters, `${lines.join(', ')}`).toBeGreaterThanOrEqual(55);
        expect(characters, `${lines.join(', ')}`).toBeLessThanOrEqual(85);
      }
      const mean = lines.reduce((sum, characters) => sum + characters, 0) / lines.length;
      expect(mean, `${lines.join(', ')}`).toBeGreaterThanOrEqual(65);
      expect(mean, `${lines.join(', ')}`).toBeLessThanOrEqual(75);
    });

    test(`${guide.href}: the table of contents stands beside the text and stays in view halfway down [${locale}]`, async ({
      page,
    }) => {
      await page.goto(guide.href);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const toc = page.locator('nav[data-toc]');
      await expect(toc).toBeInViewport();
      const tocBox = (await toc.boundingBox())!;
      const textBox = (await page.locator('[data-pagefind-body]').boundingBox())!;
      expect(tocBox.x).toBeGreaterThanOrEqual(textBox.x + textBox.width);
      // Below the navigation bar and the guide's toolbar, not under them.
      const toolbar = (await page.locator('[data-guide-toolbar]').boundingBox())!;
      expect(tocBox.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    });
  }
});
