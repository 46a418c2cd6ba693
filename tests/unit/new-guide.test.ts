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
    expect(guide.image).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(guide.area).toBeTruthy();
    expect(text).toContain('lib/content/taxonomy.ts');
    expect(text).not.toMatch(/TODO/);
    expect(guide.content).toMatch(/Replace this paragraph/);

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

  it('asks for a title when none is given', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-guide-'));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/title/);
    expect(fs.existsSync(path.join(root, 'content'))).toBe(false);
  });
});
