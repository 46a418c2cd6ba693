import 'server-only';

import path from 'node:path';
import type { Nodes as MdastNodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sharedDuringBuild } from './build-cache.mjs';
import { keyFactsMismatch } from './key-facts';
import { GuideContentError } from './guide-error';
import { findGuideFiles, slugOfGuideFile, type GuideFile } from './guide-files';
import {
  describeIssues,
  GUIDE_SLUG_PATTERN,
  guideFrontmatterSchema,
  INHERITED_FIELDS,
  RESERVED_GUIDE_SLUGS,
  translationFrontmatterSchema,
  SLUG_MAX_LENGTH,
  type GuideFrontmatter,
  type TranslationFrontmatter,
} from './guide-schema';
import { FrontmatterError, readFrontmatter } from './frontmatter';
import { factBearingLine } from './fact-bearing';
import { translationIsDraft } from './draft-translations';
import { shortValue } from './short-value';
import { carriesCredentials } from './url-credentials';
import { siteLinkProblems } from './site-links';
import { nestingProblemBeforeParse, nestingProblemInTree } from './markdown-limits';
import { parseGuideBody } from './parse-time-limit';
import { chartLineProblems } from '../charts/directive';
import { guideHeadings, type GuideHeading } from './toc';
import { linkLanguageProblems, pairTranslations } from './translations';
import { formatDate, formatMonthYear, readingMinutes } from '../i18n/format';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localePath, splitLocalePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { guidePhotoSource, photoKey, PhotoSourceError, type PhotoSource } from '../photos/photo-source';
import { heroSource, translationAltProblem } from './guide-hero';
import type { GuidePlace, GuidePlaceRef, Place } from '../places/place-schema';
import { getPlaces, loadPlaces } from '../places/places';
import { checkTourPlaces, unusedPlaces, warnAboutUnusedPlaces } from '../places/place-use';
import { tours } from '../tours/tours';
import { guideHref } from '../routes';

// The guides loader: every guide is content/guides/<slug>.md or content/guides/<slug>/index.md
// (lib/content/guide-files.ts). Files are read and validated once per build (see
// lib/content/build-cache.mjs); an invalid file stops the build with the file and the field named,
// and so does a photo it names that is missing, not an image or outside content/.
// Drafts (`draft: true`) are read and checked like any guide, and left out of everything a
// production build makes; `npm run dev` shows them, marked as drafts (showsDrafts()).

export { GuideContentError };

export const GUIDES_DIR = path.join(process.cwd(), 'content', 'guides');

/** Another language's version of a guide: where it is and what it is called. */
export type GuideTranslation = { slug: string; href: string; title: string };

/** A guide without its body: its frontmatter as the schema outputs it, plus what the loader derives. */
export type GuideSummary = Omit<GuideFrontmatter, 'updated' | 'places' | 'image'> & {
  slug: string;
  /** The guide's file, as messages name it. */
  file: string;
  /** The language it is written in (frontmatter `lang`). */
  locale: Locale;
  /** The places the guide covers, in its order: their records (content/places/), with the guide's tips. */
  places: GuidePlace[];
  href: string;
  /** Where the hero photo (frontmatter `image`, or the original's for a translation) comes from, checked; a designed cover without one. */
  imageSource: PhotoSource;
  /** ISO date of the last update (`date` when the frontmatter has no `updated`). */
  updated: string;
  /** For a translation: the slug of the guide it translates. */
  translationOf?: string;
  /** The same guide in the site's other languages, where it has been translated and published. */
  translations: Partial<Record<Locale, GuideTranslation>>;
  /** Display values, in the guide's language */
  dateLabel: string;
  updatedLabel: string;
  readTime: string;
};

export type Guide = GuideSummary & {
  content: string;
  /** The photos of the body, by photoKey() of their address as written. */
  bodyPhotos: Record<string, PhotoSource>;
  /** The body's ## and ### headings with their anchors, in order (lib/content/toc.ts). */
  headings: GuideHeading[];
};

/** One guide file, checked on its own: a translation still needs its original to be complete. */
type ParsedGuideFile = {
  file: string;
  slug: string;
  content: string;
  bodyPhotos: Record<string, PhotoSource>;
  headings: GuideHeading[];
  urls: MarkdownUrls;
} & (
  | { kind: 'original'; data: GuideFrontmatter; imageSource: PhotoSource }
  | { kind: 'translation'; data: TranslationFrontmatter }
);

