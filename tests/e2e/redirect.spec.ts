import { affiliateTargets, UNMAPPED_TOURS } from '../../lib/tours/affiliate';
import { klookIds } from '../../lib/tours/klook';
import { META_REFRESH_SECONDS } from '../../lib/tours/redirect';
import { expect, test } from './fixtures';
import { renderedTwice } from './settle';

// The expected deep link, spelled out from the documented format rather than from the builder.
const expectedDeepLink = (target: string) =>
  'https://affiliate.klook.com/redirect' +
  `?aid=${encodeURIComponent(klookIds.aid)}` +
  `&aff_adid=${encodeURIComponent(klookIds.deepLinkAdId)}` +
  `&k_site=${encodeURIComponent(target)}`;

/** Each mapped tour and the English Klook page it opens (/id/redirect/*: tests/e2e/i18n.spec.ts). */
const mapped = Object.entries(affiliateTargets).map(([slug, target]) => [slug, target.en] as const);
// Every mapped tour gets the full round trip below; the other tests take one or two to stand for all.
const [aTour, aTarget] = mapped[0]!;
const [otherTour, otherTarget] = mapped.at(-1)!;

test.describe('known tour', () => {
  for (const [slug, target] of mapped) {
    test(`/redirect/${slug} replaces itself with the marketplace deep link`, async ({ page, offsite }) => {
      const deepLink = expectedDeepLink(target);
      await page.goto('/tours');
      await page.goto(`/redirect/${slug}`, { waitUntil: 'commit' });
      await page.waitForURL(deepLink);
      expect(page.url()).toBe(deepLink);
      await expect(page.locator('#stub-url')).toHaveText(deepLink);
      expect(offsite.matching(/affiliate\.klook\.com/)).toEqual([deepLink]);

      // History was replaced: Back returns to /tours, not to the redirect page.
      await page.goBack();
      await expect(page).toHaveURL(/\/tours$/);
    });
  }

  for (const slug of [aTour, ...UNMAPPED_TOURS.slice(0, 1)]) {
    test(`/redirect/${slug} paints its notice before it leaves`, async ({ page }) => {
      // Counts the frames fully rendered with the notice in the page before navigation starts (the
      // Navigation API's navigate event fires inside location.replace, before any request). A frame is
      // complete once the next frame's animation callbacks run, and ours are registered before the
      // page's. A page that leaves while it is parsed, as it used to, reports 0.
      const reports: number[] = [];
      await page.exposeFunction('reportRenderedFrames', (frames: number) => reports.push(frames));
      await page.addInitScript(() => {
        if (!location.pathname.startsWith('/redirect/')) return;
        let lastFrameHadNotice = false;
        let rendered = 0;
        const tick = () => {
          if (lastFrameHadNotice) rendered++;
          lastFrameHadNotice = !!document.querySelector('[data-redirect-notice] h1')?.textContent;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const win = window as unknown as {
          navigation: EventTarget;
          reportRenderedFrames(frames: number): void;
        };
        win.navigation.addEventListener('navigate', () => win.reportRenderedFrames(rendered), { once: true });
      });
      await page.goto(`/redirect/${slug}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => !url.pathname.startsWith('/redirect/'));
      await expect.poll(() => reports.length).toBe(1);
      expect(reports[0]).toBeGreaterThanOrEqual(1);
    });
  }

  test('the redirect page is pre-rendered, noindex, and holds the fallbacks', async ({ request }) => {
    const deepLink = expectedDeepLink(aTarget);
    const response = await request.get(`/redirect/${aTour}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = deepLink.replace(/&/g, '&amp;');
    // Marked as a redirect page, which the service worker never keeps offline (issue #34).
    expect(head).toContain(
      `<meta http-equiv="refresh" content="${META_REFRESH_SECONDS}; url=${escaped}" data-redirect-page=""/>`,
    );
    expect(head).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
    expect(html).toContain(`location.replace(${JSON.stringify(deepLink)})`);
    expect(html).toMatch(
      new RegExp(
        `<a href="${escaped.replace(/[.?+]/g, '\\$&')}" rel="sponsored nofollow noopener"[^>]*>click here</a>`,
      ),
    );
  });

  test('every tour has a pre-rendered redirect page; other slugs are not generated', async ({ request }) => {
    for (const slug of [...Object.keys(affiliateTargets), ...UNMAPPED_TOURS]) {
      expect((await request.get(`/redirect/${slug}`)).status(), slug).toBe(200);
    }
    // Any other slug is no page: the server sends it home (the spec's silent redirect to /), with
    // JavaScript or without (issue #34).
    const unknown = await request.get('/redirect/nope', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
  });

  test('shows Redirecting... and a click-here fallback while it leaves', async ({ page }) => {
    // Keep the page on screen: serve it with its two ways out (script and meta refresh) disarmed.
    await page.route(`**/redirect/${otherTour}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('location.replace(', 'void (')
        .replaceAll('refresh', 'disarmed');
      await route.fulfill({ response, body });
    });
    await page.goto(`/redirect/${otherTour}`);
    await expect(page.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    const link = page.getByRole('link', { name: 'click here' });
    await expect(link).toHaveAttribute('href', expectedDeepLink(otherTarget));
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    const background = await page
      .locator('main section')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(18, 64, 46)'); // forest-900: the white nav reads on it
  });
});

test.describe('hostile input', () => {
  for (const suffix of [
    '?url=https://evil.example',
    '?k_site=https%3A%2F%2Fevil.example&aid=evil',
    '#https://evil.example',
    '?redirect=//evil.example#//evil.example',
  ]) {
    test(`/redirect/${aTour}${suffix} still goes to the Klook deep link`, async ({ page, offsite }) => {
      const deepLink = expectedDeepLink(aTarget);
      await page.goto(`/redirect/${aTour}${suffix}`, { waitUntil: 'commit' });
      await page.waitForURL(deepLink);
      expect(offsite.matching(/evil/)).toEqual([]);
      expect(offsite.matching(/affiliate\.klook\.com/)).toEqual([deepLink]);
    });
  }

  for (const path of [
    '/redirect/%2F%2Fevil.example',
    `/redirect/${aTour.toUpperCase()}`,
    '/redirect/nope?url=https://evil.example',
  ]) {
    test(`${path} goes home`, async ({ page, offsite }) => {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/');
      expect(offsite.matching(/evil|klook\.com\/redirect/)).toEqual([]);
    });
  }

  test('an encoded path traversal is refused by the host and never leaves the site', async ({
    page,
    offsite,
  }) => {
    // serve answers '..' in a decoded path with 400 Bad Request before any page of ours runs.
    const response = await page.goto('/redirect/..%2F..%2Fevil');
    expect(response?.status()).toBe(400);
    // Loaded and rendered: a page that meant to move on (a script, a refresh) would have started.
    await page.waitForLoadState('load');
    await renderedTwice(page);
    expect(page.url()).toBe(response?.url());
    expect(offsite.requests).toEqual([]);
  });
});

test.describe('no affiliate link', () => {
  for (const path of [...UNMAPPED_TOURS.map((slug) => `/redirect/${slug}`), '/redirect/nope']) {
    test(`${path} goes home, replacing history`, async ({ page, offsite }) => {
      await page.goto('/tours');
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByText('4.9/5 from 2,847 travelers')).toBeVisible();
      expect(offsite.matching(/affiliate\.klook\.com\/redirect/)).toEqual([]);

      await page.goBack();
      await expect(page).toHaveURL(/\/tours$/);
    });
  }

  for (const slug of UNMAPPED_TOURS) {
    test(`/redirect/${slug} refreshes home (never off-site) and has no off-site link`, async ({
      request,
    }) => {
      const html = await (await request.get(`/redirect/${slug}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        `<meta http-equiv="refresh" content="${META_REFRESH_SECONDS}; url=/" data-redirect-page=""/>`,
      );
      expect(html).toContain('location.replace("/")');
      expect(html).not.toMatch(/href="https?:\/\/[^"]*klook/);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a known tour still reaches the marketplace through the meta refresh', async ({
    browser,
    baseURL,
    offsite,
  }) => {
    // A fresh context: its off-site requests reach the stub like every page's of the worker's browser.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const deepLink = expectedDeepLink(otherTarget);
    await page.goto(`/redirect/${otherTour}`, { waitUntil: 'commit' });
    await page.waitForURL(deepLink);
    await expect(page.locator('#stub-url')).toHaveText(deepLink);
    expect(offsite.matching(/affiliate\.klook\.com/)).toEqual([deepLink]);
    await context.close();
  });

  for (const slug of UNMAPPED_TOURS) {
    test(`${slug} shows its notice, then the meta refresh takes it home, never off-site`, async ({
      page,
      offsite,
    }) => {
      // The notice and its link are in the page itself (asserted on the HTML: the refresh may already
      // have left by the time a slow machine checks the screen).
      const html = await (await page.request.get(`/redirect/${slug}`)).text();
      expect(html).toContain('>Redirecting...</h1>');
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
      await page.goto(`/redirect/${slug}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/');
      expect(offsite.matching(/klook/)).toEqual([]);
    });
  }
});
