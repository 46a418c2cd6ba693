import type { Nodes as MdastNodes, Root } from 'mdast';

// How a guide places a chart: a paragraph of its own that is exactly `::chart <name>` (raw HTML is
// shown as text, so a guide cannot draw one itself). The loader refuses any other `::` line, naming the
// guide and the line; the renderer (components/guides/markdown.tsx) swaps the paragraph for the chart.

/** The charts a guide may place, by the name its `::chart` line gives. */
export const CHART_NAMES = ['climate'] as const;
export type ChartName = (typeof CHART_NAMES)[number];

const CHART_LINE = /^::chart ([a-z0-9-]+)$/;

/** What a paragraph's text asks for: a chart's name, or undefined when it is no `::chart` line. */
export function chartLineName(text: string): string | undefined {
  return CHART_LINE.exec(text.trim())?.[1];
}

export const isChartName = (name: string): name is ChartName =>
  (CHART_NAMES as readonly string[]).includes(name);

/** The chart a paragraph places, if it is a `::chart` line naming a known chart. */
export function chartIn(text: string): ChartName | undefined {
  const name = chartLineName(text);
  return name !== undefined && isChartName(name) ? name : undefined;
}

const HOW =
  'write ::chart <name> alone in its paragraph, with a blank line before and after (docs/editing.md, "Charts")';

/** A paragraph's text, as the editor wrote it (without formatting marks). */
function textOf(node: MdastNodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/**
 * What is wrong with a body's chart lines, one message each, with the line counted from `firstLine`:
 * a chart nobody draws, a `::` line that is not a chart line, or one inside a list or a quote.
 */
export function chartLineProblems(tree: Root, firstLine = 1): string[] {
  const problems: string[] = [];
  const visit = (node: MdastNodes, topLevel: boolean) => {
    if (node.type === 'paragraph') {
      const text = textOf(node);
      const lines = text.split('\n');
      const offset = lines.findIndex((line) => line.trim().startsWith('::'));
      if (offset < 0) return;
      const at = node.position ? `line ${firstLine - 1 + node.position.start.line + offset}: ` : '';
      const line = lines[offset]!.trim();
      const name = chartLineName(line);
      if (lines.length > 1 || node.children.length !== 1 || name === undefined)
        problems.push(`${at}"${line}" is not a chart line: ${HOW}`);
      else if (!isChartName(name))
        problems.push(
          `${at}::chart ${name} names no chart the site draws; the charts are: ${CHART_NAMES.join(', ')}`,
        );
      else if (!topLevel)
        problems.push(`${at}::chart ${name} is inside a list or a quote: a chart stands on its own; ${HOW}`);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child, node.type === 'root');
  };
  visit(tree, false);
  return problems;
}
