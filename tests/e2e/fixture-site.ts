import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_LOG_PATH, FIXTURE_STATE_PATH } from '../../scripts/test/fixture-paths.mjs';

// Where the fixture site (scripts/test/fixture-site.mjs, started by `npm test` before the Playwright
// run or else by tests/e2e/global-setup.ts) reports.
export const FIXTURE_STATE = path.resolve(FIXTURE_STATE_PATH);
export const FIXTURE_LOG = path.resolve(FIXTURE_LOG_PATH);
export { FIXTURE_RUNNING_ENV } from '../../scripts/test/fixture-paths.mjs';
/** The tests that use it. */
export const FIXTURE_SPECS = [
  'tests/e2e/pagination.spec.ts',
  'tests/e2e/photos.spec.ts',
  'tests/e2e/i18n.spec.ts',
  'tests/e2e/offline-cache.spec.ts',
  'tests/e2e/third-locale.spec.ts',
];

type FixtureState = {
  origin?: string;
  /** The local server that stood in for every remote photo host during its build. */
  photoOrigin?: string;
  /** Its build's output. */
  log?: string;
  error?: string;
};

/** The fixture site's origin, once it is built and served (a few minutes at most). */
export async function fixtureOrigin(timeoutMs = 420_000): Promise<string> {
  return (await fixtureSite(timeoutMs)).origin;
}

/** The fixture site once it is built and served: its origin, its photo stand-in's, its build log. */
export async function fixtureSite(
  timeoutMs = 420_000,
): Promise<Required<Pick<FixtureState, 'origin' | 'photoOrigin' | 'log'>>> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(FIXTURE_STATE)) {
      const state = JSON.parse(readFileSync(FIXTURE_STATE, 'utf8')) as FixtureState;
      if (state.error) throw new Error(`The fixture site failed: ${state.error}`);
      if (state.origin)
        return { origin: state.origin, photoOrigin: state.photoOrigin ?? '', log: state.log ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The fixture site was not up after ${timeoutMs / 1000} s (see ${FIXTURE_LOG})`);
}
