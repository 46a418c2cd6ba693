import { expect, test } from './fixtures';

// What keeps the pages fast on a slow phone (the budgets themselves are measured by `npm run bench`):
// pages are plain HTML with one small behaviours script — no React/Next runtime, no web font — and
// nothing off-site can hold up the first paint.

const PAGES = ['/', '/guides', '/guides/best-cafes-in-bandung', '/tours', '/guides/nope'];
const BEHAVIORS = /^\/_next\/static\/behaviors\/[0-9a-f]{16}\.js$/;

for (const path of PAGES) {
  test(`${path} loads only the behaviours script (under 8 KiB) and no font`, async ({ page }) => {
    const scripts: { path: string; bytes: number }[] = [];
    const fonts: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      if (type === 'font') fonts.push(url.pathname);
      if (type === 'script' && url.hostname === 'localhost') {
        scripts.push({ path: url.pathname, bytes: (await response.body()).length });
      }
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.path).toMatch(BEHAVIORS);
    expect(scripts[0]!.bytes).toBeLessThan(8 * 1024);
    expect(fonts).toEqual([]);
    // The React/Next runtime is not in the page at all (not even as an unused payload).
    const html = await page.content();
    expect(html).not.toMatch(/__next_f|TURBOPACK|\/_next\/static\/chunks\/[^"]+\.js/);
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

test('the behaviours script is deferred, so it never delays the first paint', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const tags = [...html.matchAll(/<script src="([^"]+)"[^>]*>/g)];
  expect(tags).toHaveLength(1);
  expect(tags[0]![0]).toMatch(/ defer=""/);
  expect(tags[0]![1]).toMatch(BEHAVIORS);
});
