// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, loadGuides, parseGuide } from '@/lib/content';
import { readFrontmatter } from '@/lib/content/frontmatter';

// A guide file is untrusted: no fence but a plain `---` may open its frontmatter, and nothing in it
// may run. Each hostile file below would, if evaluated, set a global and write a marker file.

const FIELDS = `title: "A Guide"
excerpt: "Card text."
summary: "Meta description."
image: "https://images.unsplash.com/photo-1566419808810-927259f927da"
imageAlt: "Tea bushes"
date: 2025-07-01`;

const marker = path.join(os.tmpdir(), `frontmatter-ran-${process.pid}`);
const payload = `(function () {
  globalThis.__guideCodeRan = true;
  require('fs').writeFileSync(${JSON.stringify(marker)}, String(Object.keys(process.env).length));
  return { title: "A Guide" };
})()`;

const ran = () =>
  (globalThis as { __guideCodeRan?: boolean }).__guideCodeRan === true || fs.existsSync(marker);

afterEach(() => {
  delete (globalThis as { __guideCodeRan?: boolean }).__guideCodeRan;
  fs.rmSync(marker, { force: true });
});

describe('guide frontmatter never runs code', () => {
  it.each([
    ['---js', payload],
    ['---javascript', payload],
    ['--- js', payload],
    ['---JS', payload],
    ['\uFEFF---js', payload],
    ['---coffee', `title: "A"\n${payload}`],
    ['---json', '{"title": "A"}'],
    ['---toml', 'title = "A"'],
    ['---yaml', FIELDS],
    ['---weird-language', FIELDS],
    ['---constructor', FIELDS],
  ])('refuses a %j fence, naming the file, and runs nothing', (fence, body) => {
    const source = `${fence}\n${body}\n---\n\nBody text.\n`;
    expect(() => parseGuide('content/guides/evil.md', source)).toThrow(ContentError);
    expect(() => parseGuide('content/guides/evil.md', source)).toThrow(
      /content\/guides\/evil\.md[\s\S]*plain --- line/,
    );
    expect(ran()).toBe(false);
  });

  it('stops the whole guide folder at a ---js file, before any of it runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-js-'));
    fs.writeFileSync(path.join(dir, 'evil.md'), `---js\n${payload}\n---\n\nBody.\n`);
    expect(() => loadGuides(dir)).toThrow(/evil\.md[\s\S]*not accepted/);
    expect(ran()).toBe(false);
  });

  it.each([
    ['a JavaScript function tag', 'title: !!js/function "function () { globalThis.__guideCodeRan = true }"'],
    ['a regexp tag', 'title: !!js/regexp /a/'],
    ['a custom tag', 'title: !evil "A"'],
    ['a binary tag', 'title: !!binary aGVsbG8='],
  ])('refuses YAML with %s', (_what, line) => {
    const source = `---\n${line}\n---\n\nBody.\n`;
    expect(() => parseGuide('content/guides/tagged.md', source)).toThrow(/tagged\.md[\s\S]*not valid YAML/);
    expect(ran()).toBe(false);
  });

  it('reads a plain --- fence (LF or CRLF, with or without a byte-order mark) as YAML data', () => {
    for (const source of [
      `---\n${FIELDS}\n---\n\nBody.\n`,
      `---\r\n${FIELDS.replace(/\n/g, '\r\n')}\r\n---\r\n\r\nBody.\r\n`,
      `\uFEFF---\n${FIELDS}\n---\n\nBody.\n`,
      `--- \n${FIELDS}\n---\n\nBody.\n`,
    ]) {
      const { data, content } = readFrontmatter(source);
      expect(data).toMatchObject({ title: 'A Guide', date: '2025-07-01' });
      expect(content.trim()).toBe('Body.');
    }
  });
});
