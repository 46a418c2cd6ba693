import { PHOTO_FILE_PATTERN } from '../../lib/photos/photo-files.mjs';
import { expect, test } from './fixtures';
import { guides, pageTypes } from './pages';

// A photo shows what its caption and its page are about, and no page shows the same photo twice
// (docs/editing.md, "Photos: when to use a cover"); where the site has no fitting photo, a guide or a
// tour gets a designed cover (lib/photos/cover/), which the pipeline serves like any photo.

/** What a photo is, whatever size or format a page names: its hash, or a remote photo's address. */
function photoOf(src: string): string {
  const built = new RegExp(PHOTO_FILE_PATTERN.source).exec(src);
  if (built) return built[1]!;
  const url = new URL(src.replaceAll('&amp;', '&'), 'http://localhost/');
  return `${url.origin}${url.pathname}`;
}

/** Every picture a page's HTML shows (its <img>s; a <picture>'s sources are checked to be the same photo). */
function photosOn(html: string): string[] {
  for (const [picture] of html.matchAll(/<picture\b.*?<\/picture>/gs)) {
    const hashes = new Set([...picture.matchAll(PHOTO_FILE_PATTERN)].map((match) => match[1]));
    expect(hashes.size, `one photo in ${picture.slice(0, 200)}`).toBe(1);
  }
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => photoOf(match[1]!));
}

/** Every page the build makes that a visitor reaches: the sitemap's, and the page types of pages.ts. */
async function builtPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...new Set([...listed, ...pageTypes.map((page) => page.path)])];
}

test('no built page shows the same photo twice', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = await builtPages(request);
  // Every kind of page is there: home, guide lists, area lists, guides, places, tours, in each language.
  for (const path of ['/', '/guides', '/places', '/tours', '/id', '/id/tours', guides[0]!.href]) {
    expect(pages).toContain(path);
  }
  expect(pages.filter((path) => path.includes('/places/')).length).toBeGreaterThan(50);
  let pictures = 0;
  for (const path of pages) {
    const response = await request.get(path);
    const photos = photosOn(await response.text());
    pictures += photos.length;
    const twice = photos.filter((photo, index) => photos.indexOf(photo) !== index);
    expect(twice, `${path} shows ${twice.join(', ')} more than once`).toEqual([]);
  }
  expect(pictures).toBeGreaterThan(pages.length);
});

const coverGuide = guides.find((guide) => guide.imageAlt === undefined)!;

test('a guide without a photo shows its designed cover: banner, phone crop, card, preview and AVIF files', async ({
  page,
  request,
}) => {
  expect(coverGuide, 'a guide without image').toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(coverGuide.href);
  const h1 = page.getByRole('heading', { level: 1 });
  const banner = page.locator('header', { has: h1 }).locator('img');
  // Decorative: the page has the title; the image is no part of the accessibility tree.
  await expect(banner).toHaveAttribute('alt', '');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  // Preloaded as AVIF: the phone's crop on upright phones, the whole frame elsewhere.
  const preloads = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preloads).toHaveCount(2);
  await expect(preloads.first()).toHaveAttribute('imagesrcset', /\/photos\/[0-9a-f]{16}-\d+x\d+\.avif \d+w/);
  // Its blurred preview is painted while it loads (and should it fail).
  const box = banner.locator('xpath=../..');
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/webp/);
  // The browser fetched the crop, an AVIF, from the site.
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/photos\/[0-9a-f]{16}-\d+x\d+\.avif$/);
  const hash = /\/photos\/([0-9a-f]{16})-/.exec(shown)![1]!;

  // Every banner width, as AVIF, served by the site.
  const srcset = await page
    .locator('header picture source:not([media])[type="image/avif"]')
    .getAttribute('srcset');
  const files = srcset!.split(', ').map((entry) => entry.split(' ')[0]!);
  expect(files.map((file) => Number(/-(\d+)\.avif$/.exec(file)![1]))).toEqual([480, 800, 1200, 1920]);
  for (const file of files) {
    expect(file).toContain(hash);
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
  }
  // Search engines get it as the article's photo, beside the share image.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article');
  expect(article.image).toEqual([
    expect.stringContaining(`/og/guide-${coverGuide.slug}.png`),
    expect.stringMatching(new RegExp(`/photos/${hash}-1200\\.jpg$`)),
  ]);
  // The share image keeps its own description (the title over the brand artwork).
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);

  // Its card on the guide list: the same cover, decorative, with its preview and AVIF sources.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guides');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: coverGuide.title }) });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('alt', '');
  await expect(image).toHaveAttribute('src', new RegExp(`/photos/${hash}-\\d+\\.jpg$`));
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(hash));
  expect(await image.locator('xpath=../..').evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
    /^url\("data:image\/webp/,
  );
});
