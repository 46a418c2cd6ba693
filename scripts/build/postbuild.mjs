// @ts-check
// Runs after `next build` (scripts/build/build.mjs, i.e. `npm run build`). It first bundles the site's
// behaviours (scripts/build/behaviors.mjs) and takes the React/Next runtime out of every page
// (scripts/build/strip-runtime.mjs), deleting the runtime's now unused files. Then, for every HTML page
// in out/, it:
// applies the page policy (scripts/build/page-policy.mjs: the inline-script allow-list of
// lib/site/inline-scripts.ts, via out/inline-scripts.json; no event handlers, javascript: URLs or
// <style> elements; the page's Content-Security-Policy as a <meta>, whose img-src names the off-site
// hosts its images come from, if any: scripts/build/image-origins.mjs).
// Then it writes the host header files from the same policy: serve.json (repo root, read by
// `npm start` and Playwright; outside out/ so it is never served) and out/_headers.
// With CSP_REPORT_ONLY=1 the header files send Content-Security-Policy-Report-Only and pages get no
// <meta> policy (a meta tag cannot be report-only): for a first deploy with real partner ids only
// (docs/deploying.md).
//
//   node scripts/build/postbuild.mjs [outDir]     process out/ and write the header files
//   node scripts/build/postbuild.mjs --nginx      print the nginx locations for the built site
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { contentSecurityPolicy, policyAdditions } from './security-policy.mjs';
import { listFiles } from './html.mjs';
import { headersFile, pagePath, serveConfig } from './host-headers.mjs';
import { nginxLocations } from './nginx-config.mjs';
import { bundleBehaviors, writeInteractiveMap } from './behaviors.mjs';
import { allowList, takeAllowList } from './inline-scripts.mjs';
import { stripRuntime } from './strip-runtime.mjs';
import { prunePayload } from './prune-payload.mjs';
import { securePage } from './page-policy.mjs';
import { isDeployBuild } from '../../lib/build/deploy-settings.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Whether CSP_REPORT_ONLY asks for a report-only policy (docs/deploying.md, first deploy). */
export const reportOnlyFromEnv = () => process.env.CSP_REPORT_ONLY === '1';

/**
 * The header policy of every page of a site this build already secured (for `--nginx`), without
 * changing the pages.
 * @param {string} outDir
 * @returns {import('./host-headers.mjs').PageHeaders[]}
 */
export function builtPageHeaders(outDir) {
  return listFiles(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) =>
      headersOf(file, securePage(readFileSync(join(outDir, file), 'utf8'), file, { allowedScripts: null })),
    );
}

/**
 * A secured page's header policy and inline hashes.
 * @param {string} file
 * @param {{ scripts: string[], styles: string[], images: string[], features: string[] }} result what securePage returned
 * @returns {import('./host-headers.mjs').PageHeaders}
 */
function headersOf(file, { scripts, styles, images, features }) {
  const csp = contentSecurityPolicy(
    { scripts, styles },
    { forHeader: true, additions: policyAdditions([file], images, features) },
  );
  return { file, path: pagePath(file), csp, scripts, styles, images, features };
}

/**
 * @typedef {object} PageJob what every page's processing needs (sent to worker threads as it is)
 * @property {string} behaviors the bundled behaviours script
 * @property {string[]} allowed the allow-listed inline scripts (the behaviours bundle included)
 * @property {boolean} reportOnly
 */

/**
 * Makes one built page static (scripts/build/strip-runtime.mjs) and secures it; returns its header policy.
 * @param {string} outDir
 * @param {string} file
 * @param {PageJob} job
 * @param {ReadonlySet<string>} [allowedScripts] job.allowed as a set (made once per thread)
 * @returns {import('./host-headers.mjs').PageHeaders}
 */
export function processPage(outDir, file, job, allowedScripts = allowList(job.allowed)) {
  const fullPath = join(outDir, file);
  const stripped = stripRuntime(readFileSync(fullPath, 'utf8'), { behaviors: job.behaviors, name: file });
  const result = securePage(stripped, file, { allowedScripts, reportOnly: job.reportOnly });
  writeFileSync(fullPath, result.html);
  return headersOf(file, result);
}

// Pages per worker thread below which one thread does it all (starting a worker has its own cost).
const PAGES_PER_THREAD = 200;

