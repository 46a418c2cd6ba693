#!/usr/bin/env node
// @ts-check
// `npm test`: every check, fastest-failing first, with independent steps side by side where that fills
// the 2 cores instead of crowding them (the measurements behind each choice: docs/performance.md,
// "Test suite"):
//   - the tools the later steps need (Chromium for Playwright, Java for the HTML checker) are found or
//     installed in the background from the start: an install mostly waits on the network and dpkg;
//   - ESLint + Prettier, tsc and the unit tests side by side, the unit tests with a worker per core
//     (lint and tsc end long before them), then the build (which spreads over both cores);
//   - the link check and the HTML checker side by side with the build of the end-to-end tests' fixture
//     site (scripts/test/fixture-site.mjs), which then serves through the end-to-end tests and is
//     stopped after them: built while Chromium ran the tests it slowed both;
//   - then the end-to-end tests, then `next dev`'s.
// A step's output is printed whole when it ends (side-by-side steps would interleave); a failing step
// stops the run once its group has ended. A table of each step's time closes the run.
//
//   node scripts/test/run-all.mjs
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_LOG_PATH, FIXTURE_RUNNING_ENV, FIXTURE_STATE_PATH } from './fixture-paths.mjs';
import { run, serve } from './run-step.mjs';

/** @typedef {import('./run-step.mjs').Server} Server */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * A step runs to its end, unless it `serves`: then it is done once its state file names an origin
 * (or an error), keeps serving through the next group (whose steps get `env` set to "1") and is
 * stopped after that group.
 * @typedef {{ state: string, log: string, env: string }} Serves
 * @typedef {{ name: string, command: string, args: string[], needsTools?: boolean, serves?: Serves }} Step
 */

/** @type {(name: string, script: string, ...extra: string[]) => Step} */
const npmRun = (name, script, ...extra) => ({
  name,
  command: npm,
  args: ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])],
});
/** @type {(name: string, script: string) => Step} */
const nodeRun = (name, script) => ({ name, command: process.execPath, args: [script] });

/** The end-to-end tests' second site, built and served for the group after its own. */
export const FIXTURE_SITE = {
  ...nodeRun('fixture site', 'scripts/test/fixture-site.mjs'),
  args: ['scripts/test/fixture-site.mjs', resolve(ROOT, FIXTURE_STATE_PATH)],
  serves: {
    state: resolve(ROOT, FIXTURE_STATE_PATH),
    log: resolve(ROOT, FIXTURE_LOG_PATH),
    env: FIXTURE_RUNNING_ENV,
  },
};

/** The groups, in order; the steps of a group run side by side. */
export const PLAN = [
  [
    npmRun('lint', 'lint'),
    npmRun('typecheck', 'typecheck'),
    npmRun('unit tests', 'test:unit', `--maxWorkers=${availableParallelism()}`),
  ],
  [npmRun('build', 'build', '--skip-typecheck')],
  [npmRun('link check', 'check:links'), npmRun('HTML check', 'check:html'), FIXTURE_SITE],
  [{ ...npmRun('end-to-end tests', 'test:e2e'), needsTools: true }],
  [npmRun('next dev tests', 'test:dev')],
];
/** Started first, awaited before the end-to-end tests (the HTML check finds Java itself too). */
export const TOOLS = nodeRun('browser and Java', 'scripts/test/ensure-tools.mjs');

/** @typedef {{ name: string, code: number, seconds: number, output: string }} Result */

/** @param {Result} result */
function report(result, streamed = false) {
  if (!streamed) {
    console.log(`\n── ${result.name} ──`);
    process.stdout.write(result.output);
  }
  console.log(
    `── ${result.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`}, ${result.seconds.toFixed(0)} s`,
  );
}

/** @param {Result[]} results @param {number} seconds */
function summary(results, seconds) {
  console.log('\nnpm test:');
  for (const { name, code, seconds: s } of results)
    console.log(`  ${code === 0 ? '✓' : '✘'} ${name.padEnd(18)} ${s.toFixed(0).padStart(5)} s`);
  console.log(`  ${''.padEnd(20)}${seconds.toFixed(0).padStart(5)} s in all`);
}

/**
 * Runs the groups in order (each group's steps side by side), the tools step from the start; stops
 * after the first group with a failing step. A serving step serves the next group and is stopped
 * after it (or when the run stops early, or is interrupted). Resolves with each step's result and
 * whether all passed.
 * @param {Step[][]} [plan] @param {Step} [toolsStep]
 */
export async function runAll(plan = PLAN, toolsStep = TOOLS) {
  const start = performance.now();
  /** @type {Result[]} */
  const results = [];
  /** @type {Server[]} */
  let servers = [];
  const stopServers = async (/** @type {Server[]} */ which) =>
    void (await Promise.all(which.map((s) => s.stop())));
  const interrupted = async () => {
    await stopServers(servers);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const tools = run(toolsStep, false);
  let toolsReported = false;
  for (const group of plan) {
    if (group.some((step) => step.needsTools) && !toolsReported) {
      const result = await tools;
      report(result);
      results.push(result);
      toolsReported = true;
      if (result.code !== 0) break;
    }
    const stream = group.length === 1;
    // The servers the group before started: this group is theirs.
    const serving = servers;
    const env = Object.fromEntries(
      serving.flatMap(({ step }) => (step.serves ? [[step.serves.env, '1']] : [])),
    );
    const started = group.flatMap((step) =>
      step.serves ? [serve(/** @type {Step & { serves: Serves }} */ (step))] : [],
    );
    servers = [...serving, ...started];
    const groupResults = await Promise.all(
      group.map((step) =>
        (started.find((server) => server.step === step)?.result ?? run(step, stream, env)).then((result) => {
          report(result, stream);
          return result;
        }),
      ),
    );
    results.push(...groupResults);
    await stopServers(serving);
    servers = started;
    if (groupResults.some((result) => result.code !== 0)) break;
  }
  await stopServers(servers);
  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
  if (!toolsReported) {
    // Stopped early: let an install finish cleanly rather than leave dpkg half done.
    results.push(await tools);
  }
  summary(results, (performance.now() - start) / 1000);
  const passed = results.every((result) => result.code === 0) && results.length === plan.flat().length + 1;
  return { results, passed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = (await runAll()).passed ? 0 : 1;
}
