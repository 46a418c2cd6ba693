// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadGuides, parseGuide } from '@/lib/content';
import { SLUG_MAX_LENGTH, TEXT_MAX_LENGTH } from '@/lib/content/guides/schema';
import { ADDRESS_MAX_LENGTH, PLACE_NAME_MAX_LENGTH } from '@/lib/content/places/schema';
import { parsePlace } from '@/lib/content/places/read';
import { standInImage } from '@/lib/build/photos/stand-in.mjs';
import { guideProject } from './support/temp-project';

// Guide files as hostile or careless input (issue #24, item 8): a slug too long for the file names
// it becomes, invisible characters, text fields of any length, the files tools leave in folders, and
// photo names that differ only in Unicode normalisation or in case. Each is refused (or taken) with
// a message naming the file and the field.

const fields = {
  title: '"A Guide"',
  excerpt: '"Card text."',
  summary: '"Meta description."',
  image: '"https://images.unsplash.com/photo-1"',
  imageAlt: '"A view"',
  date: '2025-07-01',
  area: 'city-centre',
};
const source = (overrides: Record<string, string> = {}, extra = '') =>
  `---\n${Object.entries({ ...fields, ...overrides })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n${extra}---\n\nText.\n`;

const PLACE_FILE = 'content/places/braga.yaml';