/**
 * Parses and validates one guide file's text. `file` names it in error messages and gives its slug
 * (the file name without .md, or the folder of a <slug>/index.md). Its places are looked up in
 * `places` (by default the project's content/places/). A translation needs its original: load it
 * with the others (loadGuides).
 */
export function parseGuide(
  file: string,
  source: string,
  contentRoot?: string,
  places: ReadonlyMap<string, Place> = getPlaces(),
): Guide {
  const parsed = parseGuideFile(file, source, slugOfGuideFile(file), contentRoot);
  if (parsed.kind === 'translation') {
    throw new GuideContentError(
      file,
      'is a translation: it is read with the guide it translates (loadGuides)',
    );
  }
  return completeGuide(parsed, undefined, places);
}

/**
 * The guide's place list resolved against the place records: each id's record, with the guide's
 * tip where it gives one. An id with no record stops the build, naming the guide and every such id.
 */
function resolvePlaces(
  file: string,
  refs: readonly GuidePlaceRef[],
  places: ReadonlyMap<string, Place>,
): GuidePlace[] {
  const missing = refs.filter((ref) => !places.has(ref.place));
  if (missing.length) {
    throw new GuideContentError(
      file,
      missing
        .map(
          (ref) =>
            `place ${refs.indexOf(ref) + 1} "${ref.place}": there is no place content/places/${ref.place}.yaml`,
        )
        .join('\n  '),
    );
  }
  return refs.map((ref) => ({
    ...places.get(ref.place)!,
    ...('tip' in ref && ref.tip !== undefined ? { guideTip: ref.tip } : {}),
  }));
}

/** Reads the frontmatter with the schema its kind needs: an original's, or a translation's. */
function checkedFrontmatter(
  file: string,
  raw: unknown,
): { kind: 'original'; data: GuideFrontmatter } | { kind: 'translation'; data: TranslationFrontmatter } {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (!('translationOf' in fields)) {
    const result = guideFrontmatterSchema.safeParse(raw);
    if (!result.success) throw new GuideContentError(file, describeIssues(result.error, raw));
    return { kind: 'original', data: result.data };
  }
  const inherited = INHERITED_FIELDS.filter((field) => field in fields);
  if (inherited.length) {
    throw new GuideContentError(
      file,
      inherited
        .map(
          (field) =>
            `field "${field}": a translation takes it from the guide it translates (translationOf: ${shortValue(fields.translationOf, { quoted: false })}); remove it here`,
        )
        .join('\n  '),
    );
  }
  const result = translationFrontmatterSchema.safeParse(raw);
  if (!result.success) throw new GuideContentError(file, describeIssues(result.error, raw));
  return { kind: 'translation', data: result.data };
}

/**
 * Reads and checks one guide file on its own: slug, frontmatter, hero photo, body (nesting, links,
 * photos). Parsing Markdown is the costly part of loading guides (it grows with every guide added),
 * so the build parses each body once here and the link check reuses the addresses it found.
 */
