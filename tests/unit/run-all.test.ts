// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PLAN, runAll, TOOLS } from '@/scripts/test/run-all.mjs';

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
    const run = PLAN.flat().map(scriptOf).sort();
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
    expect(groupOf('test:dev')).toBeGreaterThan(groupOf('test:e2e'));
    expect(TOOLS.args.join(' ')).toMatch(/ensure-tools\.mjs$/);
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
