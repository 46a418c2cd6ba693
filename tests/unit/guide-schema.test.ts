// @vitest-environment node
import { GuideContentError, parseGuide } from '@/lib/content/guides';
import {
  EARLIEST_DATE,
  latestDate,
  RESERVED_GUIDE_SLUGS,
  TITLE_MAX_LENGTH,
} from '@/lib/content/guide-schema';
import { areas, tags } from '@/lib/content/taxonomy';
import { LOCALES } from '@/lib/i18n/locales';

const valid = {
  title: '"Top 10 Things to Do in Bandung"',
  excerpt: '"Craters, tea and coffee."',
  summary: '"A practical guide to Bandung."',
  image: '"https://images.unsplash.com/photo-1617148302839-ee02d38676ef"',
  imageAlt: '"Kawah Putih crater lake"',
  date: '2025-07-10',
  updated: '2025-07-18',
  views: '"2.1k"',
  area: 'city-centre',
  tags: '[coffee, food]',
};

function source(fields: Record<string, string | undefined>, body = 'Bandung is cool.') {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

const FILE = 'content/guides/some-guide.md';
const errorFor = (fields: Record<string, string | undefined>, file = FILE, body?: string) => {
  try {
    parseGuide(file, source(fields, body));
  } catch (error) {
    expect(error).toBeInstanceOf(GuideContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guide to be rejected');
};

describe('guide frontmatter schema', () => {
  it('accepts a valid guide and derives its display values', () => {
    const guide = parseGuide(FILE, source(valid));
    expect(guide).toMatchObject({
      slug: 'some-guide',
      href: '/guides/some-guide',
      date: '2025-07-10',
      dateLabel: 'Jul 10, 2025',
      updatedLabel: 'Updated July 2025',
      views: '2.1k',
      readTime: '1 min read',
      locale: 'en',
    });
  });

  it('reads an original written in Indonesian (lang: id) and derives its display values in Indonesian', () => {
    const guide = parseGuide(FILE, source({ ...valid, lang: 'id' }));
    expect(guide).toMatchObject({
      slug: 'some-guide',
      locale: 'id',
      href: '/id/guides/some-guide',
      date: '2025-07-10',
      dateLabel: '10 Jul 2025',
      updatedLabel: 'Diperbarui Juli 2025',
      views: '2.1k',
      readTime: '1 menit baca',
    });
    expect(guide.translationOf).toBeUndefined();
  });

  it('is English unless it says otherwise, and knows only the site’s languages', () => {
    expect(parseGuide(FILE, source(valid)).locale).toBe('en');
    const message = errorFor({ ...valid, lang: 'fr' });
    expect(message).toContain('field "lang"');
    for (const locale of LOCALES) expect(message).toContain(locale);
  });

  it('defaults updated to date and accepts numeric views', () => {
    const guide = parseGuide(FILE, source({ ...valid, updated: undefined, views: '980' }));
    expect(guide.updated).toBe('2025-07-10');
    expect(guide.views).toBe('980');
  });

  it.each(['title', 'excerpt', 'summary', 'date'])(
    'names the file and the missing required field "%s"',
    (field) => {
      const message = errorFor({ ...valid, [field]: undefined });
      expect(message).toContain(FILE);
      expect(message).toContain(`field "${field}"`);
    },
  );

  it('without image, gets a designed cover drawn from its area and tags, seeded by its slug, and no alt text', () => {
    const guide = parseGuide(FILE, source({ ...valid, image: undefined, imageAlt: undefined }));
    expect(guide.imageSource).toEqual({
      kind: 'cover',
      theme: { area: 'city-centre', tags: ['coffee', 'food'], seed: 'some-guide' },
      in: FILE,
    });
    expect(guide.imageAlt).toBeUndefined();
  });

  it('requires imageAlt with image, naming the file, the field and the photo', () => {
    const message = errorFor({ ...valid, imageAlt: undefined });
    expect(message).toContain(FILE);
    expect(message).toMatch(
      /field "imageAlt": is required \(the hero photo’s alternative text.*\) for photo https:\/\/images\.unsplash\.com\/photo-1617148302839/,
    );
  });

  it('refuses imageAlt without image: a designed cover is decorative, there is no photo to describe', () => {
    const message = errorFor({ ...valid, image: undefined });
    expect(message).toContain(FILE);
    expect(message).toMatch(
      /field "imageAlt": describes a hero photo, but there is no image.*designed cover/,
    );
  });

  it('refuses an empty image rather than taking it for a cover', () => {
    expect(errorFor({ ...valid, image: '""' })).toMatch(
      /field "image": is empty.*leave image out for a designed cover/,
    );
  });

  it.each([
    ['title', '""', 'is required'],
    ['image', '"http://images.unsplash.com/photo-1"', 'https://'],
    // A path is a photo file beside the guide (lib/photos/photo-source.ts); this one does not exist.
    ['image', '"not a url"', 'no such file (content/guides/not a url)'],
    ['image', '"ftp://example.com/a.jpg"', 'https://'],
    ['date', '"10/07/2025"', 'YYYY-MM-DD'],
    ['date', '2025-02-30', 'calendar date'],
    ['updated', '"July 2025"', 'YYYY-MM-DD'],
    ['views', '"lots"', '2.1k'],
  ])('rejects an invalid %s (%s)', (field, value, expected) => {
    const message = errorFor({ ...valid, [field]: value });
    expect(message).toContain(`field "${field}"`);
    expect(message).toContain(expected);
  });

  it('reads the area, the tags and featured (tags and featured are optional)', () => {
    expect(parseGuide(FILE, source({ ...valid, featured: 'true' }))).toMatchObject({
      area: 'city-centre',
      tags: ['coffee', 'food'],
      featured: true,
    });
    expect(parseGuide(FILE, source({ ...valid, tags: undefined }))).toMatchObject({
      tags: [],
      featured: false,
    });
  });

  it('names the file, the field and every allowed value for an unknown area or tag', () => {
    const area = errorFor({ ...valid, area: 'bogor' });
    expect(area).toContain(FILE);
    expect(area).toContain('field "area"');
    for (const { slug } of areas) expect(area).toContain(slug);
    const tag = errorFor({ ...valid, tags: '[coffee, karaoke]' });
    expect(tag).toContain('field "tags" (item 2): "karaoke" is not one of the tags');
    for (const { slug } of tags) expect(tag).toContain(slug);
    expect(errorFor({ ...valid, area: undefined })).toMatch(/field "area": is required \(one of the areas/);
    expect(errorFor({ ...valid, tags: '[food, food]' })).toContain('lists a tag twice');
    expect(errorFor({ ...valid, tags: 'food' })).toContain('field "tags": must be a list');
    expect(errorFor({ ...valid, featured: '"yes"' })).toContain('field "featured": must be true or false');
  });

  it('refuses the file names the guide lists use (/guides/page/…, /guides/area/…, /guides/tag/…)', () => {
    for (const slug of RESERVED_GUIDE_SLUGS) {
      expect(errorFor(valid, `content/guides/${slug}.md`)).toMatch(/taken by the guide lists/);
    }
  });

  it('rejects unknown fields, naming them', () => {
    expect(errorFor({ ...valid, author: '"Someone"' })).toContain('unknown field(s) author');
  });

  it('rejects a file name that is not lower-case kebab-case', () => {
    expect(errorFor(valid, 'content/guides/Best_Cafes.md')).toContain('kebab-case');
    expect(errorFor(valid, 'content/guides/best--cafes.md')).toContain('kebab-case');
  });

  it('rejects broken YAML and an empty body', () => {
    expect(errorFor({ ...valid, title: '"unterminated' })).toContain('not valid YAML');
    expect(errorFor(valid, FILE, ' ')).toContain('body is empty');
  });

  it.each([
    ['title', '123'],
    ['title', 'true'],
    ['excerpt', '["a", "list"]'],
    ['imageAlt', '{ text: "a map" }'],
  ])('says %s must be text, not that it is missing, when it is %s', (field, value) => {
    const message = errorFor({ ...valid, [field]: value });
    expect(message).toContain(`field "${field}": must be text`);
    expect(message).not.toContain('is required');
  });

  // Written as YAML escapes in a double-quoted value, as an editor (or an attacker) could.
  it.each([
    ['right-to-left override', '\\u202E', 'U+202E'],
    ['left-to-right embedding', '\\u202A', 'U+202A'],
    ['first-strong isolate', '\\u2068', 'U+2068'],
    ['line break', '\\n', 'U+000A'],
    ['escape character', '\\e', 'U+001B'],
    ['C1 control', '\\u0085', 'U+0085'],
  ])('refuses a %s in a text field, naming the character', (_what, escape, code) => {
    for (const field of ['title', 'excerpt', 'summary', 'imageAlt']) {
      const message = errorFor({ ...valid, [field]: `"Kopi${escape}Bandung"` });
      expect(message).toContain(`field "${field}": contains ${code} at position 5`);
    }
  });

  it('accepts right-to-left and non-Latin text without control characters', () => {
    expect(() => parseGuide(FILE, source({ ...valid, title: '"مقاهي باندونغ ☕ 万隆"' }))).not.toThrow();
  });

  it(`caps the title at ${TITLE_MAX_LENGTH} characters, what search results and the share image show`, () => {
    const longest = 'B'.repeat(TITLE_MAX_LENGTH);
    expect(parseGuide(FILE, source({ ...valid, title: `"${longest}"` })).title).toBe(longest);
    expect(errorFor({ ...valid, title: `"${longest}B"` })).toContain(
      `field "title": must be at most ${TITLE_MAX_LENGTH} characters`,
    );
  });

  it('checks dates: not before 2000, not more than a year ahead, updated not before date', () => {
    const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);
    expect(errorFor({ ...valid, date: dayBefore(EARLIEST_DATE), updated: undefined })).toContain(
      `field "date": must not be before ${EARLIEST_DATE}`,
    );
    expect(() =>
      parseGuide(FILE, source({ ...valid, date: EARLIEST_DATE, updated: undefined })),
    ).not.toThrow();
    const limit = latestDate();
    expect(() => parseGuide(FILE, source({ ...valid, date: limit, updated: undefined }))).not.toThrow();
    expect(errorFor({ ...valid, date: dayAfter(limit), updated: undefined })).toContain(
      `field "date": must not be more than a year ahead`,
    );
    expect(errorFor({ ...valid, updated: dayAfter(limit) })).toContain('field "updated": must not be more');
    expect(errorFor({ ...valid, date: '2025-07-10', updated: '2025-07-09' })).toContain(
      'field "updated": must not be before date (2025-07-10)',
    );
    expect(() =>
      parseGuide(FILE, source({ ...valid, date: '2025-07-10', updated: '2025-07-10' })),
    ).not.toThrow();
  });
});
