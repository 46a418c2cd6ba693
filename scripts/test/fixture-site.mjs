// The end-to-end tests' second site: a copy of the project with FIXTURE_GUIDES synthetic guides, the
// photo test guides (scripts/test/photo-fixtures.mjs) and a third language (scripts/test/
// third-locale.mjs), all test content that is never committed, built like the real one and served on a free local port, so pages that only exist at size (/guides/page/2, an
// area's later pages) and the photo pipeline can be tested. Its build downloads every remote photo
// from a local stand-in server, so every photo is served by the site itself, and shares the
// project's photo cache (.cache/photos/), without writing Turbopack's build cache (next.config.ts).
// `npm test` (scripts/test/run-all.mjs) builds it after the main build, beside the light link and
// HTML checks, and serves it through the end-to-end step; a Playwright run on its own starts it in
// the background (tests/e2e/global-setup.ts) while the other tests run. tests/e2e/fixture-site.ts
// waits for it.
//
//   node scripts/test/fixture-site.mjs <state file>
// writes {"origin": …} (or {"error": …}) to the state file once the site is up, then serves until
// stopped (SIGTERM), removing the copy on the way out.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_CACHE_ENV } from '../../lib/build/photos/pipeline.mjs';
import { TEST_ORIGIN_ENV } from '../../lib/build/photos/remote.mjs';
import { startPhotoServer, writePhotoGuides } from './photo-fixtures.mjs';
import { writeGuides } from './synthetic-guides.mjs';
import { buildSite, copyProject, ROOT, serveSite, WORK_DIR } from './synthetic-site.mjs';
import { addThirdLocale } from './third-locale.mjs';

export const FIXTURE_GUIDES = 30;
const PREFIX = 'e2e-fixture-';

const stateFile = process.argv[2];
if (!stateFile) throw new Error('usage: node scripts/test/fixture-site.mjs <state file>');

// Copies left by an earlier run that did not stop cleanly.
mkdirSync(WORK_DIR, { recursive: true });
for (const name of readdirSync(WORK_DIR, { withFileTypes: true }).filter((e) => e.name.startsWith(PREFIX))) {
  rmSync(path.join(WORK_DIR, name.name), { recursive: true, force: true });
}

let dir;
let server;
let photoServer;
const stop = async () => {
  await server?.close();
  await photoServer?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

try {
  dir = copyProject(PREFIX);
  await writeGuides(dir, FIXTURE_GUIDES);
  await writePhotoGuides(dir);
  const thirdLocale = addThirdLocale(dir);
  photoServer = await startPhotoServer();
  const built = await buildSite(dir, {
    env: {
      [TEST_ORIGIN_ENV]: photoServer.origin,
      [PHOTO_CACHE_ENV]: process.env[PHOTO_CACHE_ENV] ?? path.join(ROOT, '.cache', 'photos'),
      // Built once and thrown away: Turbopack's cache for a next build would be written for nothing.
      EXPLORE_BANDUNG_TURBOPACK_BUILD_CACHE: 'off',
    },
  });
  if (built.code !== 0) throw new Error(`the fixture site did not build:\n${built.log.slice(-3000)}`);
  server = await serveSite(dir);
  writeFileSync(
    stateFile,
    JSON.stringify({
      origin: server.origin,
      photoOrigin: photoServer.origin,
      guides: FIXTURE_GUIDES,
      thirdLocale,
      log: built.log,
    }),
  );
} catch (error) {
  writeFileSync(stateFile, JSON.stringify({ error: String(error?.stack ?? error) }));
  await stop();
}
