import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_LOG, FIXTURE_SPECS, FIXTURE_STATE } from './fixture-site';

// Starts building the fixture site (scripts/test/fixture-site.mjs: the project with synthetic guides)
// in the background as the run begins, so it builds while the other tests run; the tests that need
// it wait for it (tests/e2e/fixture-site.ts). The returned function stops it after the run.
export default function globalSetup() {
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
    // It removes its copy of the project on SIGTERM; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));
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
