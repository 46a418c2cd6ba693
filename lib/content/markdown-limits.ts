import type { Nodes as MdastNodes } from 'mdast';

// How deep a guide's Markdown may nest. Real guides nest lists and quotes two or three levels; the
// Markdown parser's time grows steeply with nesting (a 1,000-level nested list takes over half a
// minute) and it overflows the stack at a few thousand levels. Its time also grows with the square of
// the number of block quotes (4,000 one-line quotes take seconds, 15,000 minutes), so a body's size
// and its block quotes are limited too. So a body is checked twice: a quick line-by-line look before
// parsing (linear in the body's size) refuses what is too large, has too many quotes or could only be
// deeper than the limit, and the parsed tree is then measured exactly.

/** Lists and block quotes inside each other, and bold/italic/strikethrough/links inside each other. */
export const MAX_MARKDOWN_NESTING = 10;

/** The longest body a guide may have, in bytes of UTF-8: six times today's longest guide. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Block quotes a body may open (a guide has a few "> **Tip:**" boxes). */
export const MAX_BLOCK_QUOTES = 200;

/** Columns of indentation and list/quote markers a line may start with (10 levels of "10. " lists, plus code). */
const MAX_LINE_PREFIX_COLUMNS = 80;

/** Emphasis, strikethrough and link openers in one paragraph, list item or table row (real ones have a few). */
const MAX_INLINE_OPENERS = 400;

const LINE_PREFIX = /^(?:[ \t>]|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/;
const BLOCK_START = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|\|)/;
// An underscore inside a word (snake_case) opens nothing: CommonMark never reads it as emphasis.
const INLINE_OPENER = /(?:\*+|(?<![\p{L}\p{N}_])_+|~+)(?=\S)|\[/gu;

const columns = (prefix: string) => [...prefix].reduce((width, char) => width + (char === '\t' ? 4 : 1), 0);

/**
 * The quick check, before parsing: returns a problem (naming the line, counted from `firstLine`, the
 * body's first line in its file) or undefined. Cheap and linear, so no body reaches the parser
 * nested deep enough to be slow.
 */
export function nestingProblemBeforeParse(markdown: string, firstLine = 1): string | undefined {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_BODY_BYTES) {
    return `the Markdown body is ${Math.ceil(bytes / 1024)} KB, more than the ${MAX_BODY_BYTES / 1024} KB a guide may have; split it into two guides`;
  }
  const lines = markdown.split(/\r\n?|\n/);
  let openers = 0;
  let blockStart = firstLine;
  let quotes = 0;
  let previousDepth = 0;
  for (const [index, line] of lines.entries()) {
    const prefix = LINE_PREFIX.exec(line)?.[0] ?? '';
    // Quotes this line opens: its ">" markers beyond the line before's (all of them after a blank).
    const depth = prefix.split('>').length - 1;
    quotes += Math.max(0, depth - previousDepth);
    previousDepth = line.trim() ? depth : 0;
    if (quotes > MAX_BLOCK_QUOTES) {
      return `line ${firstLine + index} opens block quote number ${MAX_BLOCK_QUOTES + 1}; a guide may have at most ${MAX_BLOCK_QUOTES} (the Markdown parser slows down steeply with more)`;
    }
    const width = columns(prefix);
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
