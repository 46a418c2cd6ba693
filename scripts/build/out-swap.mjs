// @ts-check
// out/ is only ever a whole site. `next build` writes out/ itself, so the build first sets the last
// complete site aside (.out-previous/), then moves what next build wrote to .out-building/ and runs
// its own steps there (photos, post-build, search, service worker), with serve.json written beside it
// (.out-building-config/). Only when every step has passed does the new site become out/ (and its
// serve.json the project's); when any step fails, what was built is deleted and the previous site is
// put back, so `npm start`, a host's upload or the tests never see a site without its policy.
// The site set aside keeps its serve.json beside it (.out-previous-config/): while a build runs,
// `npm start` serves that site with its own headers (scripts/serve.mjs, liveSite), not the out/
// that next build is writing.
import fs from 'node:fs';
import path from 'node:path';

export const OUT = 'out';
export const STAGING = '.out-building';
export const STAGING_CONFIG = '.out-building-config';
export const PREVIOUS = '.out-previous';
export const PREVIOUS_CONFIG = '.out-previous-config';

const at = (/** @type {string} */ root, /** @type {string} */ name) => path.join(root, name);
const remove = (/** @type {string} */ dir) => {
  if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
};

/**
 * Before next build: clears what a killed build left and sets the last complete site aside.
 * @param {string} root
 */
export function setPreviousSiteAside(root) {
  // A build killed after setting the site aside: out/ may be half written, .out-previous/ is whole.
  if (fs.existsSync(at(root, PREVIOUS))) restorePreviousSite(root);
  else {
    remove(at(root, STAGING));
    remove(at(root, STAGING_CONFIG));
  }
  if (!fs.existsSync(at(root, OUT))) return;
  remove(at(root, PREVIOUS_CONFIG));
  if (fs.existsSync(at(root, 'serve.json'))) {
    fs.mkdirSync(at(root, PREVIOUS_CONFIG));
    fs.copyFileSync(at(root, 'serve.json'), at(at(root, PREVIOUS_CONFIG), 'serve.json'));
  }
  fs.renameSync(at(root, OUT), at(root, PREVIOUS));
}

/**
 * After next build: moves its output to the staging folder; returns the folders the steps write to.
 * @param {string} root
 */
export function stageNextOutput(root) {
  if (fs.existsSync(at(root, OUT))) fs.renameSync(at(root, OUT), at(root, STAGING));
  else fs.mkdirSync(at(root, STAGING));
  fs.mkdirSync(at(root, STAGING_CONFIG));
  return { outDir: at(root, STAGING), configDir: at(root, STAGING_CONFIG) };
}

/**
 * Every step passed: the staged site becomes out/, its serve.json the project's.
 * @param {string} root
 */
export function publishStagedSite(root) {
  remove(at(root, OUT));
  fs.renameSync(at(root, STAGING), at(root, OUT));
  const serveJson = at(at(root, STAGING_CONFIG), 'serve.json');
  if (fs.existsSync(serveJson)) fs.renameSync(serveJson, at(root, 'serve.json'));
  fs.rmdirSync(at(root, STAGING_CONFIG));
  remove(at(root, PREVIOUS));
  remove(at(root, PREVIOUS_CONFIG));
}

/**
 * A step failed: deletes what this build wrote and puts the previous site back (if there was one).
 * @param {string} root
 */
export function restorePreviousSite(root) {
  remove(at(root, STAGING));
  remove(at(root, STAGING_CONFIG));
  remove(at(root, OUT));
  if (fs.existsSync(at(root, PREVIOUS))) fs.renameSync(at(root, PREVIOUS), at(root, OUT));
  remove(at(root, PREVIOUS_CONFIG));
}
