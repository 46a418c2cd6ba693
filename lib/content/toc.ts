import type { Nodes as MdastNodes } from 'mdast';

// A guide's section headings with their anchors, read once from the body the loader parsed, and the
// table of contents made from them. The renderer (components/guides/markdown.tsx, rehypeHeadingIds)
// gives the headings these ids in the same order, so one list decides both the ids and the links.

/** The heading levels that get an anchor: the guide's sections (##) and subsections (###). */
export const ANCHORED_DEPTHS = [2, 3] as const;

/** A guide with at least this many sections (##) shows "On this page" above its text. */
export const TOC_MIN_SECTIONS = 4;

export type GuideHeading = { depth: (typeof ANCHORED_DEPTHS)[number]; text: string; id: string };

/** The id the renderer gives the footnotes' own heading ("Footnotes"), in every guide. */
const FOOTNOTE_LABEL_ID = 'footnote-label';

/**
 * A heading's anchor: lower-case ASCII letters, digits and single hyphens. Accented letters lose
 * their accents (Saté → sate), so Indonesian, English and Sundanese names read as written; text with
 * no such letter at all (emoji, another script) becomes "section".
 */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'section';
}

/**
 * Gives each text its anchor, in order; a repeated one gets -2, -3… (never one already taken, nor
 * one of `reserved`: the renderer's own ids). Linear: each base keeps the next number to try, so
 * 15,000 identical headings do not test 15,000² candidates.
 */
export function uniqueIds(
  texts: readonly string[],
  reserved: Iterable<string> = [FOOTNOTE_LABEL_ID],
): string[] {
  const taken = new Set<string>(reserved);
  const next = new Map<string, number>();
  return texts.map((text) => {
    const base = slugifyHeading(text);
    let id = base;
    while (taken.has(id)) {
      const n = next.get(base) ?? 2;
      next.set(base, n + 1);
      id = `${base}-${n}`;
    }
    taken.add(id);
    return id;
  });
}

/**
 * The ids the renderer (remark-rehype) gives a body's footnotes, which no heading may take: the
 * footnotes' heading, each referenced note (fn-<name>) and each reference to it (fnref-<name>,
 * fnref-<name>-2 for the second…). A name with characters outside a-z, 0-9 and - is %-encoded there,
 * so it can never equal a heading's anchor and is left out.
 */
export function footnoteIds(tree: MdastNodes): string[] {
  const references = new Map<string, number>();
  const stack: MdastNodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'footnoteReference') {
      references.set(node.identifier, (references.get(node.identifier) ?? 0) + 1);
    }
    if ('children' in node) stack.push(...node.children);
  }
  const ids = [FOOTNOTE_LABEL_ID];
  for (const [identifier, count] of references) {
    const name = identifier.toLowerCase();
    if (!/^[a-z0-9-]+$/.test(name)) continue;
    ids.push(`fn-${name}`, `fnref-${name}`);
    for (let n = 2; n <= count; n++) ids.push(`fnref-${name}-${n}`);
  }
  return ids;
}

/** The visible text of a Markdown node (emphasis, links and code included; an image's alt text). */
function textOf(node: MdastNodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** The body's ## and ### headings in document order, with their anchors. */
export function guideHeadings(tree: MdastNodes): GuideHeading[] {
  const found: { depth: GuideHeading['depth']; text: string }[] = [];
  // Depth-first in document order, without recursion (a deep tree cannot overflow the stack).
  const stack: MdastNodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'heading') {
      if ((ANCHORED_DEPTHS as readonly number[]).includes(node.depth)) {
        found.push({ depth: node.depth as GuideHeading['depth'], text: textOf(node).trim() });
      }
      continue;
    }
    // A footnote's text is shown at the end of the page, under "Footnotes": its headings are no
    // section of the guide, and the renderer gives them no anchor (rehypeHeadingIds).
    if (node.type === 'footnoteDefinition') continue;
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  const ids = uniqueIds(
    found.map(({ text }) => text),
    footnoteIds(tree),
  );
  return found.map((heading, i) => ({ ...heading, id: ids[i]! }));
}

/** A section of the table of contents: a ## heading with the ### headings under it. */
export type TocSection = GuideHeading & { subsections: GuideHeading[] };

/**
 * The table of contents of a guide: its ## sections, each with its ### subsections, when it has at
 * least TOC_MIN_SECTIONS sections; none otherwise. A ### before the first ## (rare) is left out: it
 * belongs to no section.
 */
export function tableOfContents(headings: readonly GuideHeading[]): TocSection[] {
  const sections: TocSection[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) sections.push({ ...heading, subsections: [] });
    else sections.at(-1)?.subsections.push(heading);
  }
  return sections.length >= TOC_MIN_SECTIONS ? sections : [];
}
