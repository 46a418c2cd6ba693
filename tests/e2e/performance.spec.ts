import { expect, test } from './fixtures';

// What keeps the pages fast on a slow phone (the budgets themselves are measured by `npm run bench`):
// pages are plain HTML whose only JavaScript is the small behaviours script inline at the end of
// <body> — no React/Next runtime, no script files, no web font — and nothing off-site can hold up
// the first paint.

const PAGES = ['/', '/guides', '/guides/best-cafes-in-bandung', '/tours', '/guides/nope'];

for (const path of PAGES) {
  test(`${path} requests no script file and no font; its JavaScript is one inline script under 8 KiB`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (['script', 'font'].includes(request.resourceType())) requested.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const html = await (await page.request.get(path)).text();
    // The React/Next runtime is not in the page at all (not even as an unused payload).
    expect(html).not.toMatch(/__next_f|TURBOPACK|\/_next\/static\/chunks\/[^"]+\.js/);
    const inline = [
      ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
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
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get('/robots.txt')).status()).toBe(200);
});
