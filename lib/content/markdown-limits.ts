import type { Nodes as MdastNodes } from 'mdast';

// How deep a guide's Markdown may nest. Real guides nest lists and quotes two or three levels; the
// Markdown parser's time grows steeply with nesting (a 1,000-level nested list takes over half a
// minute) and it overflows the stack at a few thousand levels. So a body is checked twice: a quick
// line-by-line look before parsing refuses what could only be deeper than the limit, and the parsed
// tree is then measured exactly.

/** Lists and block quotes inside each other, and bold/italic/strikethrough/links inside each other. */
export const MAX_MARKDOWN_NESTING = 10;

/** Columns of indentation and list/quote markers a line may start with (10 levels of "10. " lists, plus code). */
const MAX_LINE_PREFIX_COLUMNS = 80;

/** Emphasis, strikethrough and link openers in one paragraph, list item or table row (real ones have a few). */
const MAX_INLINE_OPENERS = 400;

const LINE_PREFIX = /^(?:[ \t>]|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/;
const BLOCK_START = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|\|)/;
const INLINE_OPENER = /(?:\*+|_+|~+)(?=\S)|\[/g;

const columns = (prefix: string) => [...prefix].reduce((width, char) => width + (char === '\t' ? 4 : 1), 0);

/**
 * The quick check, before parsing: returns a problem (naming the line, counted from `firstLine`, the
 * body's first line in its file) or undefined. Cheap and linear, so no body reaches the parser
 * nested deep enough to be slow.
 */
export function nestingProblemBeforeParse(markdown: string, firstLine = 1): string | undefined {
  const lines = markdown.split(/\r\n?|\n/);
  let openers = 0;
  let blockStart = firstLine;
  for (const [index, line] of lines.entries()) {
    const width = columns(LINE_PREFIX.exec(line)?.[0] ?? '');
    if (width > MAX_LINE_PREFIX_COLUMNS) {
      return `line ${firstLine + index} starts with ${width} columns of indentation and list or quote markers; lists and block quotes nest at most ${MAX_MARKDOWN_NESTING} levels`;
    }
    // The parser matches openers within one paragraph, list item or table row.
    if (!line.trim() || BLOCK_START.test(line)) {
      openers = 0;
      blockStart = firstLine + index;
    }
    openers += line.match(INLINE_OPENER)?.length ?? 0;
    if (openers > MAX_INLINE_OPENERS) {
      return `the block starting at line ${blockStart} opens more than ${MAX_INLINE_OPENERS} bold, italic, strikethrough or link markers; split it (formatting nests at most ${MAX_MARKDOWN_NESTING} levels)`;
    }
  }
  return undefined;
}

const BLOCK_NESTING = new Set(['blockquote', 'list']);
const INLINE_NESTING = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** The exact check, on the parsed tree (walked without recursion): a problem, or undefined. */
export function nestingProblemInTree(tree: MdastNodes, firstLine = 1): string | undefined {
  const stack: { node: MdastNodes; blocks: number; inlines: number }[] = [
    { node: tree, blocks: 0, inlines: 0 },
  ];
  while (stack.length) {
    const { node, blocks: outerBlocks, inlines: outerInlines } = stack.pop()!;
    const blocks = outerBlocks + (BLOCK_NESTING.has(node.type) ? 1 : 0);
    const inlines = outerInlines + (INLINE_NESTING.has(node.type) ? 1 : 0);
    if (blocks > MAX_MARKDOWN_NESTING || inlines > MAX_MARKDOWN_NESTING) {
      const line = node.position ? `line ${firstLine - 1 + node.position.start.line}: ` : '';
      const what =
        blocks > MAX_MARKDOWN_NESTING ? 'lists and block quotes' : 'bold, italic, strikethrough and links';
      return `${line}${what} nest more than ${MAX_MARKDOWN_NESTING} levels deep`;
    }
    if ('children' in node) for (const child of node.children) stack.push({ node: child, blocks, inlines });
  }
  return undefined;
}
