import { CACHE_CONTROL, SECURITY_HEADERS } from '../../scripts/build/security-policy.mjs';
import { expect, test } from './fixtures';
import { allViolationsReported } from './settle';

// Headers as `npm start` serves them (Playwright's web server runs the same `serve` with serve.json),
// and the Content-Security-Policy as the browser enforces it.

/** One page of each type. */
const PAGES = ['/', '/guides', '/guides/best-cafes-in-bandung', '/tours', '/redirect/kawah-putih-tour'];
const UNKNOWN = ['/no-such-page', '/guides/no-such-guide'];

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'");

test.describe('security headers', () => {
  for (const path of PAGES) {
    test(`${path} sends every security header and its own policy`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name.toLowerCase()]).toBe(value);
      expect(headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
      // The header policy is the page's meta policy plus what a meta tag cannot carry.
      const meta = metaPolicy(await response.text());
      expect(meta).toMatch(
        /^default-src 'self'; script-src 'self' https:\/\/affiliate\.klook\.com( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    });
  }

  test('a /_next/static asset is cached for a year, immutably, with the site-wide headers', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const asset = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe(CACHE_CONTROL.immutable);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['content-type']).toContain('text/css');
  });

  for (const path of UNKNOWN) {
    test(`unknown path ${path} answers 404 with the not-found page and its policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-not-found-view="general"');
      const headers = response.headers();
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toBe(`${metaPolicy(html)}; frame-ancestors 'none'`);
    });
  }

  test('host files and the 404 page copies are not served: /_headers, /_not-found, /404 answer 404', async ({
    request,
  }) => {
    for (const path of ['/_headers', '/_not-found', '/404']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-not-found-view="general"');
      expect(html).not.toContain('Content-Security-Policy:');
    }
  });

  for (const [variant, path] of [
    ['/guides/best-cafes-in-bandung/', '/guides/best-cafes-in-bandung'],
    ['/guides/best-cafes-in-bandung.html', '/guides/best-cafes-in-bandung'],
    ['/redirect/kawah-putih-tour/', '/redirect/kawah-putih-tour'],
  ] as const) {
    test(`${variant} leads to ${path}, served with its policy header`, async ({ request }) => {
      const first = await request.get(variant, { maxRedirects: 0 });
      expect(first.status()).toBe(301);
      expect(new URL(first.headers()['location']!, 'http://x').pathname).toBe(path);
      const response = await request.get(variant);
      expect(response.url()).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(response.headers()['content-security-policy']).toBe(
        `${metaPolicy(await response.text())}; frame-ancestors 'none'`,
      );
    });
  }

  test('unknown paths show the right not-found view in the browser', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.goto('/guides/no-such-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  });
});

test("only /search may compile WebAssembly ('wasm-unsafe-eval'); nothing allows eval or inline scripts", async ({
  request,
}) => {
  for (const path of [...PAGES, '/search', '/guides/area/all-around-bandung']) {
    const response = await request.get(path);
    const header = response.headers()['content-security-policy'] ?? '';
    const meta = metaPolicy(await response.text()) ?? '';
    for (const policy of [header, meta]) {
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc.includes("'wasm-unsafe-eval'"), `${path}: ${scriptSrc}`).toBe(path === '/search');
      expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    }
  }
});

test.describe('Content-Security-Policy in the browser', () => {
  /** Collects CSP violations from the console and from securitypolicyviolation events, across navigations. */
  async function watchViolations(page: import('@playwright/test').Page) {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    return violations;
  }

  for (const path of [...PAGES.filter((p) => !p.startsWith('/redirect/')), ...UNKNOWN]) {
    test(`${path} runs without a CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await page.waitForLoadState('load');
      // The behaviours script ran (only it sets aria-expanded on the menu button): the policy let it.
      await expect(page.locator('details[data-mobile-menu] > summary').first()).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await page.mouse.wheel(0, 100_000);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await allViolationsReported(page, violations);
      expect(violations).toEqual([]);
    });
  }

  test('home: the Klook loader runs when the widgets scroll into view, without a violation', async ({
    page,
    offsite,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.locator('#tours-widget').scrollIntoViewIfNeeded();
    await expect
      .poll(() => offsite.matching(/affiliate\.klook\.com\/widget\/fetch-iframe-init\.js/).length)
      .toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) =>
            e.name.includes('fetch-iframe-init.js'),
          ),
        ),
      )
      .toBe(true);
    await allViolationsReported(page, violations);
    expect(violations).toEqual([]);
  });

  test('redirect page: its inline script runs (it leaves for the marketplace) without a violation', async ({
    page,
    offsite,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/redirect/kawah-putih-tour');
    await expect.poll(() => offsite.matching(/affiliate\.klook\.com\/redirect/).length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('/search: the search runs (Pagefind, its worker and WebAssembly) without a violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/search?q=kawah');
    await expect(page.getByRole('status')).toHaveText(/results? for “kawah”/);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('searchbox').fill('angklung');
    await expect(page.getByRole('status')).toHaveText(/for “angklung”/);
    await allViolationsReported(page, violations);
    expect(violations).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
