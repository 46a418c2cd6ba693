import { join } from 'node:path';
import matter from 'gray-matter';
import { formatDate, formatUpdated, readTime } from '../../lib/content/format';
import { findGuideFiles } from '../../lib/content/guide-files';
import { guideFrontmatterSchema } from '../../lib/content/guide-schema';
import { affiliateTargets, UNMAPPED_TOURS } from '../../lib/tours/affiliate';
import { GUIDES_PER_PAGE } from '../../lib/content/listings';
import { loadPlaces } from '../../lib/places/places';
import {
  areaHref,
  devicePages,
  guideHref,
  listPageHref,
  routes,
  searchHref,
  staticPages,
} from '../../lib/routes';

// The pages the end-to-end tests visit, from the same lists the site is built from, so a page, guide
// or tour added there is tested without touching the tests.

const GUIDES_DIR = join(process.cwd(), 'content', 'guides');

/** Every place record (content/places/), by id. */
export const places = loadPlaces();

/**
 * What each published guide's card and article show, newest first, read from its file
 * (content/guides/<slug>.md or <slug>/index.md) with the site's schema and formatters
 * (lib/content/guides.ts itself is server-only). Drafts are not built, so not here.
 */
export const guides = findGuideFiles(GUIDES_DIR)
  .flatMap(({ slug, source }) => {
    const { data, content } = matter(source);
    const frontmatter = guideFrontmatterSchema.parse(data);
    if (frontmatter.draft) return [];
    return [
      {
        slug,
        title: frontmatter.title,
        area: frontmatter.area,
        featured: frontmatter.featured,
        isoDate: frontmatter.date,
        date: formatDate(frontmatter.date),
        updated: formatUpdated(frontmatter.updated ?? frontmatter.date),
        readTime: readTime(content.trim()),
        views: frontmatter.views === undefined ? undefined : `${frontmatter.views} views`,
        // Each place's record, with the guide's own tip where it gives one.
        places: frontmatter.places.map((ref) => ({
          ...places.get(ref.place)!,
          ...('tip' in ref && ref.tip ? { guideTip: ref.tip } : {}),
        })),
      },
    ];
  })
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));

/** Every published guide's slug. */
export const guideSlugs = guides.map((guide) => guide.slug).sort();

/** One guide stands for every guide page. */
export const sampleGuide = guideSlugs[0]!;

/** A word that finds at least the sample guide: the longest word of its title. */
export const sampleSearchWord = guides
  .find((guide) => guide.slug === sampleGuide)!
  .title.split(/\W+/)
  .sort((a, b) => b.length - a.length)[0]!
  .toLowerCase();

/** One page of each kind: every page that exists once (lib/routes.ts), a guide, the 404 page's views. */
export const pageTypes: readonly { name: string; path: string }[] = [
  ...staticPages.map((page) => ({ name: page, path: routes[page] })),
  // /saved and the offline page (noindex, not in the sitemap) as a first visit shows them.
  ...devicePages.map((page) => ({ name: page, path: routes[page] })),
  { name: 'guide', path: guideHref(sampleGuide) },
  { name: 'not-found (general)', path: '/no-such-page' },
  { name: 'not-found (guide)', path: guideHref('no-such-guide') },
  {
    name: 'not-found (guide list)',
    path: listPageHref(routes.guides, Math.ceil(guides.length / GUIDES_PER_PAGE) + 1),
  },
  // Tag lists are the same page as area lists.
  { name: 'area list', path: areaHref(guides[0]!.area) },
  { name: 'search with results', path: searchHref(sampleSearchWord) },
];

/** A redirect page of each kind: one that leaves for the marketplace, and one that goes home. */
export const sampleRedirectSlugs = [Object.keys(affiliateTargets)[0]!, ...UNMAPPED_TOURS.slice(0, 1)];
