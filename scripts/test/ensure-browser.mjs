#!/usr/bin/env node
// Makes sure the end-to-end tests have a browser, on a fresh machine too. As root on Debian it first
// installs chromium-headless-shell (a few seconds; the tests run faster in it than in the full
// browser, scripts/test/browser.mjs). Else the system's Chromium if present, else
// Playwright's own copy, else (as root on Debian) the chromium package from apt, else Playwright's
// own download. apt comes before the download because Debian's mirrors are reachable
// where Playwright's CDN may not be (a closed network), and a download that cannot connect fails
// only after its connection timeouts; the download is the way on hosted CI runners (not root there).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPreferredTestChromium, findTestChromium, hasPlaywrightChromium } from './browser.mjs';

/** @param {string} command @param {number} timeoutMs */
function tryRun(command, timeoutMs) {
  console.log(`$ ${command}`);
  try {
    execSync(command, { stdio: 'inherit', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = isRoot && existsSync('/usr/bin/apt-get');
/** @param {string} pkg installs a Debian package, updating the package lists if a first try fails */
const aptInstall = (pkg) => {
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  return (
    tryRun(install, 10 * 60_000) || (tryRun('apt-get update -qq', 5 * 60_000) && tryRun(install, 10 * 60_000))
  );
};

if (findPreferredTestChromium()) process.exit(0);
if (canApt && aptInstall('chromium-headless-shell') && findPreferredTestChromium()) process.exit(0);
if (findTestChromium() || hasPlaywrightChromium()) process.exit(0);

console.log('No Chromium found for the end-to-end tests; trying to get one.');
if (canApt && aptInstall('chromium') && findTestChromium()) process.exit(0);

// Playwright's own download (works where its CDN is reachable, e.g. hosted CI runners). It tries
// five times; a connection that does not answer is dropped after 10 s, not Playwright's 30 s.
process.env.PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT ??= '10000';
if (
  tryRun('node node_modules/@playwright/test/cli.js install chromium', 10 * 60_000) &&
  hasPlaywrightChromium()
)
  process.exit(0);

console.error(
  'Could not find or install Chromium. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
);
process.exit(1);
