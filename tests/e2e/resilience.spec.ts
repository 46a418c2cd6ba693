import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, isLocal, test } from './fixtures';
import { renderedTwice } from './settle';
import { layoutShifts, watchLayoutShifts } from './layout-shift';
import { pageTypes } from './pages';

// Every off-site request fails (photos, the Klook loader, anything else): the pages must still look
// finished, hold still, and log no error of their own.
test.use({ offsiteMode: 'fail' });

const PAGES = pageTypes.map((page) => page.path);
/** The 404 page's views: their own document answers 404. */
const NOT_FOUND_PATHS = pageTypes
  .filter((page) => page.name.startsWith('not-found'))
  .map((page) => page.path);

/** Whether a URL is this machine's (the site's own files); a message without a URL is not. */
const isLocalUrl = (url: string) => {
  try {
    return isLocal(new URL(url));
  } catch {
    return false;
  }
};

/**
 * Chrome logs each failed resource load as a console error ("Failed to load resource: net::ERR_…")
 * whose location is the resource itself. Those of blocked off-site URLs are the point of this test;
 * everything else (page errors, hydration errors, failures of the site's own files) counts.
 */
const isBlockedOffsiteLoad = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED') &&
  !isLocalUrl(message.location().url);

/** The 404 page's own document answers 404, which Chrome also logs as a failed resource. */
const isOwnNotFound = (message: ConsoleMessage, page: Page) =>
  message.text().includes('status of 404') &&
  message.location().url === page.url() &&
  NOT_FOUND_PATHS.includes(new URL(page.url()).pathname);

async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isBlockedOffsiteLoad(message) && !isOwnNotFound(message, page)) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await watchLayoutShifts(page);
  return errors;
}

/** Scrolls to the bottom step by step, so lazy images start (and fail), then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await renderedTwice(page);
  }
}

for (const path of PAGES) {
  test(`${path} looks finished and holds still with every off-site request failing`, async ({
    page,
    offsite,
  }) => {
    const errors = await watch(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    await scrollThrough(page);
    // Every image has either loaded or failed by now.
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].filter((img) => !img.complete).map((img) => img.currentSrc)),
      )
      .toEqual([]);

    const images = await page.evaluate(() =>
      [...document.images].map((img) => {
        const container = img.parentElement;
        return {
          src: img.currentSrc || img.src,
          loaded: img.naturalWidth > 0,
          broken: img.hasAttribute('data-broken'),
          visibility: getComputedStyle(img).visibility,
          placeholder: container ? getComputedStyle(container).backgroundColor : '',
          placeholderImage: container ? getComputedStyle(container).backgroundImage : '',
        };
      }),
    );
    for (const image of images) {
      if (image.loaded) continue;
      // A failed image is hidden (no broken-image icon) over a placeholder that is painted.
      expect(image, image.src).toMatchObject({ broken: true, visibility: 'hidden' });
      expect(
        image.placeholder !== 'rgba(0, 0, 0, 0)' || image.placeholderImage !== 'none',
        `placeholder behind ${image.src}`,
      ).toBe(true);
    }
    // The site's own photos (lib/photos/) load; only remote ones the build could not download (no
    // network at build) are off-site, and those were tried and failed.
    for (const image of images) expect(image.loaded || !isLocalUrl(image.src), image.src).toBe(true);
    const remote = images.filter((image) => !isLocalUrl(image.src));
    if (remote.length > 0) {
      expect(offsite.requests.length).toBeGreaterThan(0);
      expect(remote.some((image) => !image.loaded)).toBe(true);
    }

    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
  });
}

test('home: with the widget loader blocked, each widget box is a finished fallback card', async ({
  page,
  offsite,
}) => {
  const errors = await watch(page);
  // The page has heard that the loader failed (its script element's error event, which the
  // behaviour waits for too): only then can "not loaded" be checked.
  await page.addInitScript(() =>
    addEventListener(
      'error',
      (event) => {
        if ((event.target as HTMLScriptElement).src?.includes('fetch-iframe-init')) {
          document.documentElement.dataset.loaderFailed = '';
        }
      },
      true,
    ),
  );
  await page.goto('/');
  const widgets = page.locator('.klook-widget');
  await widgets.first().scrollIntoViewIfNeeded();
  await expect.poll(() => offsite.matching(/fetch-iframe-init\.js/).length).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-loader-failed', '');
  await renderedTwice(page);
  await expect(page.locator('#tours-widget')).not.toHaveAttribute('data-klook-loaded');
  await expect(widgets).toHaveCount(2);
  for (const widget of await widgets.all()) {
    const box = (await widget.boundingBox())!;
    const link = widget.getByRole('link', { name: /on Klook/ });
    await expect(link).toBeVisible();
    // No big empty panel: the card's text and button fill most of a compact box.
    expect(box.height).toBeLessThan(300);
    const content = await widget.locator('ins').evaluate((ins) => {
      const kids = [...ins.children].map((child) => child.getBoundingClientRect());
      return Math.max(...kids.map((r) => r.bottom)) - Math.min(...kids.map((r) => r.top));
    });
    expect(content / box.height).toBeGreaterThan(0.4);
    // A deliberate card, not underlined inserted text: the note reads as text, the link as a button.
    const styles = await widget.evaluate((el) =>
      [...el.querySelectorAll('ins, ins *')].map((node) => getComputedStyle(node).textDecorationLine),
    );
    expect(styles.every((line) => line === 'none')).toBe(true);
    const button = await link.evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(button).not.toBe('rgba(0, 0, 0, 0)');
  }
  const { cls, shifts } = await layoutShifts(page);
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.01);
  expect(errors).toEqual([]);
});
