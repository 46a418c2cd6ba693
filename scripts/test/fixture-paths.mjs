// @ts-check
// Where the end-to-end tests' fixture site (scripts/test/fixture-site.mjs) reports its origin (or its
// error) and writes its log, relative to the project's root, and the variable that says it is already
// up. `npm test` (scripts/test/run-all.mjs) builds it before the end-to-end step and sets
// FIXTURE_RUNNING_ENV; a Playwright run without it starts the site itself (tests/e2e/global-setup.ts).
// (No import.meta here: Playwright loads this file through its own CommonJS transform.)

export const FIXTURE_STATE_PATH = '.bench-scale/e2e-fixture.json';
export const FIXTURE_LOG_PATH = '.bench-scale/e2e-fixture.log';
/** Set (to "1") when the fixture site was started before the Playwright run and is stopped after it. */
export const FIXTURE_RUNNING_ENV = 'E2E_FIXTURE_RUNNING';
