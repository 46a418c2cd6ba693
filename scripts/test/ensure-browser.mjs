#!/usr/bin/env node
// Makes sure the end-to-end tests have a browser, on a fresh machine too:
// the system's Chromium if present, else Playwright's own download where that works, else (as root on
// Debian) the chromium package from apt.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findSystemChromium, hasPlaywrightChromium } from './browser.mjs';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', timeout: 10 * 60_000 });
}

function tryRun(command) {
  try {
    run(command);
    return true;
  } catch {
    return false;
  }
}

if (findSystemChromium() || hasPlaywrightChromium()) process.exit(0);

console.log('No Chromium found for the end-to-end tests; trying to get one.');
// Playwright's own download (works where its CDN is reachable, e.g. hosted CI runners).
if (tryRun('node node_modules/@playwright/test/cli.js install chromium') && hasPlaywrightChromium())
  process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  tryRun('apt-get update -qq');
  if (tryRun('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium') && findSystemChromium())
    process.exit(0);
}

console.error(
  'Could not find or install Chromium. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
);
process.exit(1);
