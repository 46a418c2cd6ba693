// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_CACHE_ENV,
  BUILD_CACHE_PREFIX,
  onceDuringBuild,
  removeStaleBuildCaches,
  sharedDuringBuild,
} from '@/lib/build/build-cache.mjs';
import { build, runCommand } from '@/scripts/build/build.mjs';

const ROOT = process.cwd();
const tempProject = () => fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
const cacheEntries = (root: string) => {
  try {
    return fs.readdirSync(path.join(root, '.next', 'cache')).filter((n) => n.startsWith(BUILD_CACHE_PREFIX));
  } catch {
    return [];
  }
};

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env[BUILD_CACHE_ENV];
});

/** The service-worker step of a build that has no pages to precache. */
const noWorker = async () => ({ bytes: 0, precached: 0 });

describe('npm run build type-checks first', () => {
  it('fails on a type error before next build starts', () => {
    // A small project with the real build script: `npm run build` in it runs tsc, which fails.
    const root = tempProject();
    for (const file of [
      'scripts/build/build.mjs',
      'scripts/build/check-settings.mjs',
      'scripts/build/out-swap.mjs',
      'lib/build/build-cache.mjs',
      'lib/build/deploy-settings.mjs',
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
    }
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ private: true, scripts }));
    fs.writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022'] },
        include: ['*.ts'],
      }),
    );
    fs.writeFileSync(path.join(root, 'affiliate.ts'), 'export const target: string = undefined;\n');
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));

    const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    const output = result.stdout + result.stderr;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain('affiliate.ts');
    expect(output).toContain('type check failed');
    expect(fs.existsSync(path.join(root, '.next'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
  }, 60_000);
});

