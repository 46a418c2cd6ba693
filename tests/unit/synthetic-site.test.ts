// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject } from '@/scripts/test/synthetic-site.mjs';

// A copy of the project (the fixture site, bench:scale) may be made while `npm run test:dev` runs, and
// that run writes draft guides into content/guides/ (scripts/test/dev-draft.mjs). The probe project is
// a folder of its own: a half-written draft in the real content/guides/ would break the other test
// files that read every guide meanwhile.
describe('copyProject', () => {
  let project = '';
  let copy = '';
  afterEach(() => {
    for (const dir of [project, copy]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves out a draft the next dev tests are writing, and copies every guide', () => {
    project = mkdtempSync(path.join(tmpdir(), 'copy-project-'));
    const guides = path.join(project, 'content', 'guides');
    mkdirSync(path.join(guides, 'e2e-dev-copy-probe'), { recursive: true });
    writeFileSync(path.join(guides, 'e2e-dev-copy-probe', 'index.md'), '---\ntitle: "half written"\n');
    writeFileSync(path.join(guides, 'top-10-things-to-do-in-bandung.md'), '---\ntitle: "Top 10"\n---\n');
    writeFileSync(path.join(project, 'package.json'), '{}\n');
    copy = copyProject('unit-', project);
    expect(existsSync(path.join(copy, 'content', 'guides', 'e2e-dev-copy-probe'))).toBe(false);
    expect(existsSync(path.join(copy, 'content', 'guides', 'top-10-things-to-do-in-bandung.md'))).toBe(true);
    expect(existsSync(path.join(copy, 'package.json'))).toBe(true);
  });
});
