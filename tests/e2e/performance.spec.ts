import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGEFIND_SCRIPT, SEARCH_SCRIPT } from '../../lib/browser/search-paths.mjs';
import { OFFLINE_SCRIPT } from '../../lib/browser/offline-paths';
import { routes } from '../../lib/routes';
import { splitLocalePath } from '../../lib/i18n/paths';
import { expect, test } from './fixtures';
import { pageTypes } from './pages';

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