function parseGuideFile(
  file: string,
  source: string,
  slug: string,
  contentRoot: string | undefined,
): ParsedGuideFile {
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
  const frontmatter = checkedFrontmatter(file, parsed.data);
  let imageSource: PhotoSource | undefined;
  if (frontmatter.kind === 'original') {
    try {
      imageSource = heroSource(frontmatter.data, slug, file, contentRoot);
    } catch (error) {
      if (error instanceof PhotoSourceError)
        throw new GuideContentError(file, `field "image": ${error.message}`);
      throw error;
    }
  }
  const content = parsed.content.trim();
  if (!content) throw new GuideContentError(file, 'the Markdown body is empty');
  // Line numbers in messages count from the top of the file, where the editor looks.
  const firstLine = source.slice(0, source.lastIndexOf(content)).split('\n').length;
  const tooDeep = nestingProblemBeforeParse(content, firstLine);
  if (tooDeep) throw new GuideContentError(file, tooDeep);
  const tree = parseGuideBody(file, content);
  const tooDeepTree = nestingProblemInTree(tree, firstLine);
  if (tooDeepTree) throw new GuideContentError(file, tooDeepTree);
  const chartProblems = chartLineProblems(tree, firstLine);
  if (chartProblems.length) throw new GuideContentError(file, chartProblems.join('\n  '));
  const urls = urlsOf(tree);
  const malformed = urls.links.filter((url) => guideLinkTarget(url) === null);
  if (malformed.length) {
    throw new GuideContentError(
      file,
      malformed.map((url) => `link ${url} has a malformed % escape (write %25 for a literal %)`).join('\n  '),
    );
  }
  if (frontmatter.kind === 'original' && !frontmatter.data.sources) {
    const fact = factBearingLine(content, firstLine);
    if (fact) {
      throw new GuideContentError(
        file,
        `line ${fact.line} states facts ("${fact.text}") but the guide lists no sources: add sources: with the pages they come from, each with title, url and checked (docs/editing.md, "Sources")`,
      );
    }
  }
  const locale = frontmatter.data.lang;
  const photoUrls = new Set(urls.images.map(({ url }) => url));
  const offSite = siteLinkProblems(urls.links.filter((url) => !photoUrls.has(url)));
  if (offSite.length) throw new GuideContentError(file, offSite.join('\n  '));
  const wrongLanguage = linkLanguageProblems(locale, urls.links);
  if (wrongLanguage.length) throw new GuideContentError(file, wrongLanguage.join('\n  '));
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
  const common = { file, slug, content, bodyPhotos, headings: guideHeadings(tree), urls };
  return frontmatter.kind === 'original'
    ? { ...common, kind: 'original', data: frontmatter.data, imageSource: imageSource! }
    : { ...common, kind: 'translation', data: frontmatter.data };
}

/**
 * A guide from its parsed file: for a translation, with what it takes from its original (area, tags,
 * featured, views, the hero photo, and the places unless it lists its own, each then with the place's
 * own tip in the translation's language).
 */
function completeGuide(
  parsed: ParsedGuideFile,
  original: Guide | undefined,
  places: ReadonlyMap<string, Place>,
): Guide {
  const { file, slug, content, bodyPhotos, headings } = parsed;
  const locale = parsed.data.lang;
  const t = getTranslator(locale);
  const updated = parsed.data.updated ?? parsed.data.date;
  const own = {
    title: parsed.data.title,
    excerpt: parsed.data.excerpt,
    summary: parsed.data.summary,
    imageAlt: parsed.data.imageAlt,
    date: parsed.data.date,
    draft: parsed.data.draft,
  };
  const labels = {
    dateLabel: formatDate(locale, parsed.data.date),
    updatedLabel: t('guide.updated', { date: formatMonthYear(locale, updated) }),
    readTime: t('guide.readTime', { minutes: readingMinutes(content) }),
  };
  const located = { slug, file, locale, href: localePath(locale, guideHref(slug)), updated };
  if (parsed.kind === 'original') {
    const { image: _image, places: refs, updated: _updated, ...data } = parsed.data;
    return {
      ...data,
      ...located,
      ...labels,
      places: resolvePlaces(file, refs, places),
      imageSource: parsed.imageSource,
      translations: {},
      content,
      bodyPhotos,
      headings,
    };
  }
  if (!original) throw new Error(`${file}: a translation is completed with its original`);
  const altProblem = translationAltProblem(original.imageSource, parsed.data.imageAlt);
  if (altProblem) throw new GuideContentError(file, altProblem);
  const keyFactsProblem = keyFactsMismatch(parsed.data.keyFacts, original.keyFacts, original.file);
  if (keyFactsProblem) throw new GuideContentError(file, keyFactsProblem);
  const refs = parsed.data.places ?? original.places.map((place) => ({ place: place.id }));
  return {
    ...own,
    ...located,
    ...labels,
    draft: translationIsDraft(file, own.draft, original),
    ...(parsed.data.keyFacts ? { keyFacts: parsed.data.keyFacts } : {}),
    // By default the translation's facts come from where the original's do.
    ...(parsed.data.sources || original.sources ? { sources: parsed.data.sources ?? original.sources } : {}),
    area: original.area,
    tags: original.tags,
    featured: original.featured,
    ...(original.views === undefined ? {} : { views: original.views }),
    lang: locale,
    translationOf: parsed.data.translationOf,
    places: resolvePlaces(file, refs, places),
    imageSource: original.imageSource,
    translations: {},
    content,
    bodyPhotos,
    headings,
  };
}

/** The body photos without alt text warned about in this process (the loader may run more than once). */
const warnedWithoutAlt = new Set<string>();

