import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { Nodes as MdastNodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sharedDuringBuild } from './build-cache.mjs';
import {
  describeIssues,
  GUIDE_SLUG_PATTERN,
  guideFrontmatterSchema,
  RESERVED_GUIDE_SLUGS,
  type GuideFrontmatter,
} from './guide-schema';
import { formatDate, formatUpdated, readTime } from './format';
import { guideHref } from '../routes';

// The guides loader: every guide is content/guides/<slug>.md. Files are read and validated once
// per build (see lib/content/build-cache.mjs); an invalid file stops the build with the file and the field named.

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

export class GuideContentError extends Error {
  constructor(file: string, problems: string) {
    super(`Invalid guide ${file}:\n  ${problems}`);
    this.name = 'GuideContentError';
  }
}

/** Parses and validates one guide file's text. `file` is only used in error messages. */
export function parseGuide(file: string, source: string): Guide {
  return parseGuideFile(file, source).guide;
}

/**
 * parseGuide, plus the body's link and image addresses: parsing Markdown is the costly part of
 * loading guides (it grows with every guide added), so the build parses each body once here and the
 * link check reuses the result.
 */
function parseGuideFile(file: string, source: string): { guide: Guide; urls: MarkdownUrls } {
  const slug = path.basename(file, '.md');
  if (!GUIDE_SLUG_PATTERN.test(slug)) {
    throw new GuideContentError(
      file,
      `file name "${slug}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. best-cafes-in-bandung.md`,
    );
  }
  if ((RESERVED_GUIDE_SLUGS as readonly string[]).includes(slug)) {
    throw new GuideContentError(
      file,
      `file name "${slug}" is taken by the guide lists (/guides/${slug}/…); reserved: ${RESERVED_GUIDE_SLUGS.join(', ')}`,
    );
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML's core schema keeps dates as the text the editor wrote (the default schema would turn
    // 2025-02-30 into March 2 silently); the schema then checks it.
    parsed = matter(source, {
      engines: { yaml: (text) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object },
    });
  } catch (error) {
    throw new GuideContentError(file, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = guideFrontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new GuideContentError(file, describeIssues(result.error));
  const data = result.data;
  const content = parsed.content.trim();
  if (!content) throw new GuideContentError(file, 'the Markdown body is empty');
  // Photos in the body follow the hero photo's rule: https (or a path on this site), never mixed content.
  const urls = markdownUrls(content);
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
  const links: string[] = [];
  const images: string[] = [];
  const visit = (node: MdastNodes) => {
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    if (node.type === 'image') images.push(node.url);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(markdownParser.parse(markdown));
  return { links, images };
}

const GUIDE_LINK = /^\/guides\/([^/?#]*)/;

/** The slugs a Markdown body (or its already extracted links) links to with /guides/<slug> addresses. */
export function linkedGuideSlugs(markdown: string | MarkdownUrls): string[] {
  const { links } = typeof markdown === 'string' ? markdownUrls(markdown) : markdown;
  return links.flatMap((url) => {
    const match = GUIDE_LINK.exec(url);
    return match ? [decodeURIComponent(match[1] ?? '')] : [];
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
          .map((slug) => `links to ${guideHref(slug)}, but there is no guide content/guides/${slug}.md`)
          .join('\n  '),
      );
    }
  }
}

type GuideFile = { name: string; source: string };

/** Every guide file in a directory (name and text), in file-name order. */
function readGuideFiles(dir: string): GuideFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, source: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Reads and validates every guide in a directory, newest first. */
export function loadGuides(dir: string = GUIDES_DIR): Guide[] {
  return parseGuideFiles(dir, readGuideFiles(dir));
}

/** Validates guide files read from dir (file names in errors are relative to the project), newest first. */
function parseGuideFiles(dir: string, files: GuideFile[]): Guide[] {
  const fileNames = new Map<string, string>();
  const urls = new Map<string, MarkdownUrls>();
  const guides = files.map(({ name, source }) => {
    const file = path.join(path.relative(process.cwd(), dir), name);
    const parsed = parseGuideFile(file, source);
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
    const files = readGuideFiles(GUIDES_DIR);
    const key = files.map(({ name, source }) => `${name}\0${source}`).join('\0');
    cache = sharedDuringBuild('guides', key, () => parseGuideFiles(GUIDES_DIR, files));
  }
  return cache;
}

export function getGuideSummaries(): GuideSummary[] {
  return getGuides().map(({ content: _content, ...summary }) => summary);
}

export function getGuide(slug: string): Guide | undefined {
  return getGuides().find((guide) => guide.slug === slug);
}
