import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGEFIND_SCRIPT, SEARCH_SCRIPT } from '../../lib/browser/search-paths.mjs';
import { OFFLINE_SCRIPT } from '../../lib/browser/offline-paths';
import { routes } from '../../lib/routes';
import { localePath, splitLocalePath } from '../../lib/i18n/paths';
import { expect, test } from './fixtures';
import { renderedTwice } from './settle';
import { LOCALES } from '../../lib/i18n/locales';
import { guidesIn, pageTypes } from './pages';

// What keeps the pages fast on a slow phone (the budgets themselves are measured by `npm run bench`):
// pages are plain HTML whose only JavaScript is the small behaviours script inline at the end of
// <body> — no React/Next runtime, no script files, no web font — and nothing off-site can hold up
// the first paint.

const PAGES = pageTypes.map((page) => page.path);

/**
 * The script files a page may load: none, except on /search, whose own script (and, once a query
 * runs, Pagefind's library) only that page loads, and /saved and the offline page, which load the
 * offline script (a guide page loads it only once its guide is saved).
 */
function scriptFilesOf(path: string): string[] {
  const url = new URL(path, 'http://localhost');
  url.pathname = splitLocalePath(url.pathname).path;
  if (url.pathname === routes.saved || url.pathname === routes.offline) return [OFFLINE_SCRIPT];
  if (url.pathname !== routes.search) return [];
  // Pagefind's library starts its web worker (a file next to it) to search.
  const pagefindWorker = PAGEFIND_SCRIPT.replace(/\.js$/, '-worker.js');
  return url.searchParams.get('q') ? [SEARCH_SCRIPT, PAGEFIND_SCRIPT, pagefindWorker] : [SEARCH_SCRIPT];
}

for (const path of PAGES) {
  test(`${path} requests no font and no script file but its own; its inline JavaScript is one script under 8 KiB`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (['script', 'font'].includes(request.resourceType()))
        requested.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(requested.sort()).toEqual(scriptFilesOf(path).sort());

    const html = await (await page.request.get(path)).text();
    const inline = [
      // (Data blocks are not JavaScript: structured data, and the places a map may open with.)
      ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    // The React/Next runtime is not in the page's scripts or links at all (not even as an unused
    // payload); the prose may mention it.
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag);
    expect([...tags, ...inline.map(([, code]) => code)].join('\n')).not.toMatch(
      /__next_f|TURBOPACK|\/_next\/static\/chunks\/[^"]+\.js/,
    );
    const bytes = inline.reduce((sum, [, code]) => sum + Buffer.byteLength(code!), 0);
    expect(bytes).toBeLessThan(8 * 1024);
    expect(html).toMatch(/<script data-behaviors="">[\s\S]+?<\/script><\/body>/);
  });
}

test('nothing off-site is render-blocking: off-site scripts are async, and there are no off-site stylesheets', async ({
  request,
}) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
      const url = /\b(?:src|href)="(https?:[^"]+)"/.exec(tag)?.[1];
      if (!url) continue;
      if (tag.startsWith('<script')) expect(tag, `${path}: ${tag}`).toMatch(/\b(async|defer)\b/);
      else expect(tag, `${path}: ${tag}`).not.toMatch(/rel="(stylesheet|preload|modulepreload)"/);
    }
  }
});