/**
 * The spec's rule for a body photo without alt text: it is shown with empty alternative text
 * (alt="", the renderer's default), and the build says so, naming the guide file and the photo, so the
 * editor describes it for readers who cannot see it. It does not stop the build; only the hero's
 * imageAlt is required (the schema).
 */
export function warnAboutPhotoWithoutAlt(file: string, url: string) {
  const key = `${file}\0${url}`;
  if (warnedWithoutAlt.has(key)) return;
  warnedWithoutAlt.add(key);
  console.warn(
    `⚠ ${file}: photo ${url || '(no address)'} in the body has no alt text, so it is shown with alt=""; describe it in ![…](${url}) for readers who cannot see it`,
  );
}

/** The body's photos, each checked like the hero photo. Lists every problem at once. */
function checkedBodyPhotos(
  file: string,
  images: MarkdownImage[],
  contentRoot: string | undefined,
): Record<string, PhotoSource> {
  const photos: Record<string, PhotoSource> = {};
  const problems: string[] = [];
  for (const { url, alt } of images) {
    if (!alt.trim()) warnAboutPhotoWithoutAlt(file, url);
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

/** A link to a guide page in any language: /guides/<slug>, /id/guides/<slug>. */
const GUIDE_LINK = /^\/guides\/([^/?#]*)/;

/**
 * The guide a link points to, in its language, with the slug decoded; undefined for a link that is not
 * to a guide page; null for a guide link whose % escapes are malformed.
 */
export function guideLinkTarget(url: string): { locale: Locale; slug: string } | undefined | null {
  if (!url.startsWith('/')) return undefined;
  const { locale, path } = splitLocalePath(url);
  const written = GUIDE_LINK.exec(path)?.[1];
  if (written === undefined) return undefined;
  try {
    return { locale, slug: decodeURIComponent(written) };
  } catch {
    return null;
  }
}

/** The slugs a Markdown body (or its already extracted links) links to with /guides/<slug> addresses. */
export function linkedGuideSlugs(markdown: string | MarkdownUrls): string[] {
  const { links } = typeof markdown === 'string' ? markdownUrls(markdown) : markdown;
  return links.flatMap((url) => {
    const target = guideLinkTarget(url);
    if (target === undefined) return [];
    // A malformed escape is reported by the loader; here it stays as written (and so is not a guide).
    return [target?.slug ?? splitLocalePath(url).path.replace(/^\/guides\/([^/?#]*).*$/, '$1')];
  });
}

/**
 * Stops the build when a guide links to a guide that does not exist in the link's language, so a
 * renamed or mistyped slug never ships as a dead link, or when a published guide links to a draft
 * (which the production build leaves out). `files` maps each guide's slug to its file name.
 */
export function checkGuideLinks(
  guides: Guide[],
  files: Map<string, string> = new Map(),
  urls: Map<string, MarkdownUrls> = new Map(),
): void {
  const bySlug = new Map(guides.map((guide) => [guide.slug, guide]));
  const fileOf = (slug: string) => files.get(slug) ?? bySlug.get(slug)?.file ?? `${slug}.md`;
  for (const guide of guides) {
    const { links } = urls.get(guide.slug) ?? markdownUrls(guide.content);
    const targets = links.map(guideLinkTarget).filter((target) => !!target);
    const seen = new Set<string>();
    const problems = targets.flatMap(({ locale, slug }) => {
      const link = localePath(locale, guideHref(slug));
      if (seen.has(link)) return [];
      seen.add(link);
      const target = bySlug.get(slug);
      if (!target || (target.locale ?? DEFAULT_LOCALE) !== locale) {
        return [
          `links to ${link}, but there is no guide content/guides/${slug}.md (or ${slug}/index.md) in that language`,
        ];
      }
      if (target.draft && !guide.draft) {
        return [
          `links to ${link}, a draft (${fileOf(slug)} has draft: true), which is not published: publish it or remove the link`,
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

/**
 * Reads and validates every guide in a directory (content/guides), in every language, newest first;
 * drafts only if asked. Places come from the places folder beside it (content/places).
 */
export function loadGuides(dir: string = GUIDES_DIR, { drafts = false }: LoadOptions = {}): Guide[] {
  const contentRoot = path.resolve(dir, '..');
  return parseGuideFiles(
    findGuideFiles(dir),
    contentRoot,
    drafts,
    loadPlaces(path.join(contentRoot, 'places')),
  );
}

/**
 * Validates guide files (file names in errors are relative to the project), newest first: each file
 * on its own, then translations with their originals (lib/content/translations.ts), then the links
 * between guides. Drafts are checked like every guide, then left out unless `drafts`.
 */
function parseGuideFiles(
  files: GuideFile[],
  contentRoot: string,
  drafts: boolean,
  places: ReadonlyMap<string, Place>,
): Guide[] {
  const parsed = files.map(({ slug, file, source }) => parseGuideFile(file, source, slug, contentRoot));
  const originals = new Map(
    parsed.flatMap((entry) =>
      entry.kind === 'original' ? [[entry.slug, completeGuide(entry, undefined, places)] as const] : [],
    ),
  );
  const translations = parsed.flatMap((entry) => {
    if (entry.kind !== 'translation') return [];
    const original = originals.get(entry.data.translationOf);
    return [{ entry, guide: original ? completeGuide(entry, original, places) : undefined }];
  });
  const guides = pairTranslations(
    [...originals.values()],
    translations.map(({ entry, guide }) => ({
      file: entry.file,
      translationOf: entry.data.translationOf,
      guide,
    })),
  );
  checkGuideLinks(
    guides,
    new Map(guides.map((guide) => [guide.slug, guide.file])),
    new Map(parsed.map((entry) => [entry.slug, entry.urls])),
  );
  return guides
    .filter((guide) => drafts || !guide.draft)
    .map((guide) => (drafts ? guide : { ...guide, translations: publishedOnly(guide.translations, guides) }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A guide's translations without the drafts a production build leaves out. */
function publishedOnly(translations: Guide['translations'], guides: readonly Guide[]): Guide['translations'] {
  const drafts = new Set(guides.filter((guide) => guide.draft).map((guide) => guide.slug));
  return Object.fromEntries(
    Object.entries(translations).filter(([, translation]) => !drafts.has(translation.slug)),
  );
}

let cache: { key: string; guides: Guide[] } | undefined;

/**
 * All guides in every language, newest first: the published ones, and in npm run dev the drafts. A
 * build reads the files once. npm run dev reads them on every call and parses them again when their
 * text changed, so an edited or a new guide (and any mistake in it) shows on the next reload.
 */
export function getAllGuides(): Guide[] {
  if (cache && process.env.NODE_ENV !== 'development') return cache.guides;
  // The files' text is both the cache's key and what gets parsed.
  const files = findGuideFiles(GUIDES_DIR);
  const places = getPlaces();
  const drafts = showsDrafts();
  // Guides carry their places' records, so the places are part of the key too.
  const key = [
    `drafts=${drafts}`,
    JSON.stringify([...places]),
    ...files.map(({ file, source }) => `${file}\0${source}`),
  ].join('\0');
  if (cache?.key !== key) {
    cache = {
      key,
      guides: sharedDuringBuild('guides', key, () => {
        const guides = parseGuideFiles(files, path.resolve(GUIDES_DIR, '..'), drafts, places);
        // The site's tours name places too: checked here, once per build, with the guides.
        checkTourPlaces(tours, places);
        warnAboutUnusedPlaces(unusedPlaces(guides, tours, places));
        return guides;
      }),
    };
  }
  return cache.guides;
}

/** The guides written in one language, newest first. */
export const getGuides = (locale: Locale): Guide[] =>
  getAllGuides().filter((guide) => guide.locale === locale);

const summaryOf = ({
  content: _content,
  bodyPhotos: _bodyPhotos,
  headings: _headings,
  ...summary
}: Guide): GuideSummary => summary;

export const getGuideSummaries = (locale: Locale): GuideSummary[] => getGuides(locale).map(summaryOf);

/** Every guide's summary, in every language. */
export const getAllGuideSummaries = (): GuideSummary[] => getAllGuides().map(summaryOf);

export const getGuide = (locale: Locale, slug: string): Guide | undefined =>
  getGuides(locale).find((guide) => guide.slug === slug);

/**
 * A guide (by its slug in any language) as published in `locale`: itself, or its translation; undefined
 * where it has no version in that language.
 */
export function guideIn(locale: Locale, slug: string): GuideTranslation | undefined {
  const guide = getAllGuides().find((candidate) => candidate.slug === slug);
  if (!guide) return undefined;
  if (guide.locale === locale) return { slug: guide.slug, href: guide.href, title: guide.title };
  return guide.translations[locale];
}
