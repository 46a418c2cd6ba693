import path from 'node:path';
import { sharedDuringBuild } from '../build/build-cache.mjs';
import { completeGuide } from './guides/complete';
import { findGuideFiles, slugOfGuideFile, type GuideFile } from './guides/files';
import { checkGuideLinks } from './guides/links';
import { parseGuideFile, type ParsedGuideFile } from './guides/parse';
import { pairTranslations } from './guides/translations';
import type { Guide } from './guides/types';
import type { Place } from './places/schema';
import { findPlaceFiles, loadPlaces, readPlaces, type PlaceFile } from './places/read';
import { ContentError, fileProblems, ProblemList } from './problems';
import { checkTourPlaces, unusedPlaces, warnAboutUnusedPlaces, type References } from './references';
import { tours as siteTours, type Tour } from './tours';

// Reads every collection (guides, places, and the tours table) and checks each record on its own,
// then every reference between them, once: guide → place, tour → place, translation → original,
// guide → guide links and links to drafts. Every problem of the build is reported together
// (./problems.ts); places nothing uses are a warning. Drafts (`draft: true`) are checked like any
// guide and left out of everything a production build makes; `npm run dev` shows them.

export const CONTENT_DIR = path.join(process.cwd(), 'content');

/** What the checks return: plain values (they cross processes as JSON, ../build/build-cache.mjs). */
export type ContentRecords = { guides: Guide[]; places: Place[] };

export type ContentInput = {
  guideFiles: readonly GuideFile[];
  placeFiles: readonly PlaceFile[];
  /** The folder guides' photos must stay in (content/). */
  contentRoot: string;
  drafts: boolean;
  /** The tours whose places are checked: the project's table; another folder (a test's) has none. */
  tours?: readonly Pick<Tour, 'slug' | 'places'>[];
};

/** Whether this run shows drafts: `npm run dev` does; builds (and tests) leave them out. */
export const showsDrafts = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV === 'development';

const newestFirst = (a: Guide, b: Guide) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Checks the records and their references; throws a ContentError listing every problem found. */
export function checkContent({ guideFiles, placeFiles, contentRoot, drafts, tours }: ContentInput) {
  const problems = new ProblemList();
  const places = readPlaces(placeFiles, problems);
  const failedPlaces = problems.files();
  const brokenPlaces = new Set(
    placeFiles.filter(({ file }) => failedPlaces.has(file)).map(({ file }) => path.basename(file, '.yaml')),
  );
  const references: References = { places, brokenPlaces, problems };
  const parsed = guideFiles.flatMap(
    ({ slug, file, source }) => problems.collect(() => parseGuideFile(file, source, slug, contentRoot)) ?? [],
  );
  // A guide whose file has problems is left out of the checks below, which would only repeat them.
  const failed = problems.files();
  const broken = new Set(guideFiles.filter(({ file }) => failed.has(file)).map(({ slug }) => slug));
  const originals = parsed.flatMap((entry) =>
    entry.kind === 'original' ? [completeGuide(entry, undefined, references)] : [],
  );
  const bySlug = new Map(originals.map((guide) => [guide.slug, guide]));
  const translations = parsed.flatMap((entry) => {
    if (entry.kind !== 'translation' || broken.has(entry.data.translationOf)) return [];
    const original = bySlug.get(entry.data.translationOf);
    return [
      {
        file: entry.file,
        translationOf: entry.data.translationOf,
        guide: original ? completeGuide(entry, original, references) : undefined,
      },
    ];
  });
  const guides = pairTranslations(originals, translations, problems);
  const urls = new Map(parsed.map((entry: ParsedGuideFile) => [entry.slug, entry.urls]));
  checkGuideLinks(guides, urls, problems, broken);
  if (tours) checkTourPlaces(tours, references);
  problems.throwIfAny();
  // Which places nothing uses is known only with the tours too.
  if (tours) warnAboutUnusedPlaces(unusedPlaces(guides, tours, places));
  return {
    guides: guides.filter((guide) => drafts || !guide.draft).sort(newestFirst),
    places: [...places.values()],
  } satisfies ContentRecords;
}

/** The files of a guides folder and of the places folder beside it, read once. */
function readContentFiles(guidesDir: string) {
  const problems = new ProblemList();
  const guideFiles = problems.collect(() => findGuideFiles(guidesDir)) ?? [];
  const placeFiles = problems.collect(() => findPlaceFiles(path.resolve(guidesDir, '..', 'places'))) ?? [];
  problems.throwIfAny();
  return { guideFiles, placeFiles };
}

/**
 * Every record of a content folder (content/guides and content/places beside it), checked, newest
 * guides first; drafts only if asked.
 */
export function loadContentRecords(
  guidesDir: string = path.join(CONTENT_DIR, 'guides'),
  { drafts = false, tours }: { drafts?: boolean; tours?: ContentInput['tours'] } = {},
): ContentRecords {
  const contentRoot = path.resolve(guidesDir, '..');
  return checkContent({ ...readContentFiles(guidesDir), contentRoot, drafts, tours });
}

let cache: { key: string; records: ContentRecords } | undefined;

/**
 * The project's content, checked. A build reads the files once, and its worker processes share the
 * result (sharedDuringBuild). npm run dev reads them on every call and checks them again when their
 * text changed, so an edited or a new file (and any mistake in it) shows on the next reload.
 */
export function projectContent(): ContentRecords {
  if (cache && process.env.NODE_ENV !== 'development') return cache.records;
  const files = readContentFiles(path.join(CONTENT_DIR, 'guides'));
  const drafts = showsDrafts();
  // The files' text is both the cache's key and what gets checked.
  const key = [
    `drafts=${drafts}`,
    ...[...files.guideFiles, ...files.placeFiles].map(({ file, source }) => `${file}\0${source}`),
  ].join('\0');
  if (cache?.key !== key) {
    const records = sharedDuringBuild('content', key, () =>
      checkContent({ ...files, contentRoot: CONTENT_DIR, drafts, tours: siteTours }),
    );
    cache = { key, records };
  }
  return cache.records;
}

/** The project's place records alone (checked), for checking one guide file. */
const projectPlaces = () => loadPlaces(path.join(CONTENT_DIR, 'places'));

/**
 * Parses and checks one guide file on its own, its places looked up in `places`. A translation is
 * refused: it is read with the guide it translates (loadContentRecords).
 */
export function parseGuide(
  file: string,
  source: string,
  contentRoot?: string,
  places: ReadonlyMap<string, Place> = projectPlaces(),
): Guide {
  const parsed = parseGuideFile(file, source, slugOfGuideFile(file), contentRoot);
  if (parsed.kind === 'translation') {
    throw fileProblems(file, ['is a translation: it is read with the guide it translates (loadContent)']);
  }
  const problems = new ProblemList();
  const guide = completeGuide(parsed, undefined, { places, brokenPlaces: new Set(), problems });
  problems.throwIfAny();
  return guide;
}

export { ContentError };
