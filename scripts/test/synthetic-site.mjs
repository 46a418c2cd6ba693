// A copy of the project, built and served like the real site: `npm run bench:scale` measures the
// build at 1,000 guides with it, and the end-to-end tests build a small one to page through
// (tests/e2e/fixture-site.ts); ./synthetic-guides.mjs writes their guides. The copy lives inside
// the project (Turbopack resolves node_modules only under its root); node_modules is symlinked.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORK_DIR = path.join(ROOT, '.bench-scale');

// package-lock.json stays behind on purpose: Turbopack then takes the copy as its root, so the
// symlinked node_modules is inside the root it resolves from.
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.out-building',
  '.out-building-config',
  '.out-previous',
  '.out-previous-config',
  '.git',
  'test-results',
  'playwright-report',
  '.bench-scale',
  // The photo cache: a copy starts without it (bench:scale measures a first build) unless its build
  // is pointed at one (EXPLORE_BANDUNG_PHOTO_CACHE).
  '.cache',
  'package-lock.json',
]);

/**
 * Copies the project (or another one at `root`) to a new folder under .bench-scale/ (prefix names it);
 * returns its path.
 */
export function copyProject(prefix = 'run-', root = ROOT) {
  // The drafts `npm run test:dev` writes while it runs (scripts/test/dev-draft.mjs, git-ignored): a
  // copy made meanwhile (bench:scale, the fixture site) must not publish them.
  const devDrafts = path.join(root, 'content', 'guides', 'e2e-dev-');
  mkdirSync(WORK_DIR, { recursive: true });
  const dir = mkdtempSync(path.join(WORK_DIR, prefix));
  for (const entry of readdirSync(root)) {
    if (!SKIP.has(entry))
      cpSync(path.join(root, entry), path.join(dir, entry), {
        recursive: true,
        filter: (source) => !source.startsWith(devDrafts),
      });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * Runs `npm run build` in dir (next build, post-build, search index) without its type check, which
 * does not grow with the guides; resolves with its exit code, duration and output. onChild gets the
 * process (to sample its memory, say); env adds to the environment.
 */
export function buildSite(dir, { onChild, env = {} } = {}) {
  return new Promise((resolve) => {
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    rmSync(path.join(dir, 'out'), { recursive: true, force: true });
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['scripts/build/build.mjs', '--skip-typecheck'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    onChild?.(child);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      resolve({ code, seconds, log });
    });
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Serves dir/out with dir/serve.json as `npm start` does; resolves once it answers. */
export async function serveSite(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--listen', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, close: async () => void child.kill() };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`serve did not start on port ${port}: ${errors}`);
}
