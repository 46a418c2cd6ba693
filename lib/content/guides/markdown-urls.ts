import type { Nodes as MdastNodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// A guide body's addresses: every link and every photo, read from the Markdown tree the loader parses
// once per build (GFM syntax included), for the link and photo checks.

export const markdownParser = unified().use(remarkParse).use(remarkGfm);

export type MarkdownImage = { url: string; alt: string };
export type MarkdownUrls = { links: string[]; images: MarkdownImage[] };

/** Every link and link-definition address and every image in a Markdown body, in order. */
export function markdownUrls(markdown: string): MarkdownUrls {
  return urlsOf(markdownParser.parse(markdown));
}

export function urlsOf(tree: MdastNodes): MarkdownUrls {
  const links: string[] = [];
  const images: (MarkdownImage | { reference: string; alt: string })[] = [];
  const definitions = new Map<string, string>();
  // Depth-first in document order, without recursion (a deep tree cannot overflow the stack).
  const stack: MdastNodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
    if (node.type === 'image') images.push({ url: node.url, alt: node.alt ?? '' });
    // ![alt][name]: the photo's address is in the [name]: definition, wherever it is.
    if (node.type === 'imageReference') images.push({ reference: node.identifier, alt: node.alt ?? '' });
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  return {
    links,
    images: images.flatMap((image) => {
      if (!('reference' in image)) return [image];
      const url = definitions.get(image.reference);
      return url === undefined ? [] : [{ url, alt: image.alt }];
    }),
  };
}

/** The text a reader reads in a Markdown tree (no addresses, no markup), its blocks apart. */
export function readableText(tree: MdastNodes): string {
  const parts: string[] = [];
  const stack: MdastNodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value);
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  return parts.join(' ');
}
