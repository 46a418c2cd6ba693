// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITE, PLAN, runAll, TOOLS } from '@/scripts/test/run-all.mjs';

// `npm test` (scripts/test/run-all.mjs) runs every check, in groups side by side, and fails early.

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
const scriptOf = (step: { args: string[] }) => step.args[step.args.indexOf('--silent') + 1]!;
const groupOf = (script: string) =>
  PLAN.findIndex((group) => group.some((step) => scriptOf(step) === script));

const node = (name: string, code: string) => ({ name, command: process.execPath, args: ['-e', code] });

describe('npm test', () => {
  it('is the runner', () => {
    expect(scripts.test).toBe('node scripts/test/run-all.mjs');
  });

  it('runs every check once: lint, types, unit, build, links, HTML, end-to-end, next dev', () => {
    const run = PLAN.flat()
      .filter((step) => step !== FIXTURE_SITE)
      .map(scriptOf)
      .sort();
    expect(run).toEqual(
      ['lint', 'typecheck', 'test:unit', 'build', 'check:links', 'check:html', 'test:e2e', 'test:dev'].sort(),
    );
    for (const script of run) expect(scripts[script], script).toBeTruthy();
    expect(PLAN.flat().find((step) => scriptOf(step) === 'build')!.args).toContain('--skip-typecheck');
  });

  it('fails early: the quick checks first, the build before what reads out/', () => {
    expect(groupOf('lint')).toBe(0);
    expect(groupOf('typecheck')).toBe(0);
    expect(groupOf('test:unit')).toBe(0);
    for (const script of ['check:links', 'check:html', 'test:e2e', 'test:dev'])
      expect(groupOf(script), script).toBeGreaterThan(groupOf('build'));
    // The unit tests outlast lint and tsc: then they take every core.
    expect(PLAN[0]!.find((step) => scriptOf(step) === 'test:unit')!.args).toContain(
      `--maxWorkers=${availableParallelism()}`,
    );
    expect(groupOf('test:dev')).toBeGreaterThan(groupOf('test:e2e'));
    expect(TOOLS.args.join(' ')).toMatch(/ensure-tools\.mjs$/);
  });

  it('builds the fixture site after the build, beside the light checks, to serve the end-to-end tests', () => {
    const group = PLAN.findIndex((steps) => steps.includes(FIXTURE_SITE));
    expect(FIXTURE_SITE.args[0]).toBe('scripts/test/fixture-site.mjs');
    expect(group).toBe(groupOf('build') + 1);
    expect(groupOf('check:links')).toBe(group);
    expect(groupOf('check:html')).toBe(group);
    // A serving step serves the group after its own.
    expect(groupOf('test:e2e')).toBe(group + 1);
  });

  it('serves the next group from a serving step (its variable set), then stops it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), 'run-all-'));
    const state = join(dir, 'state.json');
    const pidFile = join(dir, 'pid');
    const alive = `(() => { try { process.kill(Number(require('fs').readFileSync(${JSON.stringify(pidFile)}, 'utf8')), 0); return true; } catch { return false; } })()`;
    const server = {
      name: 'server',
      command: process.execPath,
      args: [
        '-e',
        `const fs = require('fs');
         fs.writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
         setTimeout(() => fs.writeFileSync(${JSON.stringify(state)}, JSON.stringify({ origin: 'http://localhost:1' })), 200);
         setInterval(() => {}, 1000);`,
      ],
      serves: { state, log: join(dir, 'log'), env: 'RUN_ALL_TEST_SERVER' },
    };
    const { passed, results } = await runAll(
      [
        [server],
        [node('uses it', `process.exit(process.env.RUN_ALL_TEST_SERVER === '1' && ${alive} ? 0 : 1)`)],
        [node('after', `process.exit(process.env.RUN_ALL_TEST_SERVER === undefined && !${alive} ? 0 : 1)`)],
      ],
      node('tools', ''),
    );
    vi.restoreAllMocks();
    expect(results.map(({ name, code }) => [name, code])).toEqual([
      ['server', 0],
      ['uses it', 0],
      ['after', 0],
      ['tools', 0],
    ]);
    expect(passed).toBe(true);
  });

  it('fails a serving step that stops before it serves, and runs nothing after it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), 'run-all-'));
    const server = {
      name: 'server',
      command: process.execPath,
      args: ['-e', `console.log('could not build'); process.exit(0);`],
      serves: { state: join(dir, 'state.json'), log: join(dir, 'log'), env: 'RUN_ALL_TEST_SERVER' },
    };
    const { passed, results } = await runAll([[server], [node('never', '')]], node('tools', ''));
    vi.restoreAllMocks();
    expect(passed).toBe(false);
    expect(results.map(({ name, code }) => [name, code])).toEqual([
      ['server', 1],
      ['tools', 0],
    ]);
    expect(results[0]!.output).toContain('could not build');
  });

  it('runs a group side by side, and stops after a group with a failing step', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // a passes only if b runs while a waits (b writes the file a waits for), then b fails.
    const flag = join(mkdtempSync(join(tmpdir(), 'run-all-')), 'b-ran');
    const { results, passed } = await runAll(
      [
        [
          node(
            'a',
            `const f = ${JSON.stringify(flag)}, t = Date.now();
             (function wait() {
               if (require('fs').existsSync(f)) process.exit(0);
               if (Date.now() - t > 30000) process.exit(1);
               setTimeout(wait, 20);
             })();`,
          ),
          node('b', `require('fs').writeFileSync(${JSON.stringify(flag)}, ''); process.exit(3);`),
        ],
        [node('never', '')],
      ],
      node('tools', ''),
    );
    vi.restoreAllMocks();
    expect(passed).toBe(false);
    expect(results.map(({ name, code }) => [name, code])).toEqual([
      ['a', 0],
      ['b', 3],
      ['tools', 0],
    ]);
  });

  it('passes when every step and the tools pass', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { passed, results } = await runAll([[node('a', '')], [node('b', '')]], node('tools', ''));
    vi.restoreAllMocks();
    expect(passed).toBe(true);
    expect(results.map(({ name }) => name)).toEqual(['a', 'b', 'tools']);
  });
});
