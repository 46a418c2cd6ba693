// @ts-check
// `npm run build`: the one way the site is built, locally, in CI and on every host.
//   0. the deploy settings (scripts/build/check-settings.mjs): warns about stand-in values, and a
//      deploy build (DEPLOY=1) stops here, listing them;
//   1. type-check the whole project (tsc --noEmit): a type error fails the build, so no host
//      publishes code the compiler refuses (next build itself skips the check: see next.config.ts);
//   2. next build, with a private folder for the guide data its workers share
//      (lib/content/build-cache.mjs), removed afterwards whether the build succeeded or failed; then
//      one line on how many places have no coordinates yet (scripts/build/unmapped-places.mjs);
//   3. the photos the pages name, made (or taken from the photo cache) into out/photos/
//      (scripts/build/photos.mjs);
//   4. the post-build step (scripts/build/postbuild.mjs): runtime out, policy in, host header files;
//   5. the search index and the search page's script (scripts/build/search.mjs);
//   6. the service worker and its precache manifest (scripts/build/service-worker.mjs).
// Steps 3–6 run on a staging folder that becomes out/ only when all have passed; a failed build
// leaves the previous site in out/ (scripts/build/out-swap.mjs).
//
//   node scripts/build/build.mjs                   all of them
//   node scripts/build/build.mjs --skip-typecheck  when tsc has just run (npm test runs it first)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILD_CACHE_ENV,
  createBuildCache,
  removeBuildCache,
  removeStaleBuildCaches,
} from '../../lib/content/build-cache.mjs';
import { checkSettings } from './check-settings.mjs';
import {
  publishStagedSite,
  restorePreviousSite,
  setPreviousSiteAside,
  stageNextOutput,
} from './out-swap.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

export class BuildError extends Error {
  name = 'BuildError';
}

/** @typedef {(command: string, args: string[], options: { cwd: string, env?: NodeJS.ProcessEnv }) => Promise<void>} Run */

/** @type {import('node:child_process').ChildProcess | undefined} */
let running;

/**
 * Runs a command with the build's output on this terminal; rejects when it fails.
 * @type {Run}
 */
export function runCommand(command, args, { cwd, env = process.env }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    running = child;
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running = undefined;
      if (code === 0) resolvePromise();
      else
        reject(
          new BuildError(
            `${[command, ...args].join(' ')} ${signal ? `was stopped (${signal})` : `exited with code ${code}`}`,
          ),
        );
    });
  });
}

/** A package's bin script, run with this Node (no shell, no PATH lookup). */
const bin = (/** @type {string} */ script) => require.resolve(script);

/**
 * Type-checks the project at `root` (its tsconfig.json); rejects naming the step when tsc reports errors.
 * @param {string} root
 * @param {Run} [run]
 */
export async function typecheck(root, run = runCommand) {
  try {
    await run(process.execPath, [bin('typescript/bin/tsc'), '--noEmit', '-p', root], { cwd: root });
  } catch (error) {
    throw new BuildError(
      `type check failed (tsc --noEmit, errors above): the site was not built\n  ${(error instanceof Error && error.message) || error}`,
    );
  }
}

/**
 * The whole build. Steps are injectable for tests; by default they are the real commands.
 * @param {{ root?: string, skipTypecheck?: boolean, run?: Run, photos?: (outDir: string) => Promise<import('./photos.mjs').PhotoStepResult | undefined>, postbuild?: (outDir: string, configDir: string) => Promise<unknown>, search?: (outDir: string) => Promise<number>, serviceWorker?: (outDir: string) => Promise<{ bytes: number, precached: number }>, env?: Record<string, string | undefined> }} [options]
 */
export async function build({
  root = ROOT,
  skipTypecheck = false,
  run = runCommand,
  photos,
  postbuild,
  search,
  serviceWorker,
  env = process.env,
} = {}) {
  const settings = checkSettings(env);
  if (settings.code) throw new BuildError(settings.message.trim());
  if (settings.message) console.warn(settings.message);
  if (!skipTypecheck) await typecheck(root, run);
  removeStaleBuildCaches(root);
  const cache = createBuildCache(root);
  setPreviousSiteAside(root);
  try {
    await run(process.execPath, [bin('next/dist/bin/next'), 'build'], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(cache ? { [BUILD_CACHE_ENV]: cache } : {}) },
    });
    const unmapped = (await import('./unmapped-places.mjs')).unmappedPlacesLine(root);
    if (unmapped) console.log(unmapped);
    const { outDir, configDir } = stageNextOutput(root);
    const photoStart = performance.now();
    const published = await (photos ?? (await defaultPhotoStep(root)))(outDir);
    if (published) console.log(photoSummary(published, (performance.now() - photoStart) / 1000));
    const post = postbuild ?? (await import('./postbuild.mjs')).postbuild;
    const pages = await post(outDir, configDir);
    if (Array.isArray(pages))
      console.log(`CSP: ${pages.length} pages secured; wrote serve.json and out/_headers`);
    const indexed = await (search ?? (await import('./search.mjs')).buildSearch)(outDir);
    console.log(`Search: ${indexed} guides, places and tours indexed into out/pagefind/`);
    const worker = await (serviceWorker ?? (await import('./service-worker.mjs')).buildServiceWorker)(outDir);
    console.log(`Service worker: out/sw.js, ${worker.bytes} bytes, ${worker.precached} files precached`);
    publishStagedSite(root);
  } catch (error) {
    restorePreviousSite(root);
    throw error;
  } finally {
    removeBuildCache(cache);
  }
}

/** The photo step, with the project's photo cache (loaded only when used: it needs sharp). @param {string} root */
async function defaultPhotoStep(root) {
  const [{ publishPhotos }, { photoCacheDir }] = await Promise.all([
    import('./photos.mjs'),
    import('../../lib/photos/pipeline.mjs'),
  ]);
  return (/** @type {string} */ outDir) =>
    publishPhotos(outDir, { cacheDir: photoCacheDir(process.env, root) });
}

/** @param {import('./photos.mjs').PhotoStepResult} result @param {number} seconds */
const photoSummary = ({ photos, files, encoded, bytes }, seconds) =>
  `Photos: ${photos} photos, ${files} files in out/photos/ (${(bytes / 1024 / 1024).toFixed(1)} MiB); ` +
  `${encoded === 0 ? 'all from the photo cache' : encoded < files ? `${encoded} made now, the rest from the photo cache` : 'all made now'}; ` +
  `${seconds.toFixed(1)} s`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Ctrl-C reaches next build too (same process group); wait for it to stop so the cache is removed.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => running?.kill(signal));
  }
  try {
    await build({ skipTypecheck: process.argv.includes('--skip-typecheck') });
  } catch (error) {
    console.error(`\n✖ Build failed: ${error instanceof Error ? error.message : error}`);
    if (!(error instanceof BuildError) && error instanceof Error && error.stack) console.error(error.stack);
    process.exitCode = 1;
  }
}
