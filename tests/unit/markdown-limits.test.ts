// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, loadGuides, parseGuide } from '@/lib/content';
import { linkedGuideSlugs } from '@/lib/content/guides/links';
import { MAX_BLOCK_QUOTES, MAX_BODY_BYTES, MAX_MARKDOWN_NESTING } from '@/lib/content/markdown-limits';
import { guideFrontmatter } from './support/guide-source';

const FILE = 'content/guides/deep.md';
const frontmatter = guideFrontmatter();

const errorFor = (body: string) => {
  try {
    parseGuide(FILE, `${frontmatter}\n${body}\n`);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guide to be refused');
};

const quotes = (n: number) => `${'> '.repeat(n)}Deep.`;
const lists = (n: number) =>
  Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
const emphasis = (n: number) => `${'*a '.repeat(n)}x${' b*'.repeat(n)}`;
const strong = (n: number) => `${'**a '.repeat(n)}x${' b**'.repeat(n)}`;

describe('Markdown nesting limit', () => {
  it(`accepts lists, quotes and formatting nested ${MAX_MARKDOWN_NESTING} levels`, () => {
    for (const body of [
      quotes(MAX_MARKDOWN_NESTING),
      lists(MAX_MARKDOWN_NESTING),
      emphasis(MAX_MARKDOWN_NESTING),
    ]) {
      expect(() => parseGuide(FILE, `${frontmatter}\n${body}\n`)).not.toThrow();
    }
  });

  it.each([
    ['block quotes', quotes(MAX_MARKDOWN_NESTING + 1), 'lists and block quotes nest more than'],
    ['lists', lists(MAX_MARKDOWN_NESTING + 1), 'lists and block quotes nest more than'],
    ['emphasis', emphasis(MAX_MARKDOWN_NESTING + 1), 'bold, italic, strikethrough and links nest more than'],
  ])('refuses %s nested one level deeper, naming the file and the line', (_what, body, problem) => {
    const message = errorFor(body);
    expect(message).toContain(FILE);
    // Counted from the top of the file: the body starts after the frontmatter and a blank line.
    const firstBodyLine = frontmatter.split('\n').length + 1;
    const line = Number(/line (\d+)/.exec(message)?.[1]);
    expect(line).toBeGreaterThanOrEqual(firstBodyLine);
    expect(line).toBeLessThanOrEqual(firstBodyLine + MAX_MARKDOWN_NESTING);
    expect(message).toContain(`${problem} ${MAX_MARKDOWN_NESTING} levels`);
  });

  // Without the quick check before parsing, each of these takes the parser from seconds (3,000
  // nested quotes or emphasis) to minutes (3,000 nested lists), or overflows the stack.
  it.each([
    ['3,000 nested block quotes', quotes(3000)],
    ['3,000 nested lists', lists(3000)],
    ['3,000 list markers on one line', `${'- '.repeat(3000)}x`],
    ['10,000 nested emphasis markers', emphasis(10_000)],
    ['3,000 nested bold markers', strong(3000)],
    ['5,000 unclosed links', '[a '.repeat(5000)],
  ])('refuses %s at once, without parsing them', (_what, body) => {
    const started = performance.now();
    expect(errorFor(body)).toContain(FILE);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('malformed % escapes in guide links', () => {
  it('names the file and the link instead of failing with "URI malformed"', () => {
    const message = errorFor('See [this](/guides/caf%E9-guide) and [that](/guides/%zz).');
    expect(message).toContain(FILE);
    expect(message).toContain('link /guides/caf%E9-guide has a malformed % escape');
    expect(message).toContain('link /guides/%zz has a malformed % escape');
  });

  it('decodes well-formed escapes, and never throws on a malformed one', () => {
    expect(linkedGuideSlugs('[a](/guides/caf%C3%A9) [b](/guides/%E0%A4)')).toEqual(['café', '%E0%A4']);
  });
});

describe('Markdown size and block quotes (issue #24, items 4 and 8)', () => {
  const oneLineQuotes = (n: number) =>
    Array.from({ length: n }, (_, i) => `> A one-line quote, number ${i}.`).join('\n\n');

  it('refuses a 277 KB guide of one-line block quotes at once, naming that guide and not another', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    const guides = path.join(dir, 'guides');
    fs.mkdirSync(guides);
    fs.writeFileSync(path.join(guides, 'a-good-guide.md'), `${frontmatter}\nA real guide.\n`);
    const body = oneLineQuotes(8_200);
    expect(body.length).toBeGreaterThan(277_000);
    fs.writeFileSync(path.join(guides, 'quote-bomb.md'), `${frontmatter}\n${body}\n`);
    fs.writeFileSync(path.join(guides, 'z-good-guide.md'), `${frontmatter}\nAnother real guide.\n`);
    const started = performance.now();
    let message = '';
    try {
      loadGuides(guides);
    } catch (error) {
      message = (error as Error).message;
    }
    // (On 6a74d52 this took 20 s, and 277 KB of quotes 455 s in a build.)
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(message).toMatch(/^Invalid guide .*quote-bomb\.md:/);
    expect(message).not.toMatch(/good-guide/);
    expect(message).toMatch(/more than the 100 KB a guide may have/);
  });

  it('refuses more block quotes than the limit in a body within the size limit, naming the line', () => {
    const body = oneLineQuotes(MAX_BLOCK_QUOTES + 1);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY_BYTES);
    const firstBodyLine = frontmatter.split('\n').length + 1;
    expect(errorFor(body)).toContain(
      `line ${firstBodyLine + 2 * MAX_BLOCK_QUOTES} opens block quote number ${MAX_BLOCK_QUOTES + 1}; a guide may have at most ${MAX_BLOCK_QUOTES}`,
    );
  });

  it('parses the worst bodies within the limits about as fast as plain text of their size', () => {
    // Timed against plain paragraphs of the same size on the same machine, so a loaded machine
    // slows both alike; before the limits, 8,200 one-line quotes took 20 s here and 277 KB of them
    // 455 s in a build.
    const timeOf = (body: string) => {
      const started = performance.now();
      parseGuide(FILE, `${frontmatter}\n${body}\n`);
      return performance.now() - started;
    };
    const sized = (body: string) =>
      'Plain words in a plain paragraph.\n\n'.repeat(Math.ceil(body.length / 35)).slice(0, body.length);
    const bodies = [
      oneLineQuotes(MAX_BLOCK_QUOTES),
      Array.from({ length: MAX_BLOCK_QUOTES / 2 }, (_, i) => `> q ${i}\nlazy ${i}`).join('\n\n'),
      Array.from({ length: 5_000 }, (_, i) => `- item ${i}`).join('\n'),
      'x'.repeat(MAX_BODY_BYTES - 10),
    ];
    for (const body of bodies) {
      const plain = Math.min(timeOf(sized(body)), timeOf(sized(body)));
      const worst = Math.min(timeOf(body), timeOf(body));
      const what = `${JSON.stringify(body.slice(0, 12))}…: ${worst.toFixed(0)} ms vs ${plain.toFixed(0)} ms`;
      if (process.env.SHOW_TIMES) console.log(what);
      expect(worst, what).toBeLessThan(Math.max(10 * plain, 1_000));
    }
  });

  it('takes a paragraph of 500 snake_case words: intraword underscores open no emphasis', () => {
    const body = Array.from({ length: 500 }, (_, i) => `field_name_${i}`).join(' ');
    expect(() => parseGuide(FILE, `${frontmatter}\n${body}\n`)).not.toThrow();
  });
});
