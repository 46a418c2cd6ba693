import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkGuideLinks,
  GuideContentError,
  getGuides,
  linkedGuideSlugs,
  loadGuides,
  parseGuide,
} from '@/lib/content/guides';
import { readTime } from '@/lib/content/format';
import { guideFrontmatter } from './support/guide-source';

const frontmatter = guideFrontmatter();

describe('the real guides', () => {
  const guides = getGuides();

  it('are listed newest first', () => {
    const dates = guides.map((guide) => guide.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  // The spec's four guides and their labels (more guides may join them).
  it('include the four guides of the spec with their own read time, date, update and views', () => {
    expect(
      guides.map(({ slug, readTime, dateLabel, updatedLabel, views }) => ({
        slug,
        readTime,
        dateLabel,
        updatedLabel,
        views,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          slug: 'top-10-things-to-do-in-bandung',
          readTime: '8 min read',
          dateLabel: 'Jul 10, 2025',
          updatedLabel: 'Updated July 2025',
          views: '2.1k',
        },
        {
          slug: 'best-cafes-in-bandung',
          readTime: '6 min read',
          dateLabel: 'Jul 5, 2025',
          updatedLabel: 'Updated July 2025',
          views: '1.8k',
        },
        {
          slug: 'family-friendly-bandung',
          readTime: '7 min read',
          dateLabel: 'Jun 28, 2025',
          updatedLabel: 'Updated July 2025',
          views: '1.5k',
        },
        {
          slug: 'hidden-gems-bandung',
          readTime: '9 min read',
          dateLabel: 'Jun 15, 2025',
          updatedLabel: 'Updated July 2025',
          views: '980',
        },
      ]),
    );
  });
});

describe('read time', () => {
  it('counts 200 words a minute, rounded up, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readTime('')).toBe('1 min read');
    expect(readTime(words(200))).toBe('1 min read');
    expect(readTime(words(201))).toBe('2 min read');
    expect(readTime(words(1600))).toBe('8 min read');
    expect(readTime(`${words(1600)}\n\n ${words(1)}`)).toBe('9 min read');
  });
});

describe('guide links in Markdown', () => {
  it('finds /guides/<slug> links, reference definitions included', () => {
    const body =
      'See [one](/guides/alpha), [two](/guides/beta#tips), [list](/guides), [tour](/tours#x) and [ref][r].\n\n[r]: /guides/gamma?x=1\n';
    expect(linkedGuideSlugs(body)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('stops the build naming the file and the dead link', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    fs.writeFileSync(path.join(dir, 'a-guide.md'), `${frontmatter}\nRead [b](/guides/b-guide).\n`);
    fs.writeFileSync(
      path.join(dir, 'b-guide.md'),
      `${frontmatter}\nRead [missing](/guides/no-such-guide).\n`,
    );
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
