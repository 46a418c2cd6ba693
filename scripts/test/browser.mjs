// Finds a Chromium for Playwright: $CHROMIUM_PATH, then the system's Chromium (Debian's packages),
// then Playwright's own download. Returns undefined when there is none.
// The tests prefer Chromium's headless shell (Debian: chromium-headless-shell, the browser Playwright
// itself runs headless tests in): the same Blink and V8 without the full browser's windowing, and
// faster (docs/performance.md, "Test suite"). Lighthouse (npm run bench) keeps the full browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Debian's build of the headless shell (package chromium-headless-shell). */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for Lighthouse: $CHROMIUM_PATH or the system's.
 * @param {(path: string) => boolean} [exists] @param {{ CHROMIUM_PATH?: string }} [env]
 */
export function findSystemChromium(exists = existsSync, env = process.env) {
  const candidates = [env.CHROMIUM_PATH, ...SYSTEM_BROWSERS].filter(
    (path) => path !== undefined && path !== '',
  );
  return candidates.find((path) => exists(path));
}

/**
 * The browser the headless tests want: $CHROMIUM_PATH, else the headless shell; undefined when neither
 * is there.
 * @param {(path: string) => boolean} [exists] @param {{ CHROMIUM_PATH?: string }} [env]
 */
export function findPreferredTestChromium(exists = existsSync, env = process.env) {
  if (env.CHROMIUM_PATH && exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  return exists(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : undefined;
}

/**
 * The browser for the headless tests: the preferred one above, else the full browser.
 * @param {(path: string) => boolean} [exists] @param {{ CHROMIUM_PATH?: string }} [env]
 */
export const findTestChromium = (exists = existsSync, env = process.env) =>
  findPreferredTestChromium(exists, env) ?? findSystemChromium(exists, env);

export function hasPlaywrightChromium() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** Launch options for the tests' browser; flags keep Chromium quiet on a closed network. */
export function chromiumLaunchOptions() {
  const executablePath = findTestChromium();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
