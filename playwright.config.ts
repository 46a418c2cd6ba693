import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/test/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

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
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // The service worker is tested on its own (tests/e2e/offline.spec.ts allows it). Elsewhere it is
    // blocked, so each test sees a first visit, and page.route() (which a worker's own requests
    // bypass) stubs what the page loads.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --listen ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