test("out/ ships none of Next's unused payload files (pages never load them); robots.txt stays", async ({
  request,
}) => {
  for (const path of [
    '/index.txt',
    '/__next._tree.txt',
    '/guides.txt',
    '/tours.txt',
    '/guides/best-cafes-in-bandung.txt',
    '/guides/best-cafes-in-bandung/__next._full.txt',
    '/redirect/city-tour.txt',
  ]) {
    expect(existsSync(join('out', path)), `out${path}`).toBe(false);
    // Nor does the server answer with one: 404, or under /redirect/ the way home that every unknown
    // tour link takes (scripts/serve.mjs, as the nginx configuration does).
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    expect(status, path).toBe(path.startsWith('/redirect/') ? 302 : 404);
  }
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

// The guide list: the first row of cards renders at once, the others as they near the screen, each
// over an estimate under its real height (a card is 456 px at least).
for (const locale of LOCALES) {
  const list = localePath(locale, routes.guides);
  test(`${list}: cards after the first row are laid out only as they near the screen, never over less room than they take`, async ({
    page,
  }) => {
    for (const width of [320, 390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(list);
      const cards = page.locator('#guide-list-heading ~ ul > li');
      const rendered = await cards.evaluateAll((items) =>
        items.map((item) => item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      );
      expect(rendered.length).toBeGreaterThan(4);
      expect(rendered.slice(0, 2), `${width} px`).toEqual([true, true]);
      expect(rendered.at(-1), `${width} px: the last card at load`).toBe(false);
      const sizes = await cards.evaluateAll((items) =>
        items.slice(2).map((item) => {
          const estimate = parseFloat(getComputedStyle(item).containIntrinsicBlockSize.replace('auto', ''));
          (item as HTMLElement).style.contentVisibility = 'visible';
          return { estimate, real: item.firstElementChild!.getBoundingClientRect().height };
        }),
      );
      for (const { estimate, real } of sizes) expect(estimate, `${width} px`).toBeLessThanOrEqual(real);
    }
    // Scrolled to, the last card is rendered by the time it is on screen.
    await page.goto(list);
    const last = page.locator('#guide-list-heading ~ ul > li').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    // Rendered in the frame after the scroll at the latest.
    await expect
      .poll(() =>
        last
          .locator('a')
          .first()
          .evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
  });
}

// The longest guides are 1,400 elements; laying them all out before the first paint was most of the
// page's blocking time on a slow phone. Blocks far below the first screen render as they near it
// (`render-later-*` in app/globals.css), the text's sections too: skipped at load, rendered before
// they are on screen, and a link into them still lands.
for (const locale of LOCALES) {
  const guide = guidesIn(locale).reduce((most, g) => (g.places.length > most.places.length ? g : most));
  test(`${guide.href}: its text sections, places, sources and next reads are laid out only as they near the screen; links into them still land`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Every block the browser renders, from the first frame on.
    await page.addInitScript(() => {
      const renderedBlocks: Element[] = [];
      Object.assign(window, { renderedBlocks });
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          if (!(event as ContentVisibilityAutoStateChangeEvent).skipped)
            renderedBlocks.push(event.target as Element);
        },
        true,
      );
    });
    await page.goto(guide.href);
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const lastSection = '[data-pagefind-body] > [class*="render-later-"]:last-of-type h2';
    const below = [lastSection, '[data-place="1"] h3', '[data-guide-sources] li', 'article > footer a'];
    for (const selector of below) expect(await rendered(selector), `${selector} at load`).toBe(false);
    // No text section three screens or more down was rendered while the page loaded, even for a
    // frame (with too small an estimate of their heights, the first frame rendered five sections,
    // down to eight screens, and skipped them again once it knew where they were).
    const renderedWhileLoading = await page.evaluate(() =>
      (window as unknown as { renderedBlocks: Element[] }).renderedBlocks
        .filter((block) => block.matches('[data-pagefind-body] > *'))
        .map((block) => block.getBoundingClientRect().top + scrollY),
    );
    for (const top of renderedWhileLoading) expect(top).toBeLessThan(3 * 800);
    // The site footer renders at once: its blocking-time gain was nil, and skipped, Lighthouse's
    // accessibility audit read its light text over the page's light background (score 96).
    expect(await rendered('body > footer a')).toBe(true);
    // The article's first screen is laid out as usual.
    expect(await rendered('h1')).toBe(true);
    expect(await rendered('[data-pagefind-body] p')).toBe(true);

    // Scrolled to, each block is rendered by the time it is on screen.
    for (const selector of below) {
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      await expect(page.locator(selector).first()).toBeInViewport();
      expect(await rendered(selector), `${selector} scrolled to`).toBe(true);
    }

    // The table of contents' link to the last section, from the top: the heading lands under the
    // header and stays there while the sections above it render (scroll anchoring holds it).
    await page.goto(guide.href);
    const heading = page.locator(lastSection);
    const id = await heading.getAttribute('id');
    await page.locator(`nav[aria-labelledby="toc-heading"] a[href="#${id}"]`).click();
    const topNow = () => heading.evaluate((h) => h.getBoundingClientRect().top);
    const landed = await topNow();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(page.viewportSize()!.height / 2);
    // Rendered twice since landing: the sections that near the screen have rendered by then.
    await renderedTwice(page);
    expect(
      Math.abs((await topNow()) - landed),
      'how far the heading moved after landing',
    ).toBeLessThanOrEqual(1);
    expect(await rendered(lastSection)).toBe(true);

    // A link to the last place, from a fresh load, lands on it.
    const last = guide.places.length;
    await page.goto(`${guide.href}#place-${last}`);
    await expect(page.locator(`#place-${last} h3`)).toBeInViewport();
    expect(await rendered(`#place-${last} h3`)).toBe(true);
  });

  // Each text section is told its height before it renders (lib/content/section-height.ts): never
  // more than its real height at any width, so rendering only makes the page longer below the
  // reader; and not far under it on phones and wide screens, or the first frame finds the later
  // sections bunched up near the first screen and renders them all.
  test(`${guide.href}: each text section's height before it renders is under its real height, and close to it`, async ({
    page,
  }) => {
    for (const width of [320, 390, 431, 432, 640, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(guide.href);
      const sections = await page
        .locator('[data-pagefind-body] > [class*="render-later-"]')
        .evaluateAll((blocks) =>
          blocks.map((block) => {
            const estimate = parseFloat(
              getComputedStyle(block).containIntrinsicBlockSize.replace('auto', ''),
            );
            (block as HTMLElement).style.contentVisibility = 'visible';
            return {
              heading: block.querySelector('h2')!.textContent,
              estimate,
              real: block.getBoundingClientRect().height,
            };
          }),
        );
      expect(sections.length).toBeGreaterThan(3);
      for (const { heading, estimate, real } of sections) {
        expect(estimate, `${heading} at ${width} px`).toBeLessThanOrEqual(real);
        if (width === 390 || width === 1280)
          expect(real, `${heading} at ${width} px`).toBeLessThanOrEqual(2 * estimate);
      }
    }
  });
}
