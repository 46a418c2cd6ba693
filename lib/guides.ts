import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { describeIssues, GUIDE_SLUG_PATTERN, guideFrontmatterSchema } from './guide-schema';
import { formatDate, formatUpdated, readTime } from './format';
import { guideHref } from './routes';

// The guides loader: every guide is content/guides/<slug>.md. Files are read and validated once
// per process at build; an invalid file stops the build with the file and the field named.

export const GUIDES_DIR = path.join(process.cwd(), 'content', 'guides');

export type GuideSummary = {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  summary: string;
  image: string;
  imageAlt: string;
  /** ISO dates */
  date: string;
  updated: string;
  /** Display values */
  dateLabel: string;
  updatedLabel: string;
  readTime: string;
  views?: string;
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
  const slug = path.basename(file, '.md');
  if (!GUIDE_SLUG_PATTERN.test(slug)) {
    throw new GuideContentError(
      file,
      `file name "${slug}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. best-cafes-in-bandung.md`,
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
  const updated = data.updated ?? data.date;
  return {
    slug,
    href: guideHref(slug),
    title: data.title,
    excerpt: data.excerpt,
    summary: data.summary,
    image: data.image,
    imageAlt: data.imageAlt,
    date: data.date,
    updated,
    dateLabel: formatDate(data.date),
    updatedLabel: formatUpdated(updated),
    readTime: readTime(content),
    views: data.views,
    content,
  };
}

/** Reads and validates every guide in a directory, newest first. */
export function loadGuides(dir: string = GUIDES_DIR): Guide[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const guides = files.map((name) =>
    parseGuide(
      path.join(path.relative(process.cwd(), dir), name),
      fs.readFileSync(path.join(dir, name), 'utf8'),
    ),
  );
  return guides.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

let cache: Guide[] | undefined;

/** All guides, newest first (cached for the build). */
export function getGuides(): Guide[] {
  cache ??= loadGuides();
  return cache;
}

export function getGuideSummaries(): GuideSummary[] {
  return getGuides().map(({ content: _content, ...summary }) => summary);
}

export function getGuide(slug: string): Guide | undefined {
  return getGuides().find((guide) => guide.slug === slug);
}
