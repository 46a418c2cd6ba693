// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { DEPLOY_SETTINGS } from '@/lib/site/deploy-settings.mjs';

// The deploy workflow cannot run here; what can be checked is that it parses, that publishing waits
// for the tests, and that it publishes a deploy build of out/.

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, unknown> };
type Job = {
  needs?: string | string[];
  if?: string;
  steps: Step[];
  env?: Record<string, unknown>;
  permissions?: Record<string, string>;
};

const workflow = yaml.load(readFileSync(join(process.cwd(), '.github/workflows/ci.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('.github/workflows/ci.yml', () => {
  const { test, site, deploy } = workflow.jobs;
  /** The permissions a job runs with: its own, else the workflow's. */
  const permissionsOf = (job: Job | undefined) => job?.permissions ?? workflow.permissions;

  it('parses, with a test job that runs npm test', () => {
    expect(test?.steps.some((step) => step.run === 'npm test')).toBe(true);
  });

  it('builds the site only after the test job has passed, and deploys only that build, only from main', () => {
    expect([site?.needs].flat()).toContain('test');
    expect([deploy?.needs].flat()).toContain('site');
    expect(site?.if).toMatch(/refs\/heads\/main/);
    expect(deploy?.if).toMatch(/refs\/heads\/main/);
  });

  it('builds in strict deploy mode, with every deploy setting passed in and no report-only policy', () => {
    const build = site!.steps.find((step) => step.run === 'npm run build');
    expect(build).toBeDefined();
    const env = { ...site!.env, ...build!.env };
    expect(String(env.DEPLOY)).toBe('1');
    for (const { variable } of DEPLOY_SETTINGS)
      expect(env[variable], variable).toMatch(/\$\{\{ (vars|secrets)\./);
    // GitHub Pages sends no header files: a report-only build would ship pages with no policy.
    expect(env).not.toHaveProperty('CSP_REPORT_ONLY');
    expect(env).not.toHaveProperty('DEPLOY_HOST_SENDS_HEADERS');
  });

  it('the job that builds holds no deployment token; the job that deploys runs no project code (issue #24, item 5)', () => {
    expect(permissionsOf(site)).toEqual({ contents: 'read' });
    expect(permissionsOf(test)).toEqual({ contents: 'read' });
    expect(permissionsOf(deploy)).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy!.steps.map((step) => step.uses ?? step.run)).toEqual([
      expect.stringMatching(/^actions\/deploy-pages@/),
    ]);
  });

  it('uploads out/ as the Pages artifact after the build', () => {
    const uses = site!.steps.map((step) => step.uses ?? step.run ?? '');
    const build = uses.indexOf('npm run build');
    const upload = uses.findIndex((u) => u.startsWith('actions/upload-pages-artifact@'));
    expect(build).toBeGreaterThan(-1);
    expect(upload).toBeGreaterThan(build);
    expect(site!.steps[upload]!.with?.path).toBe('out');
    expect(uses.some((u) => u.startsWith('actions/deploy-pages@'))).toBe(false);
  });
});