/**
 * processPage for every page, on worker threads when there are many (parsing HTML is the cost that
 * grows with the number of guides).
 * @param {string} outDir
 * @param {PageJob} job
 */
async function processPages(outDir, job) {
  const files = listFiles(outDir).filter((file) => file.endsWith('.html'));
  const threads = Math.min(availableParallelism(), Math.floor(files.length / PAGES_PER_THREAD));
  if (threads <= 1) {
    const allowedScripts = allowList(job.allowed);
    return files.map((file) => processPage(outDir, file, job, allowedScripts));
  }
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        /** @type {Promise<import('./host-headers.mjs').PageHeaders[]>} */ (
          new Promise((resolvePages, reject) => {
            const worker = new Worker(new URL('./page-worker.mjs', import.meta.url), {
              workerData: { outDir, files: share, job },
            });
            worker.once('message', resolvePages);
            worker.once('error', reject);
            worker.once('exit', (code) => code && reject(new Error(`page worker exited with code ${code}`)));
          })
        ),
    ),
  );
  return results.flat().sort((a, b) => a.file.localeCompare(b.file));
}

// Next writes the 404 page twice (with its payload file); every host serves 404.html for unknown
// paths, and the copy would answer /_not-found with 200.
const DUPLICATE_NOT_FOUND_FILES = ['_not-found.html', '_not-found.txt'];

/**
 * Deletes the folders under `dir` that hold no file (Next's build-id folder, emptied of its scripts).
 * @param {string} dir
 */
function removeEmptyFolders(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/**
 * Post-build entry point: every page static and secured, the runtime's JavaScript files and its
 * payload files deleted (nothing references them any more; a stale reference then fails loudly), serve.json and
 * out/_headers written.
 * @param {string} [outDir]
 * @param {string} [configDir] where serve.json goes
 * @param {{ reportOnly?: boolean, deploy?: boolean }} [options] deploy: every image must be the site's own
 */
export async function postbuild(
  outDir = join(ROOT, 'out'),
  configDir = ROOT,
  { reportOnly = reportOnlyFromEnv(), deploy = isDeployBuild() } = {},
) {
  const [behaviors] = await Promise.all([bundleBehaviors(), writeInteractiveMap(outDir)]);
  const allowed = [...takeAllowList(outDir), behaviors];
  for (const file of DUPLICATE_NOT_FOUND_FILES) rmSync(join(outDir, file), { force: true });
  const pages = await processPages(outDir, { behaviors, allowed, reportOnly });
  // A deploy build serves every photo itself (lib/build/photos/remote.mjs stops on one it cannot): a page
  // that still loads an image from another host would widen its img-src.
  const hotlinking = deploy ? pages.filter((p) => p.images?.length) : [];
  if (hotlinking.length) {
    throw new Error(
      `a deploy build serves every image itself (img-src 'self' data:), but ${hotlinking
        .map((p) => `${p.file} loads images from ${p.images?.join(', ')}`)
        .join('; ')}`,
    );
  }
  for (const file of listFiles(outDir).filter((f) => /^_next\/static\/.*\.js$/.test(f))) {
    rmSync(join(outDir, file));
  }
  prunePayload(outDir, listFiles(outDir));
  removeEmptyFolders(join(outDir, '_next'));
  writeFileSync(
    join(configDir, 'serve.json'),
    JSON.stringify(serveConfig(pages, { reportOnly }), null, 2) + '\n',
  );
  writeFileSync(join(outDir, '_headers'), headersFile(pages, { reportOnly }));
  if (reportOnly) {
    console.warn(
      '\n⚠ CSP_REPORT_ONLY=1: the policy only reports (header files), pages carry no enforced policy. ' +
        'Use it for one trial deploy, then build without it (docs/deploying.md).\n',
    );
  }
  return pages;
}

if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--nginx')) {
    process.stdout.write(
      nginxLocations(builtPageHeaders(join(ROOT, 'out')), { reportOnly: reportOnlyFromEnv() }),
    );
  } else {
    const pages = await postbuild(args[0] ? resolve(args[0]) : undefined);
    console.log(`CSP: ${pages.length} pages secured; wrote serve.json and out/_headers`);
  }
}
