#!/usr/bin/env node
// @ts-check
// `npm test`: every check, fastest-failing first, with independent steps side by side where that fills
// the 2 cores instead of crowding them (measured: see docs/architecture.md, "Testing").
//   - the tools the later steps need (Chromium for Playwright, Java for the HTML checker) are found or
//     installed in the background from the start: an install mostly waits on the network and dpkg;
//   - ESLint + Prettier, tsc and the unit tests side by side (each mostly uses one core: Vitest's
//     default is one worker fewer than the cores), then the build (which spreads over both cores);
//   - the link check and the HTML checker side by side, then the end-to-end tests, then `next dev`'s.
// A step's output is printed whole when it ends (side-by-side steps would interleave); a failing step
// stops the run once its group has ended. A table of each step's time closes the run.
//
//   node scripts/test/run-all.mjs
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ name: string, command: string, args: string[], needsTools?: boolean }} Step */

/** @type {(name: string, script: string, ...extra: string[]) => Step} */
const npmRun = (name, script, ...extra) => ({
  name,
  command: npm,
  args: ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])],
});
/** @type {(name: string, script: string) => Step} */
const nodeRun = (name, script) => ({ name, command: process.execPath, args: [script] });

/** The groups, in order; the steps of a group run side by side. */
export const PLAN = [
  [npmRun('lint', 'lint'), npmRun('typecheck', 'typecheck'), npmRun('unit tests', 'test:unit')],
  [npmRun('build', 'build', '--skip-typecheck')],
  [npmRun('link check', 'check:links'), npmRun('HTML check', 'check:html')],
  [{ ...npmRun('end-to-end tests', 'test:e2e'), needsTools: true }],
  [npmRun('next dev tests', 'test:dev')],
];
/** Started first, awaited before the end-to-end tests (the HTML check finds Java itself too). */
export const TOOLS = nodeRun('browser and Java', 'scripts/test/ensure-tools.mjs');

/** @typedef {{ name: string, code: number, seconds: number, output: string }} Result */

/**
 * Runs a step; its output streams to this terminal when `stream`, else is kept for the result.
 * @param {Step} step @param {boolean} stream @returns {Promise<Result>}
 */
function run(step, stream) {
  const start = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (/** @type {number} */ code) =>
      resolvePromise({
        name: step.name,
        code,
        seconds: (performance.now() - start) / 1000,
        output: Buffer.concat(chunks).toString(),
      });
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

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
 * after the first group with a failing step. Resolves with each step's result and whether all passed.
 * @param {Step[][]} [plan] @param {Step} [toolsStep]
 */
export async function runAll(plan = PLAN, toolsStep = TOOLS) {
  const start = performance.now();
  /** @type {Result[]} */
  const results = [];
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
    const groupResults = await Promise.all(
      group.map((step) =>
        run(step, stream).then((result) => {
          report(result, stream);
          return result;
        }),
      ),
    );
    results.push(...groupResults);
    if (groupResults.some((result) => result.code !== 0)) break;
  }
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
