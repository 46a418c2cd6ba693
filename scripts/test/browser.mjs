// Finds a Chromium for Playwright: $CHROMIUM_PATH, then the system's Chromium (Debian's package),
// then Playwright's own download. Returns undefined when there is none.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findSystemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_BROWSERS].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export function hasPlaywrightChromium() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** Launch options for the browser that was found; flags keep Chromium quiet on a closed network. */
export function chromiumLaunchOptions() {
  const executablePath = findSystemChromium();
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
