import { join } from 'node:path';
import matter from 'gray-matter';
import { findGuideFiles } from '../../lib/content/guides/files';
import { markdownParser, readableText } from '../../lib/content/guides/markdown-urls';
import { countWords } from '../../lib/i18n/words';
import { guideFrontmatterSchema, translationFrontmatterSchema } from '../../lib/content/guides/schema';
import { formatDate, formatMonthYear, readingMinutes } from '../../lib/i18n/format';
import { DEFAULT_LOCALE, LOCALES, otherLocales, type Locale } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { getTranslator } from '../../lib/i18n/translator';
import { affiliateTargets, UNMAPPED_TOURS } from '../../lib/tours/affiliate';
import { tours as tourTable } from '../../lib/content/tours';
import { GUIDES_PER_PAGE } from '../../lib/content/listings';
import type { GuidePlaceRef } from '../../lib/content/guides/place-refs';
import type { GuidePlace } from '../../lib/content/places/schema';
import { loadPlaces } from '../../lib/content/places/read';
import { checkItineraries, findItineraryFiles, ITINERARIES_DIR } from '../../lib/itineraries/load';
import type { Itinerary } from '../../lib/itineraries/model';
import { transportCosts } from '../../lib/itineraries/transport-costs';
import { travelTable } from '../../lib/itineraries/travel-table';
import {
  areaHref,
  devicePages,
  guideHref,
  listPageHref,
  placeHref,
  routes,
  searchHref,
  staticPages,
} from '../../lib/routes';

// The pages the end-to-end tests visit, in every language, from the same lists the site is built
// from, so a page, guide, translation or tour added there is tested without touching the tests.

const GUIDES_DIR = join(process.cwd(), 'content', 'guides');

/** Every place record (content/places/), by id. */
export const places = loadPlaces(join(process.cwd(), 'content', 'places'));

/** Every itinerary (content/itineraries/) in every language, as the build computes it. */
export const itineraries: readonly Itinerary[] = checkItineraries(findItineraryFiles(ITINERARIES_DIR).files, {
  places,
  table: travelTable,
  costs: transportCosts,
}).itineraries;
export const itinerariesIn = (locale: Locale) => itineraries.filter((entry) => entry.locale === locale);
/** One itinerary stands for every itinerary page: the home page's (the spec's three days). */
export const sampleItineraryIn = (locale: Locale) =>
  itineraries.find((entry) => entry.locale === locale && entry.home)!;

const placesOf = (refs: readonly GuidePlaceRef[]): GuidePlace[] =>
  refs.map((ref) => ({
    ...places.get(ref.place)!,
    ...('tip' in ref && ref.tip ? { guideTip: ref.tip } : {}),
  }));

type GuideEntry = {
  slug: string;
  locale: Locale;
  href: string;
  title: string;
  area: string;
  featured: boolean;
  isoDate: string;
  date: string;
  updated: string;
  readTime: string;
  views?: string;
  places: GuidePlace[];
  /** Its Markdown text. */
  markdown: string;
  /** How many words its Markdown text has (about: Markdown's marks count as words). */
  words: number;
  /** Its sources (its own, or for a translation its original's unless it lists its own). */
  sources: { url: string; checked: string }[];
  /** The hero photo's alternative text; none for a designed cover (a guide without image: alt=""). */
  imageAlt?: string;
  /** The original's slug, for a translation. */
  translationOf?: string;
};

/**
 * What each published guide's card and article show, in every language, newest first, read from its
 * file (content/guides/<slug>.md or <slug>/index.md) with the site's schemas and formatters
 * (the content door, lib/content/index.ts, is server-only). A translation takes area, tags and places from its
 * original, as the loader does. Drafts are not built, so not here.
 */
const parsed = findGuideFiles(GUIDES_DIR).map(({ slug, source }) => {
  const { data, content } = matter(source);
  return { slug, data: data as Record<string, unknown>, body: content.trim() };
});
const originals = new Map(
  parsed
    .filter(({ data }) => !('translationOf' in data))
    .map(({ slug, data, body }) => [slug, { body, frontmatter: guideFrontmatterSchema.parse(data) }]),
);

function entry(
  slug: string,
  body: string,
  locale: Locale,
  fields: {
    title: string;
    date: string;
    updated?: string;
    area: string;
    featured: boolean;
    views?: string;
    places: GuidePlace[];
    sources?: { url: string; checked: string }[];
    imageAlt?: string;
    translationOf?: string;
  },
): GuideEntry {
  const t = getTranslator(locale);
  return {
    slug,
    locale,
    href: localePath(locale, guideHref(slug)),
    title: fields.title,
    area: fields.area,
    featured: fields.featured,
    isoDate: fields.date,
    date: formatDate(locale, fields.date),
    updated: t('guide.updated', { date: formatMonthYear(locale, fields.updated ?? fields.date) }),
    readTime: t('guide.readTime', {
      minutes: readingMinutes(countWords(readableText(markdownParser.parse(body)), locale)),
    }),
    views: fields.views,
    places: fields.places,
    markdown: body,
    words: body.split(/\s+/).filter(Boolean).length,
    sources: fields.sources ?? [],
    imageAlt: fields.imageAlt,
    translationOf: fields.translationOf,
  };
}

