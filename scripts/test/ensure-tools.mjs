#!/usr/bin/env node
// @ts-check
// The tools `npm test` needs beyond node_modules, found or installed one after the other (two apt
// installs cannot run at once): Chromium for the end-to-end tests (ensure-browser.mjs), then Java for
// the W3C HTML checker (java.mjs). scripts/test/run-all.mjs starts this first, in the background.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureJava } from './java.mjs';

const browser = spawnSync(
  process.execPath,
  [join(dirname(fileURLToPath(import.meta.url)), 'ensure-browser.mjs')],
  {
    stdio: 'inherit',
  },
);
let javaFound = true;
try {
  console.log(`Java: ${ensureJava()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  javaFound = false;
}
process.exitCode = browser.status === 0 && javaFound ? 0 : 1;
