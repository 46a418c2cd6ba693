import type { Nodes as MdastNodes } from 'mdast';

// How deep a guide's Markdown may nest. Real guides nest lists and quotes two or three levels; the
// Markdown parser's time grows steeply with nesting (a 1,000-level nested list takes over half a
// minute) and it overflows the stack at a few thousand levels. Its time also grows with the square of
// the number of block quotes (4,000 one-line quotes take seconds, 15,000 minutes), so a body's size
// and its block quotes are limited too, and so are setext headings (same square) and the indentation
// of all lines together (every open list is checked on every line). So a body is checked twice: a
// quick line-by-line look before parsing (linear in the body's size) refuses what is too large, has
// too many quotes or setext headings, is indented too much in all or could only be deeper than the
// limit, and the parsed tree is then measured exactly. Whatever still gets through is parsed under a
// time limit (lib/content/parse-time-limit.ts).

/** Lists and block quotes inside each other, and bold/italic/strikethrough/links inside each other. */
export const MAX_MARKDOWN_NESTING = 10;

/** The longest body a guide may have, in bytes of UTF-8: six times today's longest guide. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Block quotes a body may open (a guide has a few "> **Tip:**" boxes). */
export const MAX_BLOCK_QUOTES = 200;

/** Columns of indentation and list/quote markers a line may start with (10 levels of "10. " lists, plus code). */
const MAX_LINE_PREFIX_COLUMNS = 80;

/**
 * Columns of indentation and markers all lines may start with together: the parser checks every open
 * list and quote on every line, so 4,000 items ten levels deep took 25 s. Real guides have under 100;
 * this allows 5,000 items of a two-level list.
 */
export const MAX_NESTING_COLUMNS = 20_000;

/**
 * Setext headings (a line, then a line of only = or -): the parser's time grows with the square of
 * their number (4,000 took 7 s, 100 KB of them 742 s). Guides write headings with ## (none use these).
 */
export const MAX_SETEXT_HEADINGS = 50;

/** Emphasis, strikethrough and link openers in one paragraph, list item or table row (real ones have a few). */
const MAX_INLINE_OPENERS = 400;

// A footnote definition ([^note]: …) is a container too: what follows its label is inside it.
const LINE_PREFIX = /^(?:[ \t>]|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)|\[\^[^\]\s>]{1,100}\]:)*/;
const FOOTNOTE_LABEL = /\[\^[^\]\s>]{1,100}\]:/g;
/** A line that would underline the line before as a heading (setext), inside any quotes. */
const SETEXT_UNDERLINE = /^[ \t>]*(?:=+|-+)[ \t]*$/;
const BLOCK_START = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|\|)/;
// An underscore inside a word (snake_case) opens nothing: CommonMark never reads it as emphasis.
const INLINE_OPENER = /(?:\*+|(?<![\p{L}\p{N}_])_+|~+)(?=\S)|\[/gu;

// A footnote label counts as the four columns its continuation lines are indented by.
const columns = (prefix: string) =>
  [...prefix.replace(FOOTNOTE_LABEL, '    ')].reduce((width, char) => width + (char === '\t' ? 4 : 1), 0);

/**
 * The ">" quote markers a line's prefix opens: one after four columns of indentation or more (since
 * the line's start or the marker before) starts indented code, and so does all that follows it.
 */
function quoteMarkers(prefix: string): number {
  let markers = 0;
  let indent = 0;
  for (const char of prefix) {
    if (char === '>') {
      if (indent >= 4) break;
      markers++;
      indent = 0;
    } else if (char === ' ' || char === '\t') indent += char === '\t' ? 4 - (indent % 4) : 1;
    else indent = 0;
  }
  return markers;
}

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
  let nestingColumns = 0;
  let setextHeadings = 0;
  for (const [index, line] of lines.entries()) {
    if (
      SETEXT_UNDERLINE.test(line) &&
      index > 0 &&
      lines[index - 1]!.trim() &&
      ++setextHeadings > MAX_SETEXT_HEADINGS
    ) {
      return `line ${firstLine + index} underlines heading number ${MAX_SETEXT_HEADINGS + 1} with = or - (a setext heading); a guide may have at most ${MAX_SETEXT_HEADINGS}: write headings with ## (the Markdown parser slows down steeply with these)`;
    }
    const prefix = LINE_PREFIX.exec(line)?.[0] ?? '';
    // Quotes this line opens: its ">" markers beyond the line before's (all of them after a blank).
    const depth = quoteMarkers(prefix);
    quotes += Math.max(0, depth - previousDepth);
    previousDepth = line.trim() ? depth : 0;
    if (quotes > MAX_BLOCK_QUOTES) {
      return `line ${firstLine + index} opens block quote number ${MAX_BLOCK_QUOTES + 1}; a guide may have at most ${MAX_BLOCK_QUOTES} (the Markdown parser slows down steeply with more)`;
    }
    const width = columns(prefix);
    if (width > MAX_LINE_PREFIX_COLUMNS) {
      return `line ${firstLine + index} starts with ${width} columns of indentation and list or quote markers; lists and block quotes nest at most ${MAX_MARKDOWN_NESTING} levels`;
    }
    nestingColumns += width;
    if (nestingColumns > MAX_NESTING_COLUMNS) {
      return `by line ${firstLine + index} the body has more than ${MAX_NESTING_COLUMNS} columns of indentation and list or quote markers in all; nest fewer lines deep in lists and quotes (the Markdown parser slows down with every level on every line)`;
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
