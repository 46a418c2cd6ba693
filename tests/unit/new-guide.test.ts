// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseGuide } from '@/lib/content/guides';

const SCRIPT = path.resolve('scripts/new-guide.mjs');
const run = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8' });

describe('npm run new:guide', () => {
  it('writes a valid guide named after the title, dated today, and refuses to overwrite it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    const result = run(root, "Bandung's Best Night Markets!");
    expect(result.status, result.stderr).toBe(0);
    const file = path.join(root, 'content', 'guides', 'bandungs-best-night-markets.md');
    expect(result.stdout).toContain('content/guides/bandungs-best-night-markets.md');
    const text = fs.readFileSync(file, 'utf8');

    const guide = parseGuide('content/guides/bandungs-best-night-markets.md', text);
    expect(guide.title).toBe("Bandung's Best Night Markets!");
    expect(guide.date).toBe(new Date().toISOString().slice(0, 10));
    // No stock photo of something else: a designed cover from its area and tags until the editor
    // adds a photo of its own (the file says how, in a comment).
    expect(guide.imageSource).toEqual({
      kind: 'cover',
      theme: { area: guide.area, tags: [], seed: 'bandungs-best-night-markets' },
      in: 'content/guides/bandungs-best-night-markets.md',
    });
    expect(guide.imageAlt).toBeUndefined();
    expect(text).toMatch(/^# image: images\/your-photo\.jpg$/m);
    // A new guide is an English original (translations start from it with --translate).
    expect(guide.locale).toBe('en');
    expect(guide.translationOf).toBeUndefined();
    expect(guide.area).toBeTruthy();
    expect(text).toContain('lib/content/taxonomy.ts');
    expect(text).not.toMatch(/TODO/);
    expect(guide.content).toMatch(/Replace this paragraph/);
    // Its placeholder words never reach the built site until the editor says it is ready (issue #34).
    expect(guide.draft).toBe(true);
    expect(text).toMatch(/Remove this line when the guide is ready/);

    fs.writeFileSync(file, `${text}\nEdited by hand.\n`);
    const again = run(root, "Bandung's Best Night Markets!");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect(fs.readFileSync(file, 'utf8')).toContain('Edited by hand.');
  });

  it('refuses a title whose slug is already a guide folder (<slug>/index.md)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    fs.mkdirSync(path.join(root, 'content', 'guides', 'night-markets'), { recursive: true });
    const result = run(root, 'Night Markets');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/guides/night-markets/ already exists');
    expect(fs.existsSync(path.join(root, 'content', 'guides', 'night-markets.md'))).toBe(false);
  });

  it('--folder writes content/guides/<slug>/index.md and says the photos go beside it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    const result = run(root, '--folder', 'Kawah Putih at Dawn');
    expect(result.status, result.stderr).toBe(0);
    const file = path.join(root, 'content', 'guides', 'kawah-putih-at-dawn', 'index.md');
    expect(result.stdout).toContain('Created content/guides/kawah-putih-at-dawn/index.md');
    expect(result.stdout).toContain('Put its photos in content/guides/kawah-putih-at-dawn/');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('image: ./your-photo.jpg');
    expect(text).toContain('](./your-photo.jpg)`');
    const guide = parseGuide('content/guides/kawah-putih-at-dawn/index.md', text, path.join(root, 'content'));
    expect(guide.slug).toBe('kawah-putih-at-dawn');
    expect(guide.title).toBe('Kawah Putih at Dawn');
    // The slug is taken in both layouts now.
    const again = run(root, 'Kawah Putih at Dawn');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('content/guides/kawah-putih-at-dawn/ already exists');
  });

  it('without --folder, says the photos go in content/guides/images/', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    const result = run(root, 'Braga Walk');
    expect(result.stdout).toContain('Put its photos in content/guides/images/');
    expect(fs.readFileSync(path.join(root, 'content', 'guides', 'braga-walk.md'), 'utf8')).toContain(
      '](images/your-photo.jpg)`',
    );
  });

  it('asks for a title when none is given', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/title/);
    expect(fs.existsSync(path.join(root, 'content'))).toBe(false);
  });
});
