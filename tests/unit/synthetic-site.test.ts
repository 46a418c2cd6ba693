// @vitest-environment node
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject, ROOT } from '@/scripts/test/synthetic-site.mjs';

// A copy of the project (the fixture site, bench:scale) may be made while `npm run test:dev` runs, and
// that run writes draft guides into content/guides/ (scripts/test/dev-draft.mjs).
describe('copyProject', () => {
  const draft = path.join(ROOT, 'content', 'guides', 'e2e-dev-copy-probe');
  let copy = '';
  afterEach(() => {
    rmSync(draft, { recursive: true, force: true });
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('leaves out a draft the next dev tests are writing, and copies every guide', () => {
    mkdirSync(draft, { recursive: true });
    writeFileSync(path.join(draft, 'index.md'), '---\ntitle: "half written"\n');
    copy = copyProject('unit-');
    expect(existsSync(path.join(copy, 'content', 'guides', 'e2e-dev-copy-probe'))).toBe(false);
    expect(existsSync(path.join(copy, 'content', 'guides', 'top-10-things-to-do-in-bandung.md'))).toBe(true);
    expect(existsSync(path.join(copy, 'package.json'))).toBe(true);
  });
});
