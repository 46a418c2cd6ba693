import path from 'node:path';
import { countWords } from '../../i18n/words';
import type { PhotoSource } from '../../photos/photo-source';
import { FrontmatterError, readFrontmatter } from '../frontmatter';
import { chartLineProblems } from '../chart-directive';
import { nestingProblemBeforeParse, nestingProblemInTree } from '../markdown-limits';
import { parseGuideBody } from '../parse-time-limit';
import { shortValue } from '../short-value';
import { siteLinkProblems } from '../site-links';
import { carriesCredentials } from '../url-credentials';
import { fileProblems } from '../problems';
import { guideHeadings, type GuideHeading } from '../toc';
import { factBearingLine } from './fact-bearing';
import { guideLinkTarget, linkLanguageProblems } from './links';
import { readableText, urlsOf, type MarkdownUrls } from './markdown-urls';
import { checkedBodyPhotos, checkedHeroPhoto } from './photo-checks';
import {
  GUIDE_SLUG_PATTERN,
  guideFrontmatterSchema,
  guideIssueLines,
  INHERITED_FIELDS,
  RESERVED_GUIDE_SLUGS,
  SLUG_MAX_LENGTH,
  translationFrontmatterSchema,
  type GuideFrontmatter,
  type TranslationFrontmatter,
} from './schema';

// One guide file, checked on its own: its slug, its frontmatter (an original's or a translation's),
// its photos and its body (nesting, links, the sources its facts need). Every problem of the file is
// reported at once. Parsing Markdown is the costly part of loading guides (it grows with every guide
// added), so each body is parsed once here and the later checks reuse what was found in it.

/** One guide file as read: a translation still needs its original to be complete (./complete.ts). */
export type ParsedGuideFile = {
  file: string;
  slug: string;
  content: string;
  bodyPhotos: Record<string, PhotoSource>;
  headings: GuideHeading[];
  urls: MarkdownUrls;
  words: number;
} & (
  | { kind: 'original'; data: GuideFrontmatter; imageSource: PhotoSource }
  | { kind: 'translation'; data: TranslationFrontmatter }
);

type Frontmatter =
  { kind: 'original'; data: GuideFrontmatter } | { kind: 'translation'; data: TranslationFrontmatter };

/** What is wrong with a slug (the file or folder name), if anything. */
function slugProblems(file: string, slug: string): string[] {
  const what = path.basename(file) === 'index.md' ? 'folder name' : 'file name';
  if (slug.length > SLUG_MAX_LENGTH) {
    return [
      `${what} is ${slug.length} characters; a slug may have at most ${SLUG_MAX_LENGTH} (it becomes the page's address and its file names)`,
    ];
  }
  if (!GUIDE_SLUG_PATTERN.test(slug)) {
    return [
      `${what} "${slug}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. best-cafes-in-bandung.md`,
    ];
  }
  if ((RESERVED_GUIDE_SLUGS as readonly string[]).includes(slug)) {
    return [
      `${what} "${slug}" is taken by the guide lists (/guides/${slug}/…); reserved: ${RESERVED_GUIDE_SLUGS.join(', ')}`,
    ];
  }
  return [];
}

/** The frontmatter read with the schema its kind needs (an original's, or a translation's). */
function checkedFrontmatter(raw: unknown, problems: string[]): Frontmatter | undefined {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (!('translationOf' in fields)) {
    const result = guideFrontmatterSchema.safeParse(raw);
    if (result.success) return { kind: 'original', data: result.data };
    problems.push(...guideIssueLines(result.error, raw));
    return undefined;
  }
  const inherited = INHERITED_FIELDS.filter((field) => field in fields);
  problems.push(
    ...inherited.map(
      (field) =>
        `field "${field}": a translation takes it from the guide it translates (translationOf: ${shortValue(fields.translationOf, { quoted: false })}); remove it here`,
    ),
  );
  const result = translationFrontmatterSchema.safeParse(raw);
  if (result.success) return inherited.length ? undefined : { kind: 'translation', data: result.data };
  problems.push(...guideIssueLines(result.error, raw));
  return undefined;
}

/**
 * Reads and checks one guide file. `file` names it in messages; photos must stay inside `contentRoot`.
 * Throws a ContentError listing every problem of the file.
 */
export function parseGuideFile(
  file: string,
  source: string,
  slug: string,
  contentRoot: string | undefined,
): ParsedGuideFile {
  const problems = slugProblems(file, slug);
  let parsed: ReturnType<typeof readFrontmatter>;
  try {
    parsed = readFrontmatter(source);
  } catch (error) {
    if (error instanceof FrontmatterError) throw fileProblems(file, [...problems, error.message]);
    throw error;
  }
  const frontmatter = checkedFrontmatter(parsed.data, problems);
  const hero =
    frontmatter?.kind === 'original'
      ? checkedHeroPhoto(frontmatter.data, slug, file, contentRoot)
      : undefined;
  if (typeof hero === 'string') problems.push(hero);
  const content = parsed.content.trim();
  if (!content) throw fileProblems(file, [...problems, 'the Markdown body is empty']);
  // Line numbers in messages count from the top of the file, where the editor looks.
  const firstLine = source.slice(0, source.lastIndexOf(content)).split('\n').length;
  const tooDeep = nestingProblemBeforeParse(content, firstLine);
  if (tooDeep) throw fileProblems(file, [...problems, tooDeep]);
  const tree = parseGuideBody(file, content);
  const tooDeepTree = nestingProblemInTree(tree, firstLine);
  if (tooDeepTree) throw fileProblems(file, [...problems, tooDeepTree]);
  problems.push(...chartLineProblems(tree, firstLine));
  const urls = urlsOf(tree);
  problems.push(
    ...urls.links
      .filter((url) => guideLinkTarget(url) === null)
      .map((url) => `link ${url} has a malformed % escape (write %25 for a literal %)`),
  );
  if (frontmatter?.kind === 'original' && !frontmatter.data.sources) {
    const fact = factBearingLine(content, firstLine);
    if (fact) {
      problems.push(
        `line ${fact.line} states facts ("${fact.text}") but the guide lists no sources: add sources: with the pages they come from, each with title, url and checked (docs/editing.md, "Sources")`,
      );
    }
  }
  const photoUrls = new Set(urls.images.map(({ url }) => url));
  problems.push(...siteLinkProblems(urls.links.filter((url) => !photoUrls.has(url))));
  if (frontmatter) problems.push(...linkLanguageProblems(frontmatter.data.lang, urls.links));
  // A user name or password in a link would be published to every reader as written.
  problems.push(
    ...urls.links
      .filter(carriesCredentials)
      .map((url) => `link ${url} carries a user name or password; link to the page without them`),
  );
  const bodyPhotos = checkedBodyPhotos(file, urls.images, contentRoot, problems);
  if (problems.length || !frontmatter) throw fileProblems(file, problems);
  const words = countWords(readableText(tree), frontmatter.data.lang);
  const common = { file, slug, content, bodyPhotos, headings: guideHeadings(tree), urls, words };
  return frontmatter.kind === 'original'
    ? { ...common, kind: 'original', data: frontmatter.data, imageSource: hero as PhotoSource }
    : { ...common, kind: 'translation', data: frontmatter.data };
}
