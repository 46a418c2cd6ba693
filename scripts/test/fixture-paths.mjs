// @ts-check
// Where the end-to-end tests' fixture site (scripts/test/fixture-site.mjs) reports its origin (or its
// error) and writes its log, and the variable that says it is already up. `npm test`
// (scripts/test/run-all.mjs) builds it before the end-to-end step and sets FIXTURE_RUNNING_ENV; a
// Playwright run without it starts the site itself (tests/e2e/global-setup.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const FIXTURE_STATE = path.join(ROOT, '.bench-scale', 'e2e-fixture.json');
export const FIXTURE_LOG = path.join(ROOT, '.bench-scale', 'e2e-fixture.log');
/** Set (to "1") when the fixture site was started before the Playwright run and is stopped after it. */
export const FIXTURE_RUNNING_ENV = 'E2E_FIXTURE_RUNNING';
