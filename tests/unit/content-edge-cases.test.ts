// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { loadGuides, parseGuide } from '@/lib/content/guides';
import { parsePlace } from '@/lib/places/places';
import { guideFrontmatter, guideSource } from './support/guide-source';
import { guideProject } from './support/temp-project';
import { translationSource } from './support/guide-project';

// Issue #34, item 13: the small ones left from round two and new ones. Each is the real loader's
// answer to a file an editor (or an attacker) could commit.

const FILE = 'content/guides/a-guide.md';

function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to be refused');
}

const guide = (source: string) => () => parseGuide(FILE, source, undefined, new Map());

describe('frontmatter that does not start where it must', () => {
  it('a blank line before the opening --- says so', () => {
    const message = refusal(guide(`\n${guideSource('Text.')}`));
    expect(message).toMatch(
      /the file starts with a blank line: its first line must be the --- that opens the frontmatter/,
    );
    expect(message).not.toMatch(/is required/);
  });

  it('CR-only line endings say so', () => {
    const message = refusal(guide(guideSource('Text.').replace(/\n/g, '\r')));
    expect(message).toMatch(
      /lines end in CR only \(classic Mac OS\), from line 1; save the file with LF line endings/,
    );
  });
});

it('views: .inf says what to write', () => {
  const message = refusal(guide(guideSource('Text.').replace('---\n\n', 'views: .inf\n---\n\n')));
  expect(message).toMatch(/field "views": must look like 980 or 2\.1k/);
});

it('a place’s area message reads as a sentence, naming the allowed areas and why', () => {
  const message = refusal(() => parsePlace('content/places/a.yaml', 'name: A\narea: all-around-bandung\n'));
  expect(message).toMatch(
    /^Invalid place content\/places\/a\.yaml:\n {2}field "area": "all-around-bandung" is not one of the areas in lib\/content\/taxonomy\.ts: city-centre, [a-z, -]+ \(a place is in one area, not all around Bandung\)$/,
  );
});

describe('links a guide body may not hold', () => {
  it.each([
    ['a relative link', '[the tea hills](kawah-putih)', /link kawah-putih is relative/],
    ['a relative link upwards', '[the list](../guides/nope)', /link \.\.\/guides\/nope is relative/],
    [
      'an own-site absolute link',
      '[a guide](https://explorebandung.id/guides/nope)',
      /link https:\/\/explorebandung\.id\/guides\/nope is to this site: write it as \/guides\/nope/,
    ],
  ])('refuses %s, naming it', (_what, link, problem) => {
    expect(refusal(guide(guideSource(`See ${link}.`)))).toMatch(problem);
  });

  it('takes links to other sites, paths from the root, fragments and e-mail', () => {
    const body =
      'See [x](https://www.openstreetmap.org/), [tours](/tours), [top](#top) and [mail](mailto:a@b.id).';
    expect(guide(guideSource(body))).not.toThrow();
  });
});

describe('files outside content/', () => {
  it('a guide that is a symbolic link to a file elsewhere in the project is refused, not read', () => {
    const dir = guideProject({
      '.env': 'DEPLOY_TOKEN=secret-token\n',
      'content/guides/.gitkeep': '',
      'content/places/.gitkeep': '',
    });
    fs.symlinkSync(path.join(dir, '..', '..', '.env'), path.join(dir, 'secret.md'));
    const message = refusal(() => loadGuides(dir));
    expect(message).toMatch(/secret\.md: symbolic link to .*\.env, outside content\//);
    expect(message).not.toContain('secret-token');
  });

  it('a YAML error never prints the file’s lines', () => {
    const source = `---\ntitle: "A"\nDEPLOY_TOKEN=secret-token\n  bad: [\n---\n\nText.\n`;
    const message = refusal(guide(source));
    expect(message).toMatch(/frontmatter line \d+: not valid YAML/);
    expect(message).not.toContain('secret-token');
  });
});

it('a place price too large to be one is refused, not rounded', () => {
  const message = refusal(() =>
    parsePlace('content/places/a.yaml', 'name: A\narea: city-centre\nprice: "999,999,999,999,999,999,999"\n'),
  );
  expect(message).toMatch(/field "price": .*more than 100,000,000/);
});

it('tab-indented "> q" lines are code, not block quotes', () => {
  const code = Array.from({ length: 300 }, (_, i) => `\t> not a quote ${i}`).join('\n\n');
  expect(guide(guideSource(`Some code:\n\n${code}`))).not.toThrow();
});

it('a translation that names itself says so', () => {
  const dir = guideProject({
    'content/guides/a-guide.md': guideSource('Text.'),
    'content/guides/sebuah-panduan.md': translationSource('sebuah-panduan', 'Teks.'),
    'content/places/.gitkeep': '',
  });
  expect(refusal(() => loadGuides(dir))).toMatch(
    /sebuah-panduan\.md:\n {2}field "translationOf": names this guide itself; name the guide it translates/,
  );
});

it('a guide frontmatter helper stays valid', () => {
  expect(guide(`${guideFrontmatter()}\nText.\n`)).not.toThrow();
});
