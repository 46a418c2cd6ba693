import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where the fixture site (scripts/test/fixture-site.mjs, started by tests/e2e/global-setup.ts) reports.
export const FIXTURE_STATE = path.resolve('.bench-scale/e2e-fixture.json');
export const FIXTURE_LOG = path.resolve('.bench-scale/e2e-fixture.log');
/** The tests that use it. */
export const FIXTURE_SPEC = 'tests/e2e/pagination.spec.ts';

/** The fixture site's origin, once it is built and served (a few minutes at most). */
export async function fixtureOrigin(timeoutMs = 420_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(FIXTURE_STATE)) {
      const state = JSON.parse(readFileSync(FIXTURE_STATE, 'utf8')) as { origin?: string; error?: string };
      if (state.error) throw new Error(`The fixture site failed: ${state.error}`);
      if (state.origin) return state.origin;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The fixture site was not up after ${timeoutMs / 1000} s (see ${FIXTURE_LOG})`);
}
