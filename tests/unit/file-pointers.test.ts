// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brokenPointers, commentsOf, exists, pointersIn } from '@/scripts/lint/file-pointers.mjs';

// Comments and docs say where things are ("the loader, lib/content/load.ts"). A file that moves
// must take those pointers with it: every one must lead to a file or folder of the project.

const ROOT = process.cwd();

describe('file pointers in comments and docs', () => {
  it('all lead to a file or folder of the project', () => {
    expect(brokenPointers(ROOT)).toEqual([]);
  }, 60_000);

  it('are read from comments only, from the root or from the file, with or without an extension', () => {
    const source = [
      '// The loader (lib/content/load.ts) and the door (./index).',
      "const path = 'lib/not/a/pointer.ts'; // a string is not a comment",
      '/** Pages: app/[locale]/layout.tsx, and <slug>.md patterns are not pointers. */',
    ].join('\n');
    const comments = commentsOf(source, 'lib/content/graph.ts');
    expect(comments).toHaveLength(3);
    const pointers = comments.flatMap((comment) => pointersIn(comment, 'lib/content/graph.ts'));
    expect(pointers.map(({ resolved }) => resolved)).toEqual([
      'lib/content/load.ts',
      'lib/content/index',
      'app/[locale]/layout.tsx',
    ]);
    for (const { resolved } of pointers) expect(exists(ROOT, resolved), resolved).toBe(true);
  });

  it('catch a pointer to a file that moved', () => {
    const [pointer] = pointersIn('// Checked in lib/content/guides.ts.', 'lib/content/graph.ts');
    expect(pointer?.written).toBe('lib/content/guides.ts');
    expect(exists(ROOT, pointer!.resolved)).toBe(false);
  });
});
