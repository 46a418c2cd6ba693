import type { Page } from '@playwright/test';
import { PHOTO_FIXTURES, REMOTE_PHOTO_SIZE } from '../../scripts/test/photo-fixtures.mjs';
import { expect, test } from './fixtures';
import { fixtureSite } from './fixture-site';

// The photo pipeline as a visitor gets it, on the fixture site (scripts/test/fixture-site.mjs): its
// build has a guide with its own photos in every accepted format, a guide whose photos are on
// another host (a local server stands in for it), and a draft. Every photo is then served by the
// site itself, as responsive AVIF/WebP with its size and a placeholder.

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof fixtureSite>>;
test.beforeAll(async () => {
  test.setTimeout(450_000);
  site = await fixtureSite();
});

const url = (path: string) => `${site.origin}${path}`;
const { local, remote, draft } = PHOTO_FIXTURES;

/** What the browser made of each photo on the page, once every visible one has loaded. */
async function shownPhotos(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  return page.locator('img').evaluateAll((images) =>
    images.map((img) => {
      const image = img as HTMLImageElement;
      const box = image.closest('picture')?.parentElement;
      return {
        alt: image.alt,
        currentSrc: image.currentSrc,
        natural: [image.naturalWidth, image.naturalHeight],
        size: [Number(image.getAttribute('width')), Number(image.getAttribute('height'))],
        inPicture: image.parentElement?.tagName === 'PICTURE',
        sources: [...(image.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => s.type),
        placeholder: box ? getComputedStyle(box).backgroundImage : '',
      };
    }),
  );
}

const widthOf = (src: string) => Number(/-(\d+)\.(?:avif|webp|jpg)$/.exec(src)?.[1]);

test('a guide’s own photos, in every accepted format, become responsive AVIF with their size and a placeholder', async ({
  page,
  offsite,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/photos/')) photoRequests.push(request.url());
  });
  await page.goto(url(`/guides/${local.slug}`));
  // The hero, the page's largest paint, is preloaded (AVIF) with high priority; text photos wait.
  // Upright phones preload its crop, other screens the whole frame (media): one of the two.
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  await expect(preloads).toHaveCount(2);
  for (const preload of await preloads.all()) await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preloads.first()).toHaveAttribute('media', '(max-aspect-ratio: 11/20)');
  await expect(preloads.first()).toHaveAttribute('imagesrcset', /\/photos\/[0-9a-f]{16}-\d+x\d+\.avif \d+w/);
  await expect(preloads.last()).toHaveAttribute('media', 'not all and (max-aspect-ratio: 11/20)');
  await expect(preloads.last()).toHaveAttribute('imagesrcset', /\/photos\/[0-9a-f]{16}-480\.avif 480w/);
  await expect(page.getByRole('img', { name: local.hero.alt })).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('img', { name: local.body[0]!.alt })).toHaveAttribute('loading', 'lazy');

  const photos = await shownPhotos(page);
  for (const fixture of local.body) {
    const photo = photos.find((p) => p.alt === fixture.alt);
    expect(photo, fixture.alt).toBeDefined();
    expect(photo!.inPicture).toBe(true);
    expect(photo!.sources).toEqual(['image/avif']);
    // Chromium reads AVIF: it fetched the AVIF, from the site, at a width that fits a 390 px screen.
    expect(photo!.currentSrc).toMatch(new RegExp(`^${site.origin}/photos/[0-9a-f]{16}-\\d+\\.avif$`));
    expect(widthOf(photo!.currentSrc)).toBeLessThanOrEqual(800);
    expect(photo!.size).toEqual([fixture.width, fixture.height]);
    const ratio = photo!.natural[0]! / photo!.natural[1]!;
    expect(ratio).toBeCloseTo(fixture.width / fixture.height, 1);
    // A blurred preview of the photo itself, inline, while it loads (and should it fail).
    expect(photo!.placeholder).toMatch(/^url\("data:image\/webp;base64,/);
  }

  // The hero on an upright phone: the crop of the middle that its tall box shows, not the whole
  // 3:2 frame. It is as tall as the frame a 390 px screen picks (480 px wide, 320 high: as sharp),
  // and no narrower than the box, so the photo's whole height shows, as with the whole frame.
  const heroPhoto = photos.find((p) => p.alt === local.hero.alt)!;
  expect(heroPhoto.sources).toEqual(['image/avif', 'image/avif']);
  expect(heroPhoto.size).toEqual([local.hero.width, local.hero.height]);
  expect(heroPhoto.placeholder).toMatch(/^url\("data:image\/webp;base64,/);
  const [, cropWidth, cropHeight] = /-(\d+)x(\d+)\.avif$/.exec(heroPhoto.currentSrc)!.map(Number);
  expect(heroPhoto.natural[0]! / heroPhoto.natural[1]!).toBeCloseTo(cropWidth! / cropHeight!, 2);
  expect(cropHeight).toBe((480 * local.hero.height) / local.hero.width);
  const box = (await page.getByRole('img', { name: local.hero.alt }).boundingBox())!;
  expect(box.width / box.height).toBeLessThanOrEqual(cropWidth! / cropHeight!);
  expect(cropWidth! / cropHeight!).toBeLessThan((local.hero.width / local.hero.height) * 0.7);
  // Only the crop was fetched for the banner, never its whole frame as well.
  const heroHash = /\/photos\/([0-9a-f]{16})-/.exec(heroPhoto.currentSrc)![1]!;
  expect(photoRequests.filter((u) => u.includes(heroHash))).toEqual([heroPhoto.currentSrc]);

  // A wide screen gets the whole frame, as before.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const wide = (await shownPhotos(page)).find((p) => p.alt === local.hero.alt)!;
  expect(wide.currentSrc).toMatch(new RegExp(`^${site.origin}/photos/${heroHash}-\\d+\\.avif$`));
  expect(wide.natural[0]! / wide.natural[1]!).toBeCloseTo(local.hero.width / local.hero.height, 1);

  // Served to be cached for good (the name changes with the photo), in its format.
  const response = await page.request.get(heroPhoto.currentSrc);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(offsite.requests).toEqual([]);
});

test('a photo on another host is served from the build’s copy: the browser never asks that host', async ({
  page,
  offsite,
}) => {
  await page.goto(url(`/guides/${remote.slug}`));
  const photos = await shownPhotos(page);
  expect(photos.length).toBeGreaterThanOrEqual(2);
  for (const photo of photos) {
    expect(photo.currentSrc).toMatch(new RegExp(`^${site.origin}/photos/`));
    expect(photo.natural[0]).toBeGreaterThan(0);
  }
  // The build downloaded both photos once, from the stand-in host, at the address the guide gives.
  const requested: string[] = await (await page.request.get(`${site.photoOrigin}/__requests`)).json();
  for (const address of [remote.hero, remote.body]) {
    const { host, pathname } = new URL(address);
    expect(requested.filter((path) => path === `/${host}${pathname}`)).toHaveLength(1);
  }
  const hero = photos.find((p) => p.size[0] === REMOTE_PHOTO_SIZE.width);
  expect(hero?.size).toEqual([REMOTE_PHOTO_SIZE.width, REMOTE_PHOTO_SIZE.height]);
  expect(offsite.requests.filter((request) => request.includes('images.unsplash.com/e2e-test'))).toEqual([]);
  expect(site.log).not.toMatch(/could not download/);
});

test('when every photo is served by the site, the policy allows images from the site only', async ({
  page,
}) => {
  for (const path of ['/', '/tours', `/guides/${remote.slug}`, `/guides/${local.slug}`, '/guides']) {
    const response = await page.request.get(url(path));
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    for (const policy of [meta, response.headers()['content-security-policy'] ?? '']) {
      expect(/img-src ([^;]*)/.exec(policy)?.[1], path).toBe("'self' data:");
    }
    expect(html).not.toMatch(/(?:src|srcset|srcSet|imageSrcSet)="https?:\/\//);
  }
});

test('a failed photo leaves its blurred preview, not a broken-image icon', async ({ page }) => {
  await page.route(/\/photos\//, (route) => route.abort('failed'));
  await page.goto(url(`/guides/${local.slug}`));
  // (Hidden once broken, so not found by role.)
  const hero = page.locator(`img[alt="${local.hero.alt}"]`);
  await expect(hero).toHaveAttribute('data-broken', '');
  await expect(hero).toHaveCSS('visibility', 'hidden');
  const box = hero.locator('xpath=../..');
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/data:image\/webp/);
});

test('a draft is built nowhere: no page, card, list, sitemap, feed or share image', async ({ page }) => {
  expect((await page.request.get(url(`/guides/${draft.slug}`))).status()).toBe(404);
  expect((await page.request.get(url(`/og/guide-${draft.slug}.png`))).status()).toBe(404);
  for (const path of ['/sitemap.xml', '/feed.xml', '/guides', '/guides/area/city-centre', '/']) {
    const text = await (await page.request.get(url(path))).text();
    expect(text, path).not.toContain(draft.slug);
    expect(text, path).not.toContain('Draft test guide');
  }
  // Its own folder guide, which shares the draft's hero photo, is published.
  expect((await page.request.get(url(`/guides/${local.slug}`))).status()).toBe(200);
  await page.goto(url(`/search?q=${draft.word}`));
  await expect(page.getByRole('status')).toHaveText(/Nothing found|0 results/i);
});
