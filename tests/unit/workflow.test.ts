// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import minimatch from 'minimatch';
import { DEPLOY_SETTINGS } from '@/lib/build/deploy-settings.mjs';
import { PHOTO_HOSTS } from '@/lib/build/photos/photo-hosts.mjs';
import { photoCacheDir } from '@/lib/build/photos/pipeline.mjs';

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

  describe('keeps the photo cache between deploys, so a deploy encodes only new photos (issue #23)', () => {
    const steps = site!.steps;
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'));
    /** The patterns of each hashFiles() in a text, in order. */
    const hashed = (text: string) =>
      [...text.matchAll(/hashFiles\(([^)]*)\)/g)].map(([, list]) =>
        [...list!.matchAll(/'([^']+)'/g)].map(([, pattern]) => pattern!),
      );
    const key = String(cache?.with?.key ?? '');
    const restoreKeys = String(cache?.with?.['restore-keys'] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);

    it('restores the project photo cache before the build', () => {
      expect(cache).toBeDefined();
      expect(cache!.with?.path).toBe(
        relative(process.cwd(), photoCacheDir({} as NodeJS.ProcessEnv, process.cwd())),
      );
      const uses = steps.map((step) => step.uses ?? step.run);
      expect(uses.indexOf(cache!.uses)).toBeLessThan(uses.indexOf('npm run build'));
      // The build must use that folder: nothing moves the cache elsewhere.
      const build = steps.find((step) => step.run === 'npm run build');
      expect({ ...site!.env, ...build!.env }).not.toHaveProperty('EXPLORE_BANDUNG_PHOTO_CACHE');
    });

    it('misses when an encoder setting changes: the key hashes the pipeline and its file table', () => {
      const [settings] = hashed(key);
      expect(settings).toEqual(
        expect.arrayContaining(['lib/build/photos/pipeline.mjs', 'lib/build/photos/photo-files.mjs']),
      );
    });

    it('misses when a photo or a remote photo address changes: the key hashes every file that names one', () => {
      const sources = hashed(key)[1] ?? [];
      expect(sources).toContain('content/**');
      // Every file outside content/ that names a photo host is in the key too.
      const naming: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (/\.(ts|tsx|mjs|json|md)$/.test(entry.name) && !file.includes('/photos/')) {
            const text = readFileSync(file, 'utf8');
            if (PHOTO_HOSTS.some((host) => text.includes(`https://${host}/`)))
              naming.push(relative(process.cwd(), file));
          }
        }
      };
      for (const dir of ['lib', 'app']) walk(join(process.cwd(), dir));
      expect(naming.length).toBeGreaterThan(0);
      for (const file of naming)
        expect(
          sources.some((pattern) => minimatch(file, pattern)),
          file,
        ).toBe(true);
    });

    it('restores the latest earlier cache on a miss, so unchanged photos still hit per file', () => {
      // The files are named by content and settings hashes: any earlier cache is safe to start from.
      expect(restoreKeys.at(-1)).toBe(key.slice(0, key.indexOf('$')));
      expect(restoreKeys).toHaveLength(2);
      expect(restoreKeys[0]).toBe(key.slice(0, key.lastIndexOf('${{')));
    });
  });
});
