// @vitest-environment node
import fs from 'node:fs';
import { expect, it } from 'vitest';

// The README's library table says why each dependency is there: it lists every package of
// package.json, each once, and nothing that is not one.

const README = fs.readFileSync('README.md', 'utf8');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;

/** The packages the table's first column names, row by row. */
function tablePackages(): string[] {
  const section = README.split(/^## Libraries.*$/m)[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (library|-+) /.test(line))
    .flatMap((line) => line.split('|')[1]!.trim().split(/,\s*/))
    .map((name) => name.replace(/\\/g, ''));
}

it('lists every dependency of package.json once, and nothing else', () => {
  const listed = tablePackages();
  const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  expect(listed.length).toBeGreaterThan(0);
  expect(new Set(listed).size, 'a package listed twice').toBe(listed.length);
  expect([...listed].sort()).toEqual([...dependencies].sort());
});
