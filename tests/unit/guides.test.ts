// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { guideLabels } from '@/components/guides/guide-labels';
import {
  ContentError,
  getAllGuideSummaries,
  getGuides,
  loadGuides,
  parseGuide,
  translationsOf,
} from '@/lib/content';
import { checkGuideLinks, linkedGuideSlugs } from '@/lib/content/guides/links';
import { markdownParser, markdownUrls, readableText } from '@/lib/content/guides/markdown-urls';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { ProblemList } from '@/lib/content/problems';
import { formatDate, formatMonthYear, readingMinutes } from '@/lib/i18n/format';
import { countWords } from '@/lib/i18n/words';
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

  // The labels are made when a page renders, from each guide's own values (content/guides/ owns
  // those), in the guide's language; their wording is checked with fixed values below.
  it('count the words of their text, and label read time, date and update from their values, in the language', () => {
    const t = tr(locale);
    for (const guide of guides) {
      expect(guide.words, guide.slug).toBe(
        countWords(readableText(markdownParser.parse(guide.content)), locale),
      );
      expect(guideLabels(guide), guide.slug).toEqual({
        readTime: t('guide.readTime', { minutes: readingMinutes(guide.words) }),
        date: formatDate(locale, guide.date),
        updated: t('guide.updated', { date: formatMonthYear(locale, guide.updated) }),
      });
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
      const labels = guideLabels(guide!);
      expect(labels.readTime).toMatch(/^\d+ min read$/);
      expect(labels.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(labels.updated).toMatch(/^Updated [A-Z][a-z]+ \d{4}$/);
    }
  });

  it('pairs every translation with its original, both ways, and gives it the original’s views', () => {
    const all = getAllGuideSummaries();
    for (const guide of all.filter((candidate) => candidate.translationOf)) {
      const original = all.find((candidate) => candidate.slug === guide.translationOf)!;
      expect(original, guide.slug).toBeDefined();
      expect(translationsOf(original)[guide.locale]).toEqual({
        slug: guide.slug,
        href: guide.href,
        title: guide.title,
      });
      expect(translationsOf(guide)[original.locale]).toEqual({
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
    const labels = (locale: Locale) => guideLabels(guides.find((guide) => guide.locale === locale)!);
    expect(labels('en')).toEqual({
      readTime: '8 min read',
      date: 'Jul 10, 2025',
      updated: 'Updated July 2025',
    });
    expect(labels('id')).toEqual({
      readTime: '8 menit baca',
      date: '10 Jul 2025',
      updated: 'Diperbarui Juli 2025',
    });
  });
});

describe('read time', () => {
  it('counts 200 words a minute, rounded up, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1600)).toBe(8);
    expect(readingMinutes(countWords(`${words(1600)}\n\n ${words(1)}`, 'en'))).toBe(9);
  });

  it('counts the words a reader reads, not what lies between spaces', () => {
    expect(countWords('Tickets cost Rp 25.000 — check before you go | Kawah-Putih’s rim', 'en')).toBe(10);
    // A link's address and the Markdown around the words are not read.
    const body = '## Getting there\n\nTake [the train](https://example.com/a/b/c?d=e) **early**.';
    expect(countWords(readableText(markdownParser.parse(body)), 'en')).toBe(6);
  });

  it('splits scripts written without spaces by their words (Intl.Segmenter), not by spaces', () => {
    // "I like to drink coffee" in Thai and in Japanese: one run of letters each, several words.
    expect(countWords('ฉันชอบดื่มกาแฟ', 'en')).toBeGreaterThan(2);
    expect(countWords('私はコーヒーを飲むのが好きです', 'en')).toBeGreaterThan(3);
    expect(countWords('Kopi 私はコーヒーが好き enak', 'en')).toBeGreaterThan(4);
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
    expect(error).toBeInstanceOf(ContentError);
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
    expect(error).toBeInstanceOf(ContentError);
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
    const urls = new Map([a, b].map((guide) => [guide.slug, markdownUrls(guide.content)]));
    const check = (guides: (typeof a)[]) => {
      const problems = new ProblemList();
      checkGuideLinks(guides, urls, problems);
      return problems;
    };
    expect(check([a, b]).problems).toEqual([]);
    expect(() => check([a]).throwIfAny()).toThrow(/a\.md[\s\S]*\/guides\/b/);
  });

  it('refuses a body photo that is not https', () => {
    expect(() => parseGuide('content/guides/x.md', `${frontmatter}\n![p](http://example.com/p.jpg)`)).toThrow(
      /content\/guides\/x\.md[\s\S]*http:\/\/example\.com\/p\.jpg[\s\S]*https/,
    );
    expect(() => parseGuide('x.md', `${frontmatter}\n![p](https://images.unsplash.com/p.jpg)`)).not.toThrow();
  });
});
