// @vitest-environment node
import { guideProject } from './support/temp-project';
import { guideFrontmatter } from './support/guide-source';
import { runInChild } from './support/in-child';

// Issue #34, item 2: a 536-byte YAML "alias bomb" (anchors referring to anchors, each level ten times
// the one before) in a place's or a guide's area, tags or lang was expanded by JSON.stringify into
// the error message: 422 MB at 7 levels; at 8 a build failed after 62 s at 3.9 GiB with "RangeError:
// Invalid string length" naming no file. Content files now refuse anchors and aliases, and messages
// show a short, cut value. The real loaders run in a child process with a heap limit and a time limit.

/** A YAML flow list nesting `levels` levels of anchors, each level ten aliases of the one before. */
function aliasBomb(levels: number) {
  const lines = [`  - &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]`];
  for (let level = 1; level <= levels; level++) {
    lines.push(`  - &a${level} [${Array.from({ length: 10 }, () => `*a${level - 1}`).join(', ')}]`);
  }
  return `\n${lines.join('\n')}`;
}

const HEAP_MIB = 512;
const TIME_LIMIT_MS = 20_000;

/** Loads the project's places and guides in a child; prints the error's message (cut) or "loaded". */
const load = (guides: string) => `
  import path from 'node:path';
  import { loadGuides } from '@/lib/content/guides';
  try {
    loadGuides(${JSON.stringify(guides)});
    console.log('loaded');
  } catch (error) {
    console.log(String(error.message).slice(0, 2000));
    console.log('message length: ' + String(error.message).length);
  }
`;

describe('YAML alias bombs (issue #34, item 2)', () => {
  const placeBomb = `name: Bomb\narea:${aliasBomb(8)}\n`;
  expect(Buffer.byteLength(placeBomb)).toBeLessThan(1_000);

  it.each([
    ['a place’s area', 'content/places/bomb.yaml', { 'content/places/bomb.yaml': placeBomb }],
    [
      'a guide’s area',
      'content/guides/bomb.md',
      {
        'content/guides/bomb.md': `${guideFrontmatter().replace(/^area: .*$/m, `area:${aliasBomb(8)}`)}\nText.\n`,
      },
    ],
    [
      'a guide’s tags',
      'content/guides/bomb.md',
      {
        'content/guides/bomb.md': `${guideFrontmatter().replace('---\n', `---\ntags:${aliasBomb(8)}\n`)}\nText.\n`,
      },
    ],
    [
      'a guide’s lang',
      'content/guides/bomb.md',
      {
        'content/guides/bomb.md': `${guideFrontmatter().replace('---\n', `---\nlang:${aliasBomb(8)}\n`)}\nText.\n`,
      },
    ],
  ])(
    'in %s fails at once, naming the file, within a bounded memory',
    async (_where, file, files) => {
      const dir = guideProject({ 'content/guides/.gitkeep': '', 'content/places/.gitkeep': '', ...files });
      const run = await runInChild(load(dir), { timeoutMs: TIME_LIMIT_MS, maxOldSpaceMiB: HEAP_MIB });
      const what = `${run.timedOut ? 'timed out' : `exit ${run.code}`} after ${run.ms.toFixed(0)} ms, peak ${run.peakRssMiB} MiB: ${run.stdout.slice(0, 300)}${run.stderr.slice(-300)}`;
      console.log(`issue #34 item 2 (${_where}): ${what}`);
      expect(run.timedOut, what).toBe(false);
      expect(run.code, what).toBe(0);
      expect(run.stdout, what).toContain(file);
      expect(run.stdout).toMatch(/anchor/);
      expect(Number(/message length: (\d+)/.exec(run.stdout)?.[1])).toBeLessThan(1_000);
      expect(run.ms).toBeLessThan(5_000);
      expect(run.peakRssMiB).toBeLessThan(400);
    },
    60_000,
  );
});

describe('messages never write the input out (issue #34, item 2)', () => {
  it('a 1 MB area is shown cut to a few dozen characters, with the file and field named', async () => {
    const { parsePlace } = await import('@/lib/places/places');
    let message = '';
    try {
      parsePlace('content/places/long.yaml', `name: Long\narea: ${'x'.repeat(1_000_000)}\n`);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Invalid place content\/places\/long\.yaml:\n {2}field "area": "x{40}…" is not one of/,
    );
    expect(message.length).toBeLessThan(1_000);
  });

  it.each([
    ['an anchor', 'name: A\narea: &here city-centre\n', 2],
    ['an alias with no anchor', 'name: A\narea: city-centre\naddress: *here\n', 3],
    ['a merge key', 'name: A\n<<: *base\narea: city-centre\n', 2],
  ])('refuses %s, naming the line', async (_what, source, line) => {
    const { parsePlace } = await import('@/lib/places/places');
    expect(() => parsePlace('content/places/a.yaml', source)).toThrow(
      `Invalid place content/places/a.yaml:\n  line ${line}: YAML anchors and aliases (&name, *name) are not accepted in content files`,
    );
  });
});
