import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/test/browser.mjs';

// `npm run test:dev`: the behaviours checked against `next dev`, which renders pages with React and
// never runs the post-build step, so a preview that behaves differently from production is caught.
// Its own port: $E2E_DEV_PORT, else 100 below $E2E_PORT (the built site's tests), else 3101.
const PORT = Number(
  process.env.E2E_DEV_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 100 : 3101),
);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  // One worker: the dev server compiles each route on its first request.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only for a retried test, as in playwright.config.ts (docs/performance.md, "Test suite").
    // For a failing test's trace: --trace retain-on-failure.
    trace: 'on-first-retry',
  },
  projects: [{ name: 'dev', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  // The dev server writes a draft guide with a photo before it starts and removes it when it stops
  // (scripts/test/dev-server.mjs); the teardown removes it too, should the server be killed first.
  globalTeardown: './tests/e2e-dev/global-teardown.ts',
  webServer: {
    command: `node scripts/test/dev-server.mjs --port ${PORT}`,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    url: `http://localhost:${PORT}/`,
    // Always this tree's own server: another project's dev server on the port would test other code.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
