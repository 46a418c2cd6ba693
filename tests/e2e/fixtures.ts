import { test as base, expect, type Page, type Route } from '@playwright/test';

// Every end-to-end test runs with the network closed: each off-site request is answered here by a
// local stub and recorded, so a test can assert the URL that would have been requested.

export type OffsiteMode = 'stub' | 'fail';

export type Offsite = {
  /** Every off-site URL the page requested, in order. */
  requests: string[];
  /** Off-site requests whose URL matches. */
  matching(pattern: RegExp): string[];
};

// A 1×1 green PNG stands in for every stock photo.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0HXoBwACSgE3fYbY1QAAAABJRU5ErkJggg==',
  'base64',
);

const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

async function answer(route: Route, mode: OffsiteMode) {
  const url = new URL(route.request().url());
  if (mode === 'fail') return route.abort('internetdisconnected');
  if (url.hostname === 'images.unsplash.com') {
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
  }
  if (url.pathname.endsWith('.js')) {
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
  }
  // Marketplace, WhatsApp and anything else: a small local page that says where the browser went.
  return route.fulfill({
    status: 200,
    contentType: 'text/html',
    body: `<!doctype html><title>Stub</title><h1>Off-site stub</h1><p id="stub-url">${url.toString().replace(/</g, '&lt;')}</p>`,
  });
}

/** Routes every off-site request of the page's context to the local stub. */
export async function stubOffsite(page: Page, mode: OffsiteMode = 'stub'): Promise<Offsite> {
  const requests: string[] = [];
  await page.context().route(
    (url) => !isLocal(url),
    (route) => {
      requests.push(route.request().url());
      return answer(route, mode);
    },
  );
  return { requests, matching: (pattern) => requests.filter((url) => pattern.test(url)) };
}

export const test = base.extend<{ offsite: Offsite; offsiteMode: OffsiteMode }>({
  offsiteMode: ['stub', { option: true }],
  offsite: [
    async ({ page, offsiteMode }, use) => {
      await use(await stubOffsite(page, offsiteMode));
    },
    { auto: true },
  ],
});

export { expect };
