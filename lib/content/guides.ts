import 'server-only';

import path from 'node:path';
import type { Nodes as MdastNodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sharedDuringBuild } from './build-cache.mjs';
import { GuideContentError } from './guide-error';
import { findGuideFiles, slugOfGuideFile, type GuideFile } from './guide-files';
import {
  describeIssues,
  GUIDE_SLUG_PATTERN,
  guideFrontmatterSchema,
  RESERVED_GUIDE_SLUGS,
  type GuideFrontmatter,
} from './guide-schema';
import { FrontmatterError, readFrontmatter } from './frontmatter';
import { formatDate, formatUpdated, readTime } from './format';
import { nestingProblemBeforeParse, nestingProblemInTree } from './markdown-limits';
import { guideHref } from '../routes';

// The guides loader: every guide is content/guides/<slug>.md or content/guides/<slug>/index.md
// (lib/content/guide-files.ts). Files are read and validated once per build (see
// lib/content/build-cache.mjs); an invalid file stops the build with the file and the field named.

export { GuideContentError };

export const GUIDES_DIR = path.join(process.cwd(), 'content', 'guides');

/** A guide without its body: its frontmatter as the schema outputs it, plus what the loader derives. */
export type GuideSummary = Omit<GuideFrontmatter, 'updated'> & {
  slug: string;
  href: string;
  /** ISO date of the last update (`date` when the frontmatter has no `updated`). */
  updated: string;
  /** Display values */
  dateLabel: string;
  updatedLabel: string;
  readTime: string;
};

export type Guide = GuideSummary & { content: string };

/**
 * Parses and validates one guide file's text. `file` names it in error messages and gives its slug
 * (the file name without .md, or the folder of a <slug>/index.md).
 */
export function parseGuide(file: string, source: string): Guide {
  return parseGuideFile(file, source, slugOfGuideFile(file)).guide;
}

/**
 * parseGuide, plus the body's link and image addresses: parsing Markdown is the costly part of
 * loading guides (it grows with every guide added), so the build parses each body once here and the
 * link check reuses the result.
 */
function parseGuideFile(file: string, source: string, slug: string): { guide: Guide; urls: MarkdownUrls } {
  if (!GUIDE_SLUG_PATTERN.test(slug)) {
    const what = path.basename(file) === 'index.md' ? 'folder name' : 'file name';
    throw new GuideContentError(
      file,
      `${what} "${slug}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. best-cafes-in-bandung.md`,
    );
  }
  if ((RESERVED_GUIDE_SLUGS as readonly string[]).includes(slug)) {
    const what = path.basename(file) === 'index.md' ? 'folder name' : 'file name';
    throw new GuideContentError(
      file,
      `${what} "${slug}" is taken by the guide lists (/guides/${slug}/…); reserved: ${RESERVED_GUIDE_SLUGS.join(', ')}`,
    );
  }
  let parsed: ReturnType<typeof readFrontmatter>;
  try {
    parsed = readFrontmatter(source);
  } catch (error) {
    if (error instanceof FrontmatterError) throw new GuideContentError(file, error.message);
    throw error;
  }
  const result = guideFrontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new GuideContentError(file, describeIssues(result.error, parsed.data));
  const data = result.data;
  const content = parsed.content.trim();
  if (!content) throw new GuideContentError(file, 'the Markdown body is empty');
  // Line numbers in messages count from the top of the file, where the editor looks.
  const firstLine = source.slice(0, source.lastIndexOf(content)).split('\n').length;
  const tooDeep = nestingProblemBeforeParse(content, firstLine);
  if (tooDeep) throw new GuideContentError(file, tooDeep);
  const tree = markdownParser.parse(content);
  const tooDeepTree = nestingProblemInTree(tree, firstLine);
  if (tooDeepTree) throw new GuideContentError(file, tooDeepTree);
  const urls = urlsOf(tree);
  const malformed = urls.links.filter((url) => GUIDE_LINK.test(url) && decodedOrUndefined(url) === undefined);
  if (malformed.length) {
    throw new GuideContentError(
      file,
      malformed.map((url) => `link ${url} has a malformed % escape (write %25 for a literal %)`).join('\n  '),
    );
  }
  // Photos in the body follow the hero photo's rule: https (or a path on this site), never mixed content.
  const insecure = urls.images.filter(
    (url) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) && !/^https:\/\//i.test(url),
  );
  if (insecure.length) {
    throw new GuideContentError(
      file,
      insecure.map((url) => `image ${url} in the body must be an https:// URL`).join('\n  '),
    );
  }
  const updated = data.updated ?? data.date;
  const guide: Guide = {
    ...data,
    slug,
    href: guideHref(slug),
    updated,
    dateLabel: formatDate(data.date),
    updatedLabel: formatUpdated(updated),
    readTime: readTime(content),
    content,
  };
  return { guide, urls };
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

