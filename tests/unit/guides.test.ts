// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {
  checkGuideLinks,
  GuideContentError,
  getAllGuides,
  getGuides,
  linkedGuideSlugs,
  loadGuides,
  parseGuide,
} from '@/lib/content/guides';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { formatDate, formatMonthYear, readingMinutes } from '@/lib/i18n/format';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { guidesFolder, translationSource } from './support/guide-project';
import { guideFrontmatter } from './support/guide-source';
import { tr } from './support/i18n';

const frontmatter = guideFrontmatter();

/** An Indonesian translation of `translationOf`, with the given body. */
const translation = (translationOf: string, body: string, extra = '') =>
  translationSource(translationOf, body, { extra });

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe.each(LOCALES)('the real guides (%s)', (locale) => {
  const guides = getGuides(locale);

  it('are listed newest first', () => {
    const dates = guides.map((guide) => guide.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('are all written in the language, at its addresses', () => {
    for (const guide of guides) {
      expect(guide.locale).toBe(locale);
      expect(guide.href).toBe(localePath(locale, `/guides/${guide.slug}`));
    }
  });

  // The labels come from each guide's own text and dates (content/guides/ owns those), written in
  // the guide's language; their wording is checked with fixed values below.
  it('label their read time, date and update from their own text and dates, in the language', () => {
    const t = tr(locale);
    for (const guide of guides) {
      expect(guide.readTime, guide.slug).toBe(
        t('guide.readTime', { minutes: readingMinutes(guide.content) }),
      );
      expect(guide.dateLabel, guide.slug).toBe(formatDate(locale, guide.date));
      expect(guide.updatedLabel, guide.slug).toBe(
        t('guide.updated', { date: formatMonthYear(locale, guide.updated) }),
      );
    }
  });
});

describe('the real guides', () => {
  const english = getGuides('en');

  // The spec's four guides (more guides may join them), each with its views as its frontmatter writes them.
  it('include the four guides of the spec with their own read time, date, update and views', () => {
    const slugs = [
      'top-10-things-to-do-in-bandung',
      'best-cafes-in-bandung',
      'family-friendly-bandung',
      'hidden-gems-bandung',
    ];
    for (const slug of slugs) {
      const guide = english.find((candidate) => candidate.slug === slug);
      expect(guide, slug).toBeDefined();
      const { data } = readFrontmatter(fs.readFileSync(path.join(process.cwd(), guide!.file), 'utf8'));
      const written = (data as { views?: unknown }).views;
      expect(written, `${slug} has views`).toBeDefined();
      expect(guide!.views).toBe(String(written));
      expect(guide!.readTime).toMatch(/^\d+ min read$/);
      expect(guide!.dateLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(guide!.updatedLabel).toMatch(/^Updated [A-Z][a-z]+ \d{4}$/);
    }
  });

  it('pairs every translation with its original, both ways, and gives it the original’s views', () => {
    const all = getAllGuides();
    for (const guide of all.filter((candidate) => candidate.translationOf)) {
      const original = all.find((candidate) => candidate.slug === guide.translationOf)!;
      expect(original, guide.slug).toBeDefined();
      expect(original.translations[guide.locale]).toEqual({
        slug: guide.slug,
        href: guide.href,
        title: guide.title,
      });
      expect(guide.translations[original.locale]).toEqual({
        slug: original.slug,
        href: original.href,
        title: original.title,
      });
      expect(guide.views).toBe(original.views);
    }
  });
});

describe('the labels of a guide, in each language', () => {
  it('write the read time, date and update in the guide’s language', () => {
    const dir = guidesFolder({
      'a-guide.md': `${frontmatter.replace('date: 2025-07-01', 'date: 2025-07-10\nupdated: 2025-07-18')}\n${words(1600)}\n`,
      'sebuah-panduan.md': translationSource('a-guide', words(1600), {
        date: '2025-07-10',
        extra: 'updated: 2025-07-18\n',
      }),
    });
    const guides = loadGuides(dir);
    const labels = (locale: Locale) => {
      const { readTime, dateLabel, updatedLabel } = guides.find((guide) => guide.locale === locale)!;
      return { readTime, dateLabel, updatedLabel };
    };
    expect(labels('en')).toEqual({
      readTime: '8 min read',
      dateLabel: 'Jul 10, 2025',
      updatedLabel: 'Updated July 2025',
    });
    expect(labels('id')).toEqual({
      readTime: '8 menit baca',
      dateLabel: '10 Jul 2025',
      updatedLabel: 'Diperbarui Juli 2025',
    });
  });
});

describe('read time', () => {
  it('counts 200 words a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1600))).toBe(8);
    expect(readingMinutes(`${words(1600)}\n\n ${words(1)}`)).toBe(9);
  });

  it('is said in each language', () => {
    expect(tr('en')('guide.readTime', { minutes: 1 })).toBe('1 min read');
    expect(tr('en')('guide.readTime', { minutes: 8 })).toBe('8 min read');
    expect(tr('id')('guide.readTime', { minutes: 1 })).toBe('1 menit baca');
    expect(tr('id')('guide.readTime', { minutes: 8 })).toBe('8 menit baca');
  });
});

describe('guide links in Markdown', () => {
  it('finds /guides/<slug> links, reference definitions included', () => {
    const body =
      'See [one](/guides/alpha), [two](/guides/beta#tips), [list](/guides), [tour](/tours#x) and [ref][r].\n\n[r]: /guides/gamma?x=1\n';
    expect(linkedGuideSlugs(body)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('finds the Indonesian pages’ /id/guides/<slug> links too', () => {
    const body =
      'Lihat [satu](/id/guides/alpha), [dua](/id/guides/beta#tips), [daftar](/id/guides), [tur](/id/tours#x) dan [ref][r].\n\n[r]: /id/guides/gamma?x=1\n';
    expect(linkedGuideSlugs(body)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('stops the build naming the file and the dead link', () => {
    const dir = guidesFolder({
      'a-guide.md': `${frontmatter}\nRead [b](/guides/b-guide).\n`,
      'b-guide.md': `${frontmatter}\nRead [missing](/guides/no-such-guide).\n`,
    });
    let error: unknown;
    try {
      loadGuides(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GuideContentError);
    expect((error as Error).message).toContain('b-guide.md');
    expect((error as Error).message).toContain('/guides/no-such-guide');
    fs.writeFileSync(path.join(dir, 'no-such-guide.md'), `${frontmatter}\nNow it exists.\n`);
    expect(loadGuides(dir).map((guide) => guide.slug)).toHaveLength(3);
  });

  it('stops the build for a link to a guide that does not exist in the link’s language', () => {
    // b-guide exists in English only: /id/guides/b-guide is a dead link on the Indonesian site.
    const dir = guidesFolder({
      'a-guide.md': `${frontmatter}\nRead [b](/guides/b-guide).\n`,
      'b-guide.md': `${frontmatter}\nThe English text.\n`,
      'sebuah-panduan.md': translation('a-guide', 'Baca [b](/id/guides/b-guide).'),
    });
    let error: unknown;
    try {
      loadGuides(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GuideContentError);
    expect((error as Error).message).toContain('sebuah-panduan.md');
    expect((error as Error).message).toContain('/id/guides/b-guide');
    fs.writeFileSync(path.join(dir, 'panduan-b.md'), translation('b-guide', 'Teks bahasa Indonesia.'));
    fs.writeFileSync(
      path.join(dir, 'sebuah-panduan.md'),
      translation('a-guide', 'Baca [b](/id/guides/panduan-b).'),
    );
    expect(
      loadGuides(dir)
        .map((guide) => guide.slug)
        .sort(),
    ).toEqual(['a-guide', 'b-guide', 'panduan-b', 'sebuah-panduan']);
  });

  it('passes when every linked guide exists', () => {
    const a = parseGuide('a.md', `${frontmatter}\n[b](/guides/b)`);
    const b = parseGuide('b.md', `${frontmatter}\n[a](/guides/a)`);
    expect(() => checkGuideLinks([a, b])).not.toThrow();
    expect(() => checkGuideLinks([a])).toThrow(/a\.md[\s\S]*\/guides\/b/);
  });

  it('refuses a body photo that is not https', () => {
    expect(() => parseGuide('content/guides/x.md', `${frontmatter}\n![p](http://example.com/p.jpg)`)).toThrow(
      /content\/guides\/x\.md[\s\S]*http:\/\/example\.com\/p\.jpg[\s\S]*https/,
    );
    expect(() => parseGuide('x.md', `${frontmatter}\n![p](https://images.unsplash.com/p.jpg)`)).not.toThrow();
  });
});
