import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { shortUrl } from '../../lib/content/short-url';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { placeHref, routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { allGuides, guides, guidesIn, places, sampleItineraryIn, samplePlace, wordsOf } from './pages';

// Guides and place pages on paper (app/print.css): no navigation bar, toolbar, contents, buttons or
// footer; the banner's title dark on white; links to other sites followed by their short address;
// headings kept with their text, rows and photos whole; and a guide printed on at most one A4 page
// per 350 words of its text (Chromium's own PDF, as a reader's "Save as PDF" makes it).

/** How dark a CSS colour is: its relative luminance, 0 (black) to 1 (white). */
const luminance = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .color.match(/[\d.]+/g)!
        .slice(0, 3)
        .map((value) => {
          const c = Number(value) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });

/** The text a pseudo-element prints, without CSS's quotes. */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, '::after').content.replace(/^"|"$/g, ''));

/** A language's first guide whose text links to another site (not every guide's does). */
const linkingGuideIn = (locale: (typeof LOCALES)[number]) =>
  guidesIn(locale).find((guide) => /(^|[^!])\[[^\]]*\]\(https?:\/\//m.test(guide.markdown))!;

for (const locale of LOCALES) {
  const guide = linkingGuideIn(locale);

  test(`${guide.href} on paper: no site chrome or buttons, the title dark, links to sources as short addresses [${locale}]`, async ({
    page,
  }) => {
    await page.goto(guide.href);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      'header[data-nav]',
      '[data-guide-toolbar]',
      'nav[data-toc]',
      'body > footer',
      'article > footer',
      '[data-places-downloads]',
    ])
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    for (const button of await page.locator('main button, main summary svg').all())
      await expect(button).toBeHidden();
    // On white paper (no backgrounds print), the title reads dark: contrast of at least 7:1.
    expect((1 + 0.05) / ((await luminance(page, 'h1')) + 0.05)).toBeGreaterThanOrEqual(7);
    await expect(page.locator('[data-banner] img').first()).toBeHidden();

    // A link to another site in the text prints its short address after its words.
    const offsite = page.locator('[data-pagefind-body] a[target="_blank"]').first();
    const href = (await offsite.getAttribute('href'))!;
    expect(await printedAfter(page, '[data-pagefind-body] a[target="_blank"]')).toBe(` (${shortUrl(href)})`);
    // The sources print open, each as its short address alone (the link's own words take no room).
    await expect(page.locator('details[data-sources-list] ol > li').first()).toBeVisible();
    expect(await printedAfter(page, 'details[data-sources-list] ol > li a')).toBe(
      shortUrl(guide.sources[0]!.url),
    );
  });
}

test('on paper, headings stay with their text, and table rows, places and photos are never split', async ({
  page,
}) => {
  const guide = guides.find((g) => g.slug === 'best-cafes-in-bandung') ?? guides[0]!;
  await page.goto(guide.href);
  await page.emulateMedia({ media: 'print' });
  const style = (selector: string, property: 'breakAfter' | 'breakInside') =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element)[name], property);
  for (const heading of ['[data-pagefind-body] h2', '[data-pagefind-body] h3', '[data-guide-places] h2'])
    expect(await style(heading, 'breakAfter'), heading).toBe('avoid');
  for (const whole of [
    '[data-pagefind-body] tr',
    'li[data-place]',
    '[data-pagefind-body] span:has(> picture, > img)',
  ])
    expect(await style(whole, 'breakInside'), whole).toBe('avoid');
  // Every row of a folded table prints; places are compact rows without their maps links.
  for (const row of await page.locator('[data-pagefind-body] tbody > tr').all())
    await expect(row).toBeVisible();
  await expect(page.locator('li[data-place] a[target="_blank"]').first()).toBeHidden();
});

for (const locale of LOCALES) {
  const path = localePath(locale, placeHref(samplePlace));
  test(`${path} on paper: no chrome or maps buttons, the name dark, its sources as short addresses [${locale}]`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header[data-nav]')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    expect((1 + 0.05) / ((await luminance(page, 'h1')) + 0.05)).toBeGreaterThanOrEqual(7);
    for (const link of await page.locator('[data-place-facts] ul a[target="_blank"]').all())
      await expect(link).toBeHidden();
    const place = places.get(samplePlace)!;
    if (place.sources?.length) {
      await expect(page.locator('details[data-place-sources] li a').first()).toBeVisible();
      expect(await printedAfter(page, 'details[data-place-sources] li a')).toBe(
        ` (${shortUrl(place.sources[0]!.url)})`,
      );
    }
  });
}

