// What a search costs a visitor on a built site, in headless Chromium (npm run bench:scale): the bytes
// a query downloads and the time from the last keystroke to the results being announced, on a site
// served like `npm start` (serveSite in scripts/test/synthetic-site.mjs).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/browser.mjs';

/** Words in every synthetic guide's body (scripts/test/synthetic-site.mjs) and in the real guides. */
export const QUERIES = { first: 'patenggang', next: 'angklung' };

/**
 * Types a query into a search page and resolves with the milliseconds from its last keystroke to the
 * announced result count, and the bytes (as transferred) and requests it caused.
 */
async function timedQuery(page, network, query) {
  await page.evaluate(() => {
    const input = document.querySelector('[data-search] input[name="q"]');
    const status = document.querySelector('[data-search-status]');
    window.__searchTiming = new Promise((resolve) => {
      let typed = 0;
      input.addEventListener('input', () => (typed = performance.now()));
      new MutationObserver(() => {
        if (typed && /\d+ (?:results?|hasil)\b|found|ditemukan/.test(status.textContent))
          resolve(performance.now() - typed);
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
  });
  network.reset();
  await page.locator('[data-search] input[name="q"]').fill('');
  await page.locator('[data-search] input[name="q"]').pressSequentially(query);
  const ms = await page.evaluate(() => window.__searchTiming);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return { ms, ...(await network.totals()) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs `runs` fresh visits to a search page (/search, or /id/search for the Indonesian index), each
 * with a first and a next query; medians of each figure.
 */
export async function measureSearch(origin, { runs = 5, path = '/search' } = {}) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const samples = { first: [], next: [] };
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let bytes = 0;
      let requests = 0;
      // The context's requests include Pagefind's web worker's (its WebAssembly and index files).
      const pending = [];
      context.on('requestfinished', (request) => {
        pending.push(
          request.sizes().then((sizes) => {
            bytes += sizes.responseHeadersSize + sizes.responseBodySize;
            requests += 1;
          }),
        );
      });
      const network = {
        reset: () => {
          bytes = 0;
          requests = 0;
        },
        totals: async () => {
          await Promise.all(pending);
          return { bytes, requests };
        },
      };
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      // Focusing the box starts loading the engine: part of the first query's cost.
      samples.first.push(await timedQuery(page, network, QUERIES.first));
      samples.next.push(await timedQuery(page, network, QUERIES.next));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const summary = (list) => ({
    ms: median(list.map((s) => s.ms)),
    bytes: median(list.map((s) => s.bytes)),
    requests: median(list.map((s) => s.requests)),
  });
  return { runs, first: summary(samples.first), next: summary(samples.next) };
}
