import type { Element, ElementContent, Root, RootContent } from 'hast';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

// The rules the guide renderer (components/guides/markdown.tsx) applies to authored Markdown.
// They live here, apart from the element map, so each can be unit-tested on its own.

/** The only URL schemes a link or image in a guide may use; anything else loses its address. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * react-markdown's urlTransform: returns the URL unchanged when it is relative or uses an allowed
 * scheme, else ''. Browsers ignore tabs, new lines and leading spaces/controls inside a scheme
 * ("java\tscript:"), so the scheme is read from a copy without them. Entity-encoded schemes
 * (`&#106;avascript:`) are already decoded by the Markdown parser and so are refused here too.
 */
export function safeUrl(url: string): string {
  const probe = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = SCHEME.exec(probe);
  if (!match) return url;
  const scheme = match[1]!.toLowerCase();
  return (SAFE_URL_SCHEMES as readonly string[]).includes(scheme) ? url : '';
}

/**
 * Prefix of every id in a rendered guide (footnotes, their label). remark-rehype is told not to add
 * its own prefix (clobberPrefix: ''), rehype-sanitize adds this one to ids once, and
 * rehypePrefixFragmentLinks gives in-page links the same prefix, so `#fn-1` links to `user-content-fn-1`.
 */
export const ID_PREFIX = 'user-content-';

const safeSchemes = [...SAFE_URL_SCHEMES];

/** rehype-sanitize's GitHub schema with one scheme list for links and images. */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: ID_PREFIX,
  protocols: { ...defaultSchema.protocols, href: safeSchemes, src: safeSchemes },
};

type Parent = Root | Element;

function walk(parent: Parent, visit: (node: RootContent, index: number, parent: Parent) => void) {
  parent.children.forEach((child, index) => {
    visit(child, index, parent);
    if (child.type === 'element') walk(child, visit);
  });
}

/**
 * Raw HTML in a guide is shown as the text the editor typed: never run, never silently dropped.
 * react-markdown hands it over as `raw` nodes, which rehype-sanitize would delete, so this runs first.
 * HTML on a line of its own becomes a paragraph so it reads like the rest of the text.
 */
export function rehypeRawAsText() {
  return (tree: Root) => {
    walk(tree, (node, index, parent) => {
      if (node.type !== 'raw') return;
      const text: ElementContent = { type: 'text', value: node.value };
      parent.children[index] =
        parent.type === 'root' ? { type: 'element', tagName: 'p', properties: {}, children: [text] } : text;
    });
  };
}

const ANCHORED_TAGS = new Set(['h2', 'h3']);

/**
 * Gives the body's ## and ### headings their anchors, in document order: `ids` are the guide's
 * (lib/content/toc.ts guideHeadings, read from the same Markdown), so the table of contents links to
 * them. Runs before sanitize, which prefixes them like every id (#user-content-<id>). An element that
 * already has an id (the footnotes' own heading) is the renderer's and keeps it, and headings in the
 * footnotes (a note's text, moved to the end of the page) get none: guideHeadings leaves them out.
 */
export function rehypeHeadingIds(ids: readonly string[] = []) {
  return (tree: Root) => {
    let next = 0;
    const visit = (parent: Parent) => {
      for (const node of parent.children) {
        if (next >= ids.length || node.type !== 'element') continue;
        if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) continue;
        if (ANCHORED_TAGS.has(node.tagName) && node.properties.id === undefined)
          node.properties.id = ids[next++]!;
        visit(node);
      }
    };
    visit(tree);
  };
}

/** Gives in-page links (`#fn-1`) the prefix rehype-sanitize gave every id. Runs after sanitize. */
export function rehypePrefixFragmentLinks() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      const href = node.properties.href;
      if (
        typeof href === 'string' &&
        href.startsWith('#') &&
        href.length > 1 &&
        !href.startsWith(`#${ID_PREFIX}`)
      ) {
        node.properties.href = `#${ID_PREFIX}${href.slice(1)}`;
      }
    });
  };
}

/**
 * A table in a guide's text with more body rows than this is folded on a phone to its first
 * TABLE_FOLD_ROWS - 1 rows, with "Show all n rows" (components/guides/markdown.tsx; the CSS in
 * app/globals.css says 5 rows too).
 */
export const TABLE_FOLD_ROWS = 6;

/** Whether a link leaves the site: an absolute http(s) URL on another host. */
export function isOffsite(href: string, siteUrl: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('//')) return false;
  try {
    return new URL(href, siteUrl).host !== new URL(siteUrl).host;
  } catch {
    return false;
  }
}

/** Whether a link is a page on this site that next/link can route to (a path, not a fragment or scheme). */
export const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');
