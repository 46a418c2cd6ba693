// @ts-check
// npm run fixtures:refresh: runs `next build` and copies a few pages exactly as Next wrote them (before
// the post-build step) into tests/fixtures/next-build/, with the Next version they came from. The
// runtime stripper's unit tests (tests/unit/strip-runtime.test.ts) run on these pages and fail while
// they come from another Next version, so a Next upgrade means refreshing them, and a change in
// Next's output shows up as a failing unit test rather than in production. Finishes with the
// post-build step, so out/ is a complete site afterwards.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'out');
const FIXTURES_DIR = join(ROOT, 'tests', 'fixtures', 'next-build');

/** Runs a command in the project, stopping this script if it fails. @param {string[]} command */
function run(command) {
  const [bin = '', ...args] = command;
  const result = spawnSync(bin, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['npx', 'next', 'build']);

// Two small pages of different shapes: the 404 page (layout, navigation, an inline script of our
// own) and the first redirect page (a script and a meta refresh in <head>).
const firstRedirect = readdirSync(join(OUT, 'redirect'))
  .filter((name) => name.endsWith('.html'))
  .sort()[0];
if (!firstRedirect) throw new Error('next build wrote no out/redirect/*.html page');
const pages = { 'not-found.html': '404.html', 'redirect.html': `redirect/${firstRedirect}` };

rmSync(FIXTURES_DIR, { recursive: true, force: true });
mkdirSync(FIXTURES_DIR, { recursive: true });
for (const [fixture, page] of Object.entries(pages))
  copyFileSync(join(OUT, page), join(FIXTURES_DIR, fixture));
const next = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version;
writeFileSync(join(FIXTURES_DIR, 'source.json'), JSON.stringify({ next, pages }, null, 2) + '\n');
console.log(`Captured ${Object.keys(pages).length} pages of next ${next} in tests/fixtures/next-build/`);

run(['node', 'scripts/build/postbuild.mjs']);