export const allGuides: GuideEntry[] = parsed
  .flatMap(({ slug, data, body }) => {
    if (!('translationOf' in data)) {
      const frontmatter = originals.get(slug)!.frontmatter;
      if (frontmatter.draft) return [];
      return [entry(slug, body, frontmatter.lang, { ...frontmatter, places: placesOf(frontmatter.places) })];
    }
    const translation = translationFrontmatterSchema.parse(data);
    const original = originals.get(translation.translationOf)!.frontmatter;
    if (translation.draft || original.draft) return [];
    return [
      entry(slug, body, translation.lang, {
        ...translation,
        area: original.area,
        featured: original.featured,
        views: original.views,
        sources: translation.sources ?? original.sources,
        places: placesOf(translation.places ?? original.places.map((ref) => ({ place: ref.place }))),
      }),
    ];
  })
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));

/** The published guides of one language, newest first. */
export const guidesIn = (locale: Locale) => allGuides.filter((guide) => guide.locale === locale);

/** The English guides (the spec's), newest first: most specs test these. */
export const guides = guidesIn(DEFAULT_LOCALE);

/** Every published English guide's slug. */
export const guideSlugs = guides.map((guide) => guide.slug).sort();

/** A language's longest guide, by the words of its text. */
export const longestGuideIn = (locale: Locale) =>
  guidesIn(locale).reduce((longest, guide) => (guide.words > longest.words ? guide : longest));

/** One guide stands for every guide page. */
export const sampleGuide = guideSlugs[0]!;

/** A guide's version in another language, if it has one (by the translations' translationOf). */
export function twinOf(guide: GuideEntry, locale: Locale): GuideEntry | undefined {
  const original = guide.translationOf ?? guide.slug;
  return allGuides.find(
    (other) => other.locale === locale && (other.slug === original || other.translationOf === original),
  );
}

/** A word that finds at least a language's sample guide: the longest word of its title. */
export const searchWordIn = (locale: Locale) => {
  const sample = guidesIn(locale).find((guide) => twinOf(guide, DEFAULT_LOCALE)?.slug === sampleGuide);
  return (sample ?? guidesIn(locale)[0]!).title
    .split(/[^\p{L}\p{N}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
};
export const sampleSearchWord = searchWordIn(DEFAULT_LOCALE);

/** A language's sample guide: the translation of the English sample where there is one. */
export const sampleGuideIn = (locale: Locale) => {
  const english = guides.find((guide) => guide.slug === sampleGuide)!;
  return locale === DEFAULT_LOCALE ? english : (twinOf(english, locale) ?? guidesIn(locale)[0]!);
};

/** One place stands for every place page: the first a tour visits (its page shows guides and tours). */
export const samplePlace = tourTable[0]!.places[0]!;

export type PageType = {
  name: string;
  path: string;
  locale: Locale;
  /**
   * Where the page's language switch leads in each other language: the same page in it (a guide's
   * translation, or that language's guide list when it has none; the 404 views: that language's home).
   */
  twins: Partial<Record<Locale, string>>;
};

/**
 * One page of each kind in a language: every page that exists once (lib/routes.ts), a guide, the 404
 * page's views, an area's list and a search with results.
 */
function pageTypesIn(locale: Locale): PageType[] {
  const others = otherLocales(locale);
  const at = (path: string) => localePath(locale, path);
  const twin = (path: string | ((other: Locale) => string)) =>
    Object.fromEntries(
      others.map((other) => [other, typeof path === 'string' ? localePath(other, path) : path(other)]),
    );
  const label = (name: string) => (locale === DEFAULT_LOCALE ? name : `${name} [${locale}]`);
  const own = guidesIn(locale);
  const guide = sampleGuideIn(locale);
  const area = own[0]!.area;
  return [
    ...staticPages.map((page) => ({ name: page, path: at(routes[page]), twins: twin(routes[page]) })),
    // /saved and the offline page (noindex, not in the sitemap) as a first visit shows them.
    ...devicePages.map((page) => ({ name: page, path: at(routes[page]), twins: twin(routes[page]) })),
    {
      name: 'guide',
      path: guide.href,
      twins: twin((other) => twinOf(guide, other)?.href ?? localePath(other, routes.guides)),
    },
    { name: 'place', path: at(placeHref(samplePlace)), twins: twin(placeHref(samplePlace)) },
    {
      name: 'itinerary',
      path: sampleItineraryIn(locale).href,
      twins: twin(
        (other) =>
          sampleItineraryIn(locale).translations[other]?.href ?? localePath(other, routes.itineraries),
      ),
    },
    { name: 'not-found (general)', path: at('/no-such-page'), twins: twin('/') },
    { name: 'not-found (guide)', path: at(guideHref('no-such-guide')), twins: twin('/') },
    {
      name: 'not-found (guide list)',
      path: at(listPageHref(routes.guides, Math.ceil(own.length / GUIDES_PER_PAGE) + 1)),
      twins: twin('/'),
    },
    // Tag lists are the same page as area lists.
    { name: 'area list', path: at(areaHref(area)), twins: twin(areaHref(area)) },
    // The switch is static markup: it leads to each other language's search page, without the query.
    { name: 'search with results', path: at(searchHref(searchWordIn(locale))), twins: twin(routes.search) },
  ].map((page) => ({ ...page, name: label(page.name), locale }));
}

/** One page of each kind, in every language. */
export const pageTypes: readonly PageType[] = LOCALES.flatMap(pageTypesIn);

/** A redirect page of each kind: one that leaves for the marketplace, and one that goes home. */
export const sampleRedirectSlugs = [Object.keys(affiliateTargets)[0]!, ...UNMAPPED_TOURS.slice(0, 1)];

/** The interface strings of a page's language. */
export const wordsOf = (locale: Locale) => getTranslator(locale);