// Tours, lists and itineraries open with the plain banner (PageHero), not a photo: the same rules.
test(`${routes.tours} on paper: no chrome, navigation or buttons, the banner's title dark on white`, async ({
  page,
}) => {
  await page.goto(routes.tours);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header[data-nav]')).toBeHidden();
  await expect(page.locator('body > footer')).toBeHidden();
  for (const hidden of await page.locator('main button, main nav').all()) await expect(hidden).toBeHidden();
  expect((1 + 0.05) / ((await luminance(page, '[data-banner] h1')) + 0.05)).toBeGreaterThanOrEqual(7);
  // Links styled as buttons (booking) go, and so does the closing call to act, white on a dark card.
  const t = wordsOf(DEFAULT_LOCALE);
  await expect(page.getByRole('link', { name: t('tours.viewActivity') }).first()).toBeHidden();
  await expect(page.getByRole('heading', { name: t('tours.ctaTitle') })).toBeHidden();
});

// An itinerary on paper: the day plans without chrome, the title dark, sources as short addresses,
// each day's heading kept with its plan and no stop split across pages.
for (const locale of LOCALES) {
  const itinerary = sampleItineraryIn(locale);
  test(`${itinerary.href} on paper: no chrome, toolbar or downloads, the title dark, sources as short addresses, stops whole [${locale}]`, async ({
    page,
  }) => {
    await page.goto(itinerary.href);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      'header[data-nav]',
      '[data-itinerary-toolbar]',
      'body > footer',
      '[data-places-downloads]',
    ])
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
    expect((1 + 0.05) / ((await luminance(page, '[data-banner] h1')) + 0.05)).toBeGreaterThanOrEqual(7);
    const source = page.locator('[data-itinerary-sources] li a').first();
    await expect(source).toBeVisible();
    expect(await printedAfter(page, '[data-itinerary-sources] li a')).toBe(
      ` (${shortUrl((await source.getAttribute('href'))!)})`,
    );
    const style = (selector: string, property: 'breakAfter' | 'breakInside') =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element)[name], property);
    expect(await style('[data-itinerary-day] h2', 'breakAfter')).toBe('avoid');
    expect(await style('li[data-itinerary-stop]', 'breakInside')).toBe('avoid');
  });
}

// Paper is white whatever the screen's scheme: with the dark scheme on, a guide prints dark text.
test('on paper with the dark scheme on, the text and the title print dark', async ({ page }) => {
  const guide = guides[0]!;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(guide.href);
  // On screen the dark scheme's text is light.
  expect(await luminance(page, '[data-pagefind-body] p')).toBeGreaterThan(0.5);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const text of ['h1', '[data-pagefind-body] p', '[data-pagefind-body] h2', '[data-key-facts] dd'])
    expect((1 + 0.05) / ((await luminance(page, text)) + 0.05), text).toBeGreaterThanOrEqual(7);
});

/** The words of a guide's article text, as the reader sees them. */
const articleWords = (page: Page) =>
  page
    .locator('[data-pagefind-body]')
    .evaluate((body) => body.textContent!.trim().split(/\s+/).filter(Boolean).length);

/** The text a PDF prints, its runs joined by single spaces. */
async function pdfText(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { numPages: document.numPages, text: pages.join(' ').replace(/\s+/g, ' ') };
}

// Every guide, in both languages: a guide's length is its editor's, and any of them may outgrow the
// stylesheet. One A4 page per 350 words, rounded up (a 500-word guide may take two pages), and the
// whole text on them (each section's heading printed, none hidden to save paper).
for (const guide of allGuides) {
  test(`${guide.href} prints whole, on at most one A4 page per 350 words of its text`, async ({ page }) => {
    await page.goto(guide.href, { waitUntil: 'load' });
    const words = await articleWords(page);
    const headings = await page.locator('[data-pagefind-body] h2').allTextContents();
    await page.emulateMedia({ media: 'print' });
    const { numPages, text } = await pdfText(await page.pdf({ format: 'A4' }));
    test.info().annotations.push({ type: 'printed', description: `${numPages} A4 pages, ${words} words` });
    expect(numPages, `${words} words`).toBeLessThanOrEqual(Math.ceil(words / 350));
    for (const heading of headings) expect(text).toContain(heading.replace(/\s+/g, ' ').trim());
  });
}
