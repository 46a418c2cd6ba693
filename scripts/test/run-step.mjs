// @ts-check
// How `npm test` (scripts/test/run-all.mjs) runs one step: to its end, its output kept whole, or as a
// server that keeps serving through the next group of steps.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {import('./run-all.mjs').Step} Step
 * @typedef {import('./run-all.mjs').Serves} Serves
 * @typedef {import('./run-all.mjs').Result} Result
 */

/** @param {Record<string, string>} [extra] */
export const envWith = (extra = {}) => ({
  ...process.env,
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
  ...extra,
});

/**
 * Runs a step; its output streams to this terminal when `stream`, else is kept for the result.
 * @param {Step} step @param {boolean} stream @param {Record<string, string>} [env] @returns {Promise<Result>}
 */
export function run(step, stream, env) {
  const start = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: envWith(env),
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

/** @typedef {{ step: Step, result: Promise<Result>, stop: () => Promise<void> }} Server */

/**
 * Starts a serving step in a process group of its own, its output to its log file; its result comes
 * when its state file names an origin (passed) or an error, or when it exits first (failed).
 * @param {Step & { serves: Serves }} step @returns {Server}
 */
export function serve(step) {
  const start = performance.now();
  const { state, log } = step.serves;
  rmSync(state, { force: true });
  mkdirSync(dirname(log), { recursive: true });
  const fd = openSync(log, 'w');
  const child = spawn(step.command, step.args, {
    cwd: ROOT,
    stdio: ['ignore', fd, fd],
    detached: true,
    env: envWith(),
  });
  closeSync(fd);
  /** @type {Promise<void>} */
  const exited = new Promise((resolveExit) => {
    child.once('exit', () => resolveExit());
    child.once('error', () => resolveExit());
  });
  let gone = false;
  void exited.then(() => (gone = true));
  const result = new Promise((resolvePromise) => {
    const done = (/** @type {number} */ code, /** @type {string} */ message) =>
      resolvePromise({
        name: step.name,
        code,
        seconds: (performance.now() - start) / 1000,
        output: `${existsSync(log) ? readFileSync(log, 'utf8') : ''}${message}\n`,
      });
    const poll = () => {
      /** @type {{ origin?: string, error?: string, log?: string }} */
      let report = {};
      try {
        if (existsSync(state)) report = JSON.parse(readFileSync(state, 'utf8'));
      } catch {
        // Being written: read it again on the next poll.
      }
      // Its state carries its build's output.
      if (report.origin) done(0, `${report.log ?? ''}Serving on ${report.origin}`);
      else if (report.error) done(1, report.error);
      else if (gone) done(1, `${step.name} stopped before it served (log: ${log})`);
      else setTimeout(poll, 250);
    };
    poll();
  });
  const stop = async () => {
    if (gone || child.pid === undefined) return;
    try {
      // Its whole process group: a build it runs, and the server, too.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    // It removes its copy of the project on SIGTERM; give it a few seconds for that.
    await Promise.race([exited, new Promise((resolveWait) => setTimeout(resolveWait, 5000))]);
  };
  return { step, result, stop };
}