describe('the build cache folder', () => {
  it('is private to one build and gone after the build fails', async () => {
    const root = tempProject();
    let seen: { dir: string; mode: number; files: string[] } | undefined;
    const writer = `
      import { sharedDuringBuild } from ${JSON.stringify(path.join(ROOT, 'lib/build/build-cache.mjs'))};
      sharedDuringBuild('guides', 'inputs', () => [{ slug: 'a' }]);
      process.exit(1);`;
    const failingNextBuild = async (
      command: string,
      args: string[],
      options: { cwd: string; env?: NodeJS.ProcessEnv },
    ) => {
      const dir = options.env?.[BUILD_CACHE_ENV];
      expect(dir && path.dirname(dir)).toBe(path.join(root, '.next', 'cache'));
      // next build's workers write the shared guide data, then the build fails.
      await runCommand(process.execPath, ['--input-type=module', '-e', writer], options).catch(() => {
        seen = { dir: dir!, mode: fs.statSync(dir!).mode & 0o777, files: fs.readdirSync(dir!) };
        throw new Error('next build failed');
      });
    };
    const postbuild = vi.fn();
    await expect(build({ root, skipTypecheck: true, run: failingNextBuild, postbuild })).rejects.toThrow(
      'next build failed',
    );
    expect(seen?.mode).toBe(0o700);
    expect(seen?.files).toHaveLength(1);
    expect(fs.existsSync(seen!.dir)).toBe(false);
    expect(cacheEntries(root)).toEqual([]);
    expect(postbuild).not.toHaveBeenCalled();
  });

  it('is gone after a successful build too, and leftovers of killed builds are cleared first', async () => {
    const root = tempProject();
    fs.mkdirSync(path.join(root, '.next', 'cache', `${BUILD_CACHE_PREFIX}killed`), { recursive: true });
    let dir: string | undefined;
    const postbuild = vi.fn(async () => {
      expect(cacheEntries(root)).toHaveLength(1);
    });
    await build({
      root,
      skipTypecheck: true,
      run: async (_command, _args, options) => void (dir = options.env?.[BUILD_CACHE_ENV]),
      photos: async () => undefined,
      postbuild,
      search: async () => 0,
      serviceWorker: noWorker,
    });
    expect(postbuild).toHaveBeenCalledWith(
      path.join(root, '.out-building'),
      path.join(root, '.out-building-config'),
    );
    expect(dir && fs.existsSync(dir)).toBe(false);
    expect(cacheEntries(root)).toEqual([]);
  });

  it('never blocks a build: a folder that cannot be removed is a warning', async () => {
    const root = tempProject();
    fs.mkdirSync(path.join(root, '.next', 'cache', `${BUILD_CACHE_PREFIX}stuck`), { recursive: true });
    vi.spyOn(fs, 'rmSync').mockImplementation(() => {
      throw Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' });
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => removeStaleBuildCaches(root)).not.toThrow();
    const postbuild = vi.fn();
    await build({
      root,
      skipTypecheck: true,
      run: async () => {},
      photos: async () => undefined,
      postbuild,
      search: async () => 0,
      serviceWorker: noWorker,
    });
    expect(postbuild).toHaveBeenCalled();
    expect(warn.mock.calls.flat().join('\n')).toMatch(/could not remove .*stuck.*EBUSY/);
  });
});

describe('the build steps', () => {
  it('a deploy build with stand-in settings stops before anything runs, listing them', async () => {
    const run = vi.fn(async () => {});
    const postbuild = vi.fn();
    await expect(build({ root: tempProject(), run, postbuild, env: { DEPLOY: '1' } })).rejects.toThrow(
      /Deploy build refused[\s\S]*NEXT_PUBLIC_KLOOK_AID/,
    );
    expect(run).not.toHaveBeenCalled();
    expect(postbuild).not.toHaveBeenCalled();
  });

  it('makes the photos the pages name after next build, indexes the search after the post-build step, then builds the service worker', async () => {
    const root = tempProject();
    const steps: string[] = [];
    await build({
      root,
      skipTypecheck: true,
      run: async () => void steps.push('next build'),
      photos: async (outDir) => void steps.push(`photos ${path.relative(root, outDir)}`),
      postbuild: async () => void steps.push('postbuild'),
      search: async (outDir) => {
        steps.push(`search ${path.relative(root, outDir)}`);
        return 4;
      },
      serviceWorker: async (outDir) => {
        steps.push(`service worker ${path.relative(root, outDir)}`);
        return { bytes: 1, precached: 1 };
      },
    });
    // On the staging folder, which becomes out/ once every step has passed.
    expect(steps).toEqual([
      'next build',
      'photos .out-building',
      'postbuild',
      'search .out-building',
      'service worker .out-building',
    ]);
    expect(fs.existsSync(path.join(root, 'out'))).toBe(true);
    expect(fs.existsSync(path.join(root, '.out-building'))).toBe(false);
  });
});

describe('out/ is always a whole site (issue #24, item 2)', () => {
  /** A next build that writes a page into out/, as Next does. */
  const nextBuildWriting = (root: string, text: string) => async () => {
    fs.mkdirSync(path.join(root, 'out'), { recursive: true });
    fs.writeFileSync(path.join(root, 'out', 'index.html'), text);
  };
  const previousSite = (root: string) => {
    fs.mkdirSync(path.join(root, 'out'));
    fs.writeFileSync(path.join(root, 'out', 'index.html'), 'previous, with its policy');
    fs.writeFileSync(path.join(root, 'serve.json'), '{"previous":true}');
  };

  it.each([
    ['the photo step', 'photos'],
    ['the post-build step', 'postbuild'],
    ['the service-worker step', 'serviceWorker'],
  ] as const)(
    'a failure in %s leaves the previous site in out/, not a half-built one',
    async (_what, step) => {
      const root = tempProject();
      previousSite(root);
      const steps = {
        photos: async () => undefined,
        postbuild: async (_outDir: string, configDir: string) =>
          fs.writeFileSync(path.join(configDir, 'serve.json'), '{"new":true}'),
        search: async () => 0,
        serviceWorker: noWorker,
        [step]: async () => {
          throw new Error(`${step} failed: a 1080 × 17000 photo`);
        },
      };
      await expect(
        build({ root, skipTypecheck: true, run: nextBuildWriting(root, 'new, not yet secured'), ...steps }),
      ).rejects.toThrow(`${step} failed`);
      expect(fs.readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('previous, with its policy');
      expect(fs.readFileSync(path.join(root, 'serve.json'), 'utf8')).toBe('{"previous":true}');
      expect(fs.readdirSync(root).sort()).toEqual(['.next', 'out', 'serve.json']);
    },
  );

  it('a failure in next build itself (out/ half written) leaves the previous site too', async () => {
    const root = tempProject();
    previousSite(root);
    const failing = async () => {
      await nextBuildWriting(root, 'half')();
      throw new Error('next build failed');
    };
    await expect(build({ root, skipTypecheck: true, run: failing })).rejects.toThrow('next build failed');
    expect(fs.readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('previous, with its policy');
  });

  it('after a killed build (the site set aside, out/ half written), the whole site is the one kept', async () => {
    const root = tempProject();
    fs.mkdirSync(path.join(root, '.out-previous'));
    fs.writeFileSync(path.join(root, '.out-previous', 'index.html'), 'whole');
    fs.mkdirSync(path.join(root, 'out'));
    fs.writeFileSync(path.join(root, 'out', 'index.html'), 'half');
    fs.mkdirSync(path.join(root, '.out-building'));
    const failing = async () => {
      throw new Error('next build failed');
    };
    await expect(build({ root, skipTypecheck: true, run: failing })).rejects.toThrow('next build failed');
    expect(fs.readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('whole');
    expect(fs.readdirSync(root).sort()).toEqual(['.next', 'out']);
  });

  it('with no previous site, a failed build leaves no out/ at all', async () => {
    const root = tempProject();
    await expect(
      build({
        root,
        skipTypecheck: true,
        run: nextBuildWriting(root, 'new'),
        photos: async () => {
          throw new Error('photo failed');
        },
      }),
    ).rejects.toThrow('photo failed');
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('a successful build replaces out/ and serve.json together', async () => {
    const root = tempProject();
    previousSite(root);
    await build({
      root,
      skipTypecheck: true,
      run: nextBuildWriting(root, 'new, secured'),
      photos: async () => undefined,
      postbuild: async (_outDir: string, configDir: string) =>
        fs.writeFileSync(path.join(configDir, 'serve.json'), '{"new":true}'),
      search: async () => 0,
      serviceWorker: noWorker,
    });
    expect(fs.readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('new, secured');
    expect(fs.readFileSync(path.join(root, 'serve.json'), 'utf8')).toBe('{"new":true}');
    expect(fs.readdirSync(root).sort()).toEqual(['.next', 'out', 'serve.json']);
  });
});

describe('sharedDuringBuild', () => {
  const privateDir = () => {
    const dir = fs.mkdtempSync(path.join(tempProject(), BUILD_CACHE_PREFIX));
    fs.chmodSync(dir, 0o700);
    return dir;
  };

  it('computes once per build and hands the others the stored value', () => {
    process.env[BUILD_CACHE_ENV] = privateDir();
    const compute = vi.fn(() => ({ n: 1 }));
    expect(sharedDuringBuild('x', 'in', compute)).toEqual({ n: 1 });
    expect(sharedDuringBuild('x', 'in', compute)).toEqual({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    expect(sharedDuringBuild('x', 'other inputs', compute)).toEqual({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('onceDuringBuild: slow work (a download) runs once while others wait for it, and a failure is not kept', async () => {
    process.env[BUILD_CACHE_ENV] = privateDir();
    let runs = 0;
    const download = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { file: 'photo.jpg' };
    };
    const results = await Promise.all([1, 2, 3].map(() => onceDuringBuild('photo-remote', 'url', download)));
    expect(results).toEqual([{ file: 'photo.jpg' }, { file: 'photo.jpg' }, { file: 'photo.jpg' }]);
    expect(runs).toBe(1);
    await expect(
      onceDuringBuild('photo-meta', 'x', async () => Promise.reject(new Error('bad photo'))),
    ).rejects.toThrow('bad photo');
    expect(await onceDuringBuild('photo-meta', 'x', async () => 'fixed')).toBe('fixed');
  });

  it('onceDuringBuild: a lock left by a process that ended (a stopped build worker) is taken over', async () => {
    const dir = privateDir();
    process.env[BUILD_CACHE_ENV] = dir;
    // Learn the lock's name from a first value, then plant a lock of a process that is gone.
    await onceDuringBuild('photo-remote', 'probe', async () => 1);
    const probe = fs.readdirSync(dir).find((name) => name.startsWith('photo-remote-'))!;
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const key = (inputs: string) =>
      createHash('sha256').update(`photo-remote\0${inputs}`).digest('hex').slice(0, 32);
    expect(probe).toBe(`photo-remote-${key('probe')}.json`);
    fs.writeFileSync(path.join(dir, `photo-remote-${key('url')}.json.lock`), dead);
    const started = Date.now();
    expect(await onceDuringBuild('photo-remote', 'url', async () => 'done', { waitMs: 60_000 })).toBe('done');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('recomputes when the stored file was altered, truncated or is for other inputs', () => {
    const dir = privateDir();
    process.env[BUILD_CACHE_ENV] = dir;
    sharedDuringBuild('guides', 'in', () => ['real']);
    const [file] = fs.readdirSync(dir);
    const stored = path.join(dir, file!);
    const record = JSON.parse(fs.readFileSync(stored, 'utf8'));
    for (const tampered of [
      JSON.stringify({ ...record, payload: JSON.stringify(['planted']) }),
      JSON.stringify({ ...record, key: 'another key' }),
      fs.readFileSync(stored, 'utf8').slice(0, 20),
      'null',
    ]) {
      fs.writeFileSync(stored, tampered);
      expect(sharedDuringBuild('guides', 'in', () => ['real'])).toEqual(['real']);
    }
  });

  it('only uses a private folder this build made (not a link, not readable by others)', () => {
    const compute = vi.fn(() => 1);
    const open = privateDir();
    fs.chmodSync(open, 0o755);
    const link = path.join(path.dirname(open), `${BUILD_CACHE_PREFIX}link`);
    const target = privateDir();
    fs.symlinkSync(target, link);
    for (const dir of [open, link, path.join(os.tmpdir(), 'somewhere-else'), 'relative/dir']) {
      process.env[BUILD_CACHE_ENV] = dir;
      sharedDuringBuild('x', 'in', compute);
      sharedDuringBuild('x', 'in', compute);
    }
    expect(compute).toHaveBeenCalledTimes(8);
    expect(fs.readdirSync(open)).toEqual([]);
    expect(fs.readdirSync(target)).toEqual([]);
  });
});
