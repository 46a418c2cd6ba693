// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { DEPLOY_SETTINGS } from '@/lib/site/deploy-settings.mjs';

// The deploy workflow cannot run here; what can be checked is that it parses, that publishing waits
// for the tests, and that it publishes a deploy build of out/.

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, unknown> };
type Job = { needs?: string | string[]; if?: string; steps: Step[]; env?: Record<string, unknown> };

const workflow = yaml.load(readFileSync(join(process.cwd(), '.github/workflows/ci.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};

describe('.github/workflows/ci.yml', () => {
  const { test, deploy } = workflow.jobs;

  it('parses, with a test job that runs npm test', () => {
    expect(test?.steps.some((step) => step.run === 'npm test')).toBe(true);
  });

  it('deploys only after the test job has passed, and only from main', () => {
    expect([deploy?.needs].flat()).toContain('test');
    expect(deploy?.if).toMatch(/refs\/heads\/main/);
  });

  it('builds in strict deploy mode, with every deploy setting passed in', () => {
    const build = deploy!.steps.find((step) => step.run === 'npm run build');
    expect(build).toBeDefined();
    const env = { ...deploy!.env, ...build!.env };
    expect(String(env.DEPLOY)).toBe('1');
    for (const { variable } of DEPLOY_SETTINGS)
      expect(env[variable], variable).toMatch(/\$\{\{ (vars|secrets)\./);
  });

  it('publishes out/ to GitHub Pages after the build', () => {
    const uses = deploy!.steps.map((step) => step.uses ?? step.run ?? '');
    const build = uses.indexOf('npm run build');
    const upload = uses.findIndex((u) => u.startsWith('actions/upload-pages-artifact@'));
    const publish = uses.findIndex((u) => u.startsWith('actions/deploy-pages@'));
    expect(build).toBeGreaterThan(-1);
    expect(upload).toBeGreaterThan(build);
    expect(publish).toBeGreaterThan(upload);
    expect(deploy!.steps[upload]!.with?.path).toBe('out');
  });
});
