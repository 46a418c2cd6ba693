import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_LOG, FIXTURE_RUNNING_ENV, FIXTURE_SPECS, FIXTURE_STATE } from './fixture-site';

// The fixture site (scripts/test/fixture-site.mjs: the project with synthetic guides). `npm test`
// (scripts/test/run-all.mjs) builds and serves it before this run, when nothing else competes for
// the cores, and says so with $E2E_FIXTURE_RUNNING: it is then used as it is and left for npm test to
// stop. Otherwise (`npx playwright test`), it starts building in the background as the run begins,
// so it builds while the other tests run; the tests that need it wait for it
// (tests/e2e/fixture-site.ts), and the returned function stops it after the run.
export default function globalSetup() {
  if (process.env[FIXTURE_RUNNING_ENV]) {
    const state = existsSync(FIXTURE_STATE)
      ? (JSON.parse(readFileSync(FIXTURE_STATE, 'utf8')) as object)
      : {};
    if (!('origin' in state))
      throw new Error(`$${FIXTURE_RUNNING_ENV} is set, but ${FIXTURE_STATE} names no running fixture site`);
    return;
  }
  rmSync(FIXTURE_STATE, { force: true });
  if (!runsFixtureTests()) return;
  // .bench-scale/ (git-ignored) does not exist in a fresh clone.
  mkdirSync(path.dirname(FIXTURE_LOG), { recursive: true });
  const log = openSync(FIXTURE_LOG, 'w');
  const child = spawn(process.execPath, [path.resolve('scripts/test/fixture-site.mjs'), FIXTURE_STATE], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  return async () => {
    if (child.pid === undefined) return;
    try {
      // Its whole process group: the build's processes too, if it is still building.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    // It removes its copy of the project on SIGTERM: wait until its process group is gone (at most 10 s).
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/**
 * Whether this run includes the tests that need the fixture site: all runs, unless test files are
 * named on the command line (`playwright test tests/e2e/search.spec.ts`) and none of them is one.
 */
function runsFixtureTests() {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  const filters = args.filter(
    (arg, i) =>
      !arg.startsWith('-') &&
      // Not an option's value (`--output dir`, `--trace on`: those would pass for file filters).
      !args[i - 1]?.match(
        /^--?(g|grep|grep-invert|project|workers|j|reporter|config|c|output|trace|timeout|retries|repeat-each|max-failures|shard|global-timeout)$/,
      ),
  );
  return (
    filters.length === 0 ||
    filters.some((filter) =>
      FIXTURE_SPECS.some((spec) => {
        try {
          return new RegExp(filter).test(spec);
        } catch {
          return spec.includes(filter);
        }
      }),
    )
  );
}
