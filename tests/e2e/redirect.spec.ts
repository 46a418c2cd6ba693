import { affiliateTargets, UNMAPPED_TOURS } from '../../lib/tours/affiliate';
import { klookIds } from '../../lib/tours/klook';
import { expect, stubOffsite, test } from './fixtures';

// The expected deep link, spelled out from the documented format rather than from the builder.
const expectedDeepLink = (target: string) =>
  'https://affiliate.klook.com/redirect' +
  `?aid=${encodeURIComponent(klookIds.aid)}` +
  `&aff_adid=${encodeURIComponent(klookIds.deepLinkAdId)}` +
  `&k_site=${encodeURIComponent(target)}`;

const mapped = Object.entries(affiliateTargets);
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

  test('the redirect page is pre-rendered, noindex, and holds the fallbacks', async ({ request }) => {
    const deepLink = expectedDeepLink(aTarget);
    const response = await request.get(`/redirect/${aTour}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = deepLink.replace(/&/g, '&amp;');
    expect(head).toContain(`<meta http-equiv="refresh" content="0;url=${escaped}"/>`);
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
    expect((await request.get('/redirect/nope')).status()).toBe(404);
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
    await page.waitForTimeout(500);
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
    test(`/redirect/${slug} has no meta refresh and no off-site link`, async ({ request }) => {
      const html = await (await request.get(`/redirect/${slug}`)).text();
      expect(html).not.toContain('http-equiv="refresh"');
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
  }) => {
    // A fresh context, routed through the off-site stub like every test's.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const offsite = await stubOffsite(page);
    const deepLink = expectedDeepLink(otherTarget);
    await page.goto(`/redirect/${otherTour}`, { waitUntil: 'commit' });
    await page.waitForURL(deepLink);
    await expect(page.locator('#stub-url')).toHaveText(deepLink);
    expect(offsite.matching(/affiliate\.klook\.com/)).toEqual([deepLink]);
    await context.close();
  });

  for (const slug of UNMAPPED_TOURS) {
    test(`${slug} stays put with a link home, and never leaves the site`, async ({ page, offsite }) => {
      await page.goto(`/redirect/${slug}`);
      await expect(page.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(new RegExp(`/redirect/${slug}$`));
      expect(offsite.matching(/klook/)).toEqual([]);
    });
  }
});
