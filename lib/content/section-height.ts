import type { Element, ElementContent } from 'hast';
import { chartIn } from '../charts/directive';

// How tall a guide's text section is, told to the browser before the section is rendered: sections
// render late (content-visibility: auto, `render-later-text` in app/globals.css), and until then
// the page lays them out at this height. Too small, and the first frame finds the sections bunched
// up near the first screen and renders several that end up screens away: with a lone heading's
// height for every section, a phone's first frame rendered five, down to the eighth screen. Never
// more than the real height, so a section that renders can only make the page longer, below the
// reader.
//
// A straight-line fit of the real heights of every section of every guide in both languages
// (162 sections, 2026-11-25) on their characters, blocks (paragraphs, list items, table rows,
// headings, quotes) and photos, at a phone's width (390 px) and a wide screen's (1,280 px: the text
// column's full width). Each section's real height was 0.83–1.29 times the fit at both widths. The
// estimate is 0.7 of the fit; the phone's applies below 27rem (432 px), the wide screen's from there
// on. Measured real / estimate at 320–1,920 px: 1.05 at least (at 431 px), 1.4 the median at 390
// and 1,280 px (tests/e2e/performance.spec.ts checks it stays between 1 and 2).
const FIT = {
  narrow: { perCharacter: 0.871, perBlock: 43, perPhoto: 236, base: -70 },
  wide: { perCharacter: 0.48, perBlock: 27, perPhoto: 508, base: -36 },
} as const;
const SHARE_OF_FIT = 0.7;
/**
 * A chart a guide places (`::chart climate`): its figure's height with its margins, added to the fit.
 * Measured 1,062–1,134 px below 27rem and 1,001–1,114 px from there on (2026-11-28, both languages,
 * 320–1,920 px); these floors leave room for narrower fonts.
 */
const CHART_HEIGHT = { narrow: 900, wide: 850 } as const;

/** A lone one-line `##` heading: the smallest a section can be. */
const LEAST_HEIGHT = 36;

const BLOCKS = new Set(['p', 'li', 'tr', 'h2', 'h3', 'h4', 'blockquote', 'img']);

interface SectionCounts {
  characters: number;
  blocks: number;
  photos: number;
  charts: number;
}

/** A `::chart <name>` paragraph, which the renderer draws as the chart. */
const isChart = (node: Element) =>
  node.tagName === 'p' &&
  node.children.length === 1 &&
  node.children[0]!.type === 'text' &&
  !!chartIn(node.children[0]!.value);

function count(nodes: readonly ElementContent[], into: SectionCounts) {
  for (const node of nodes) {
    if (node.type === 'text') into.characters += node.value.length;
    if (node.type !== 'element') continue;
    if (BLOCKS.has(node.tagName)) into.blocks++;
    if (node.tagName === 'img') into.photos++;
    if (isChart(node)) into.charts++;
    count(node.children, into);
  }
  return into;
}

/** The estimated heights, in px, of a section (its heading and what follows it) on a phone and on a wide screen. */
export function sectionHeights(section: Element): { narrow: number; wide: number } {
  const counts = count(section.children, { characters: 0, blocks: 0, photos: 0, charts: 0 });
  const { characters, blocks, photos, charts } = counts;
  const estimate = (fit: (typeof FIT)[keyof typeof FIT], chartHeight: number) =>
    charts * chartHeight +
    Math.max(
      LEAST_HEIGHT,
      Math.round(
        SHARE_OF_FIT *
          (fit.perCharacter * characters + fit.perBlock * blocks + fit.perPhoto * photos + fit.base),
      ),
    );
  return { narrow: estimate(FIT.narrow, CHART_HEIGHT.narrow), wide: estimate(FIT.wide, CHART_HEIGHT.wide) };
}