type MarkdownUrls = { links: string[]; images: string[] };

/** Every link, link-definition and image address in a Markdown body, in order (GFM syntax included). */
export function markdownUrls(markdown: string): MarkdownUrls {
  return urlsOf(markdownParser.parse(markdown));
}

function urlsOf(tree: MdastNodes): MarkdownUrls {
  const links: string[] = [];
  const images: string[] = [];
  // Depth-first in document order, without recursion (a deep tree cannot overflow the stack).
  const stack: MdastNodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    if (node.type === 'image') images.push(node.url);
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  return { links, images };
}

const GUIDE_LINK = /^\/guides\/([^/?#]*)/;

/** The slug part of a /guides/ link, decoded; undefined when its % escapes are malformed. */
function decodedOrUndefined(url: string): string | undefined {
  try {
    return decodeURIComponent(GUIDE_LINK.exec(url)?.[1] ?? '');
  } catch {
    return undefined;
  }
}

/** The slugs a Markdown body (or its already extracted links) links to with /guides/<slug> addresses. */
export function linkedGuideSlugs(markdown: string | MarkdownUrls): string[] {
  const { links } = typeof markdown === 'string' ? markdownUrls(markdown) : markdown;
  return links.flatMap((url) => {
    if (!GUIDE_LINK.test(url)) return [];
    // A malformed escape is reported by the loader; here it stays as written (and so is not a guide).
    return [decodedOrUndefined(url) ?? GUIDE_LINK.exec(url)![1]!];
  });
}

/**
 * Stops the build when a guide links to a guide that does not exist, so a renamed or mistyped slug
 * never ships as a dead link. `files` maps each guide's slug to its file name for the message.
 */
export function checkGuideLinks(
  guides: Guide[],
  files: Map<string, string> = new Map(),
  urls: Map<string, MarkdownUrls> = new Map(),
): void {
  const known = new Set(guides.map((guide) => guide.slug));
  for (const guide of guides) {
    const links = linkedGuideSlugs(urls.get(guide.slug) ?? guide.content);
    const dead = [...new Set(links)].filter((slug) => !known.has(slug));
    if (dead.length) {
      throw new GuideContentError(
        files.get(guide.slug) ?? `${guide.slug}.md`,
        dead
          .map(
            (slug) =>
              `links to ${guideHref(slug)}, but there is no guide content/guides/${slug}.md (or ${slug}/index.md)`,
          )
          .join('\n  '),
      );
    }
  }
}

/** Reads and validates every guide in a directory (content/guides), newest first. */
export function loadGuides(dir: string = GUIDES_DIR): Guide[] {
  return parseGuideFiles(findGuideFiles(dir));
}

/** Validates guide files (file names in errors are relative to the project), newest first. */
function parseGuideFiles(files: GuideFile[]): Guide[] {
  const fileNames = new Map<string, string>();
  const urls = new Map<string, MarkdownUrls>();
  const guides = files.map(({ slug, file, source }) => {
    const parsed = parseGuideFile(file, source, slug);
    fileNames.set(parsed.guide.slug, file);
    urls.set(parsed.guide.slug, parsed.urls);
    return parsed.guide;
  });
  checkGuideLinks(guides, fileNames, urls);
  return guides.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

let cache: Guide[] | undefined;

/** All guides, newest first (cached for the build). */
export function getGuides(): Guide[] {
  if (!cache) {
    // The files are read once: their text is both the build cache's key and what gets parsed.
    const files = findGuideFiles(GUIDES_DIR);
    const key = files.map(({ file, source }) => `${file}\0${source}`).join('\0');
    cache = sharedDuringBuild('guides', key, () => parseGuideFiles(files));
  }
  return cache;
}

export function getGuideSummaries(): GuideSummary[] {
  return getGuides().map(({ content: _content, ...summary }) => summary);
}

export function getGuide(slug: string): Guide | undefined {
  return getGuides().find((guide) => guide.slug === slug);
}
