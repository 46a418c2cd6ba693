// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { guideSource } from './support/guide-source';
import { runInChild } from './support/in-child';

// Issue #34, item 1: a heading whose anchor starts with fn- or fnref- (## Fn 1) made the loader loop
// forever (a real build sat in "Collecting page data" for 7 minutes), and 15,000 identical headings
// took 24 s. The real loader reads a copy of the real content with such a guide added, in a child
// process with a time limit: a loop that never ends cannot hang the suite.

/** A copy of content/ with one more guide; returns its content/guides. */
function contentWith(slug: string, body: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toc-limits-'));
  fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content', 'guides', `${slug}.md`), guideSource(body));
  return path.join(root, 'content', 'guides');
}

/** Loads the guides in a child; prints the added guide's heading ids as JSON. */
const loadAndPrintIds = (dir: string, slug: string) => `
  import { loadGuides } from '@/lib/content/guides';
  const guide = loadGuides(${JSON.stringify(dir)}).find((g) => g.slug === ${JSON.stringify(slug)});
  console.log(JSON.stringify(guide.headings.map((h) => h.id)));
`;

/** Far more than loading every real guide takes (about a second), far less than a hang. */
const TIME_LIMIT_MS = 15_000;

describe('heading anchors never hang the loader (issue #34, item 1)', () => {
  it('loads the real guides plus one with ## Fn 1, ## FN-2, ### fn: notes and ## Fnref list in normal time', async () => {
    const body = [
      '## Fn 1',
      'Text.',
      '## FN-2',
      'Text.',
      '### fn: notes',
      'Text.',
      '## Fnref list',
      'Text.',
      '## Fn',
      '## Fn',
      'A note.[^1] Another.[^2]',
      '[^1]: The note.',
      '[^2]: Another note.',
    ].join('\n\n');
    const run = await runInChild(loadAndPrintIds(contentWith('fn-headings', body), 'fn-headings'), {
      timeoutMs: TIME_LIMIT_MS,
    });
    expect(run.timedOut, `still loading after ${TIME_LIMIT_MS} ms`).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    const ids = JSON.parse(run.stdout) as string[];
    // The footnotes [^1] and [^2] have the renderer's ids fn-1, fn-2, fnref-1, fnref-2: no heading takes them.
    const rendererIds = ['footnote-label', 'fn-1', 'fn-2', 'fnref-1', 'fnref-2'];
    expect(ids.filter((id) => rendererIds.includes(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(['fn-1-2', 'fn-2-2', 'fn-notes', 'fnref-list', 'fn', 'fn-3']);
  }, 60_000);

  it('gives 15,000 identical ## a headings their anchors in linear time: as fast as 15,000 headings without anchors', async () => {
    const load = async (slug: string, heading: (i: number) => string) => {
      const body = Array.from({ length: 15_000 }, (_, i) => heading(i)).join('\n\n');
      const run = await runInChild(loadAndPrintIds(contentWith(slug, body), slug), {
        timeoutMs: TIME_LIMIT_MS,
      });
      expect(run.timedOut, `still loading after ${TIME_LIMIT_MS} ms`).toBe(false);
      expect(run.code, run.stderr).toBe(0);
      return { ms: run.ms, ids: JSON.parse(run.stdout) as string[] };
    };
    // Level-1 headings get no anchor: the same text to parse, none of the anchor work.
    const unanchored = await load('unanchored-headings', () => '# a');
    const same = await load('same-headings', () => '## a');
    expect(same.ids).toHaveLength(15_000);
    expect(same.ids.slice(0, 3)).toEqual(['a', 'a-2', 'a-3']);
    expect(new Set(same.ids).size).toBe(15_000);
    const what = `identical: ${same.ms.toFixed(0)} ms, without anchors: ${unanchored.ms.toFixed(0)} ms`;
    console.log(`issue #34 item 1: 15,000 headings loaded, ${what}`);
    expect(same.ms, what).toBeLessThan(2 * unanchored.ms + 1_000);
  }, 60_000);
});
