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
  SLUG_MAX_LENGTH,
  type GuideFrontmatter,
} from './guide-schema';
import { FrontmatterError, readFrontmatter } from './frontmatter';
import { formatDate, formatUpdated, readTime } from './format';
import { nestingProblemBeforeParse, nestingProblemInTree } from './markdown-limits';
import { guidePhotoSource, photoKey, PhotoSourceError, type PhotoSource } from '../photos/photo-source';
import { guideHref } from '../routes';

// The guides loader: every guide is content/guides/<slug>.md or content/guides/<slug>/index.md
// (lib/content/guide-files.ts). Files are read and validated once per build (see
// lib/content/build-cache.mjs); an invalid file stops the build with the file and the field named,
// and so does a photo it names that is missing, not an image or outside content/.
// Drafts (`draft: true`) are read and checked like any guide, and left out of everything a
// production build makes; `npm run dev` shows them, marked as drafts (showsDrafts()).

export { GuideContentError };

export const GUIDES_DIR = path.join(process.cwd(), 'content', 'guides');

/** A guide without its body: its frontmatter as the schema outputs it, plus what the loader derives. */
export type GuideSummary = Omit<GuideFrontmatter, 'updated'> & {
  slug: string;
  href: string;
  /** Where the hero photo (frontmatter `image`) comes from, checked. */
  imageSource: PhotoSource;
  /** ISO date of the last update (`date` when the frontmatter has no `updated`). */
  updated: string;
  /** Display values */
  dateLabel: string;
  updatedLabel: string;
  readTime: string;
};

export type Guide = GuideSummary & {
  content: string;
  /** The photos of the body, by photoKey() of their address as written. */
  bodyPhotos: Record<string, PhotoSource>;
};

/**
 * Parses and validates one guide file's text. `file` names it in error messages and gives its slug
 * (the file name without .md, or the folder of a <slug>/index.md).
 */
export function parseGuide(file: string, source: string, contentRoot?: string): Guide {
  return parseGuideFile(file, source, slugOfGuideFile(file), contentRoot).guide;
}

/**
 * parseGuide, plus the body's link and image addresses: parsing Markdown is the costly part of
 * loading guides (it grows with every guide added), so the build parses each body once here and the
 * link check reuses the result.
 */
function parseGuideFile(
  file: string,
  source: string,
  slug: string,
  contentRoot?: string,
): { guide: Guide; urls: MarkdownUrls } {
  if (slug.length > SLUG_MAX_LENGTH) {
    const what = path.basename(file) === 'index.md' ? 'folder name' : 'file name';
    throw new GuideContentError(
      file,
      `${what} is ${slug.length} characters; a slug may have at most ${SLUG_MAX_LENGTH} (it becomes the page's address and its file names)`,
    );
  }
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
  let imageSource: PhotoSource;
  try {
    imageSource = guidePhotoSource(data.image, file, contentRoot);
  } catch (error) {
    if (error instanceof PhotoSourceError)
      throw new GuideContentError(file, `field "image": ${error.message}`);
    throw error;
  }
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
  // A user name or password in a link would be published to every reader as written.
  const withCredentials = urls.links.filter(carriesCredentials);
  if (withCredentials.length) {
    throw new GuideContentError(
      file,
      withCredentials
        .map((url) => `link ${url} carries a user name or password; link to the page without them`)
        .join('\n  '),
    );
  }
  const bodyPhotos = checkedBodyPhotos(file, urls.images, contentRoot);
  const updated = data.updated ?? data.date;
  const guide: Guide = {
    ...data,
    slug,
    href: guideHref(slug),
    updated,
    dateLabel: formatDate(data.date),
    updatedLabel: formatUpdated(updated),
    readTime: readTime(content),
    imageSource,
    content,
    bodyPhotos,
  };
  return { guide, urls };
}

/**
 * The body's photos, each checked like the hero photo, and each with alt text: editors describe every
 * photo, for readers who cannot see it. Lists every problem at once.
 */