/** The error a place record (content/places/) with this name and address stops the build with. */
function placeError(name: string, address?: string): string {
  const yaml = `name: ${JSON.stringify(name)}\narea: city-centre\n${address === undefined ? '' : `address: ${JSON.stringify(address)}\n`}`;
  try {
    parsePlace(PLACE_FILE, yaml);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the place to be refused');
}

const FILE = 'content/guides/a-guide.md';
const errorFor = (text: string, file = FILE) => {
  try {
    parseGuide(file, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guide to be refused');
};

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await standInImage({ seed: 'limits', width: 64, height: 48 });
});

const project = (files: Record<string, string | Buffer>) => guideProject(files, 'guide-limits-');

describe('slugs', () => {
  it('refuses a 248-character slug naming the file, instead of crashing with ENAMETOOLONG', () => {
    const slug = Array.from({ length: 62 }, () => 'long')
      .join('-')
      .slice(0, 248);
    expect(slug).toHaveLength(248);
    const dir = project({ [`content/guides/${slug}.md`]: source() });
    let message = '';
    try {
      loadGuides(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${slug}.md`);
    expect(message).toContain(
      `file name is 248 characters; a slug may have at most ${SLUG_MAX_LENGTH} (it becomes the page's address`,
    );
  });
});

describe('invisible characters', () => {
  it.each([
    ['a zero-width space', '\u200b', 'U+200B', 'an invisible character'],
    ['a zero-width joiner between letters', '\u200d', 'U+200D', 'an invisible character'],
    ['a word joiner', '\u2060', 'U+2060', 'an invisible character'],
    ['a byte-order mark', '\ufeff', 'U+FEFF', 'an invisible character'],
    ['a tag character', '\u{e0041}', 'U+E0041', 'an invisible character'],
    ['a right-to-left mark', '\u200f', 'U+200F', 'a bidirectional-text control'],
    ['an Arabic letter mark', '\u061c', 'U+061C', 'a bidirectional-text control'],
    ['a line separator', '\u2028', 'U+2028', 'a control character such as a line break'],
    ['a paragraph separator', '\u2029', 'U+2029', 'a control character such as a line break'],
  ])('refuses %s in a title and in a place name', (_what, char, code, kind) => {
    const title = errorFor(source({ title: JSON.stringify(`Kawah${char} Putih`) }));
    expect(title).toMatch(/a-guide\.md/);
    expect(title).toContain(`field "title": contains ${code} at position 6 (${kind}`);
    // Inside the text: at either end, trimming takes the whitespace ones away anyway.
    const name = placeError(`Bra${char}ga`);
    expect(name).toContain(PLACE_FILE);
    expect(name).toContain(`field "name": contains ${code} at position 4`);
  });

  it('takes emoji, whose sequences use a joiner and tag characters', () => {
    for (const title of ['Family day 👨‍👩‍👧‍👦', 'Rain ☔️ and tea 🍵', 'Flags 🏴󠁧󠁢󠁳󠁣󠁴󠁿 and 🇮🇩']) {
      expect(() => parseGuide(FILE, source({ title: JSON.stringify(title) }))).not.toThrow();
    }
  });
});

describe('text lengths', () => {
  const long = (n: number) => JSON.stringify('a'.repeat(n));
  it.each([
    ['excerpt', TEXT_MAX_LENGTH.excerpt],
    ['summary', TEXT_MAX_LENGTH.summary],
    ['imageAlt', TEXT_MAX_LENGTH.imageAlt],
  ] as const)('refuses a %s longer than %i characters, naming the field', (field, max) => {
    expect(() => parseGuide(FILE, source({ [field]: long(max) }))).not.toThrow();
    expect(errorFor(source({ [field]: long(max + 1) }))).toMatch(
      new RegExp(`field "${field}": is ${max + 1} characters; at most ${max}`),
    );
  });

  it('refuses a place name or an address that is too long, naming the place’s file', () => {
    expect(placeError('a'.repeat(PLACE_NAME_MAX_LENGTH + 1))).toMatch(
      new RegExp(
        `field "name": is ${PLACE_NAME_MAX_LENGTH + 1} characters; at most ${PLACE_NAME_MAX_LENGTH}`,
      ),
    );
    expect(placeError('Braga', 'b'.repeat(ADDRESS_MAX_LENGTH + 1))).toMatch(
      new RegExp(`field "address": is ${ADDRESS_MAX_LENGTH + 1} characters`),
    );
  });
});

describe('links', () => {
  it('refuses a body link with a user name or password, naming it, instead of publishing it', () => {
    const text = `${source()}\n[Tickets](https://agent:s3cret@tickets.example.com/kawah)\n\n[x](//me@cdn.example.com/)\n`;
    const message = errorFor(text);
    expect(message).toMatch(/a-guide\.md/);
    expect(message).toContain(
      'link https://agent:s3cret@tickets.example.com/kawah carries a user name or password',
    );
    expect(message).toContain('link //me@cdn.example.com/ carries a user name or password');
    expect(() =>
      parseGuide(FILE, `${source()}\n[Tickets](https://tickets.example.com/@kawah)\n`),
    ).not.toThrow();
  });
});

describe('files tools leave behind', () => {
  it('ignores .gitkeep, .DS_Store and ._ files anywhere in content/guides', () => {
    const dir = project({
      'content/guides/.gitkeep': '',
      'content/guides/.DS_Store': 'Bud1',
      'content/guides/a-guide.md': source(),
      'content/guides/images/.DS_Store': 'Bud1',
      'content/guides/images/.gitkeep': '',
      'content/guides/kawah/index.md': source(),
      'content/guides/kawah/.DS_Store': 'Bud1',
      'content/guides/kawah/._index.md': 'AppleDouble',
    });
    expect(loadGuides(dir).map((guide) => guide.slug)).toEqual(['a-guide', 'kawah']);
  });

  it('still refuses a stray file of an editor’s, naming it', () => {
    const dir = project({ 'content/guides/a-guide.md': source(), 'content/guides/notes.txt': 'x' });
    expect(() => loadGuides(dir)).toThrow(/notes\.txt: not a guide/);
  });
});

describe('photo names', () => {
  const nfc = 'caf\u00e9.jpg';
  const nfd = 'cafe\u0301.jpg';

  it('takes a name written in another Unicode normalisation than the file’s (a Mac writes NFD)', () => {
    const dir = project({
      'content/guides/kawah/index.md': `${source({ image: `./${nfc}` })}\n![Coffee](./${nfc})\n`,
      [`content/guides/kawah/${nfd}`]: jpeg,
    });
    const [guide] = loadGuides(dir);
    expect(guide?.imageSource).toMatchObject({ kind: 'file', path: expect.stringContaining(nfd) });
  });

  it('refuses a name that differs from the file’s in case, naming both', () => {
    const dir = project({
      'content/guides/kawah/index.md': source({ image: './Crater-Rim.jpg' }),
      'content/guides/kawah/crater-rim.jpg': jpeg,
    });
    expect(() => loadGuides(dir)).toThrow(
      /kawah\/index\.md[\s\S]*photo \.\/Crater-Rim\.jpg: the file is named crater-rim\.jpg, not Crater-Rim\.jpg \(upper and lower case differ/,
    );
  });
});
