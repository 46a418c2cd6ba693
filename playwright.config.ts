import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/test/browser.mjs';
import { FIXTURE_SPECS } from './tests/e2e/fixture-site';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A spec of FIXTURE_SPECS as a pattern that matches its absolute path. */
const fileOf = (spec: string) => `**/${spec}`;

// End-to-end tests run against the built static site in out/, served the way `npm start` serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  // Builds a second, larger site (synthetic guides) in the background for the pagination tests.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two workers: one per core on the 2-core machines CI runs on (the default would be one).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // With $PLAYWRIGHT_JSON_OUTPUT_NAME set (say, to compare tests' durations), a JSON report there too.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace only for a retried test (CI retries once). Recording one for every test, to keep it for
    // the failures ('retain-on-failure'), slows the whole run (docs/performance.md, "Test suite").
    // For a failing test's trace: --trace retain-on-failure.
    trace: 'on-first-retry',
    // The service worker is tested on its own (tests/e2e/offline.spec.ts allows it). Elsewhere it is
    // blocked, so each test sees a first visit, and page.route() (which a worker's own requests
    // bypass) stubs what the page loads.
    serviceWorkers: 'block',
  },
  // The specs that use the fixture site are queued last (a project's tests are handed out after the
  // ones of the projects before it), so no worker sits waiting for that site while it still builds.
  projects: [
    {
      name: 'chromium',
      testIgnore: FIXTURE_SPECS.map(fileOf),
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      name: 'chromium, fixture site',
      testMatch: FIXTURE_SPECS.map(fileOf),
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --listen ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