function checkedBodyPhotos(
  file: string,
  images: MarkdownImage[],
  contentRoot: string | undefined,
): Record<string, PhotoSource> {
  const photos: Record<string, PhotoSource> = {};
  const problems: string[] = [];
  for (const { url, alt } of images) {
    if (!alt.trim()) {
      problems.push(
        `photo ${url || '(no address)'} in the body has no alt text: describe it in ![…](${url})`,
      );
      continue;
    }
    try {
      photos[photoKey(url)] = guidePhotoSource(url, file, contentRoot);
    } catch (error) {
      if (!(error instanceof PhotoSourceError)) throw error;
      problems.push(`${error.message} (in the body)`);
    }
  }
  if (problems.length) throw new GuideContentError(file, problems.join('\n  '));
  return photos;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

type MarkdownImage = { url: string; alt: string };
type MarkdownUrls = { links: string[]; images: MarkdownImage[] };

/** Every link and link-definition address and every image in a Markdown body, in order (GFM syntax included). */
export function markdownUrls(markdown: string): MarkdownUrls {
  return urlsOf(markdownParser.parse(markdown));
}

function urlsOf(tree: MdastNodes): MarkdownUrls {
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

const GUIDE_LINK = /^\/guides\/([^/?#]*)/;

/** Whether a link's address holds a user name or password (https://user:pw@host/, //user@host/). */
function carriesCredentials(url: string): boolean {
  try {
    const parsed = new URL(url, 'https://site.invalid/');
    return Boolean(parsed.username || parsed.password);
  } catch {
    return false;
  }
}

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
 * never ships as a dead link, or when a published guide links to a draft (which the production build
 * leaves out). `files` maps each guide's slug to its file name for the message.
 */
export function checkGuideLinks(
  guides: Guide[],
  files: Map<string, string> = new Map(),
  urls: Map<string, MarkdownUrls> = new Map(),
): void {
  const bySlug = new Map(guides.map((guide) => [guide.slug, guide]));
  const fileOf = (slug: string) => files.get(slug) ?? `${slug}.md`;
  for (const guide of guides) {
    const links = [...new Set(linkedGuideSlugs(urls.get(guide.slug) ?? guide.content))];
    const problems = links.flatMap((slug) => {
      const target = bySlug.get(slug);
      if (!target) {
        return [
          `links to ${guideHref(slug)}, but there is no guide content/guides/${slug}.md (or ${slug}/index.md)`,
        ];
      }
      if (target.draft && !guide.draft) {
        return [
          `links to ${guideHref(slug)}, a draft (${fileOf(slug)} has draft: true), which is not published: publish it or remove the link`,
        ];
      }
      return [];
    });
    if (problems.length) throw new GuideContentError(fileOf(guide.slug), problems.join('\n  '));
  }
}

/** Whether this run shows drafts: `npm run dev` does; builds (and tests) leave them out. */
export const showsDrafts = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV === 'development';

type LoadOptions = { drafts?: boolean };

/** Reads and validates every guide in a directory (content/guides), newest first; drafts only if asked. */
export function loadGuides(dir: string = GUIDES_DIR, { drafts = false }: LoadOptions = {}): Guide[] {
  return parseGuideFiles(findGuideFiles(dir), path.resolve(dir, '..'), drafts);
}

/**
 * Validates guide files (file names in errors are relative to the project), newest first. Drafts are
 * checked like every guide, then left out unless `drafts`.
 */
function parseGuideFiles(files: GuideFile[], contentRoot: string, drafts: boolean): Guide[] {
  const fileNames = new Map<string, string>();
  const urls = new Map<string, MarkdownUrls>();
  const guides = files.map(({ slug, file, source }) => {
    const parsed = parseGuideFile(file, source, slug, contentRoot);
    fileNames.set(parsed.guide.slug, file);
    urls.set(parsed.guide.slug, parsed.urls);
    return parsed.guide;
  });
  checkGuideLinks(guides, fileNames, urls);
  return guides
    .filter((guide) => drafts || !guide.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

let cache: { key: string; guides: Guide[] } | undefined;

/**
 * All guides, newest first: the published ones, and in npm run dev the drafts. A build reads the
 * files once. npm run dev reads them on every call and parses them again when their text changed, so
 * an edited or a new guide (and any mistake in it) shows on the next reload.
 */
export function getGuides(): Guide[] {
  if (cache && process.env.NODE_ENV !== 'development') return cache.guides;
  // The files' text is both the cache's key and what gets parsed.
  const files = findGuideFiles(GUIDES_DIR);
  const drafts = showsDrafts();
  const key = [`drafts=${drafts}`, ...files.map(({ file, source }) => `${file}\0${source}`)].join('\0');
  if (cache?.key !== key) {
    cache = {
      key,
      guides: sharedDuringBuild('guides', key, () =>
        parseGuideFiles(files, path.resolve(GUIDES_DIR, '..'), drafts),
      ),
    };
  }
  return cache.guides;
}

export function getGuideSummaries(): GuideSummary[] {
  return getGuides().map(({ content: _content, ...summary }) => summary);
}

export function getGuide(slug: string): Guide | undefined {
  return getGuides().find((guide) => guide.slug === slug);
}
