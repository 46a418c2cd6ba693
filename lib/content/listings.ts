import { areaDescription, areaName, areas, tagLabel, tags, type Area, type Tag } from './taxonomy';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { areaHref, listPageHref, routes, tagHref } from '../routes';

// The guide lists: every guide (/guides), an area's (/guides/area/<slug>) and a tag's
// (/guides/tag/<slug>), in each language (/id/guides, …). Each shows its guides newest first,
// GUIDES_PER_PAGE to a page: page 1 at the list's own path, page n at <path>/page/<n>. Pure functions
// over the guides passed in (the guides of the list's language), so the pages, the sitemap and the
// tests all page the same way.

export const GUIDES_PER_PAGE = 12;

export type Listable = { slug: string; area: string; tags: readonly string[] };

export type Listing<T extends Listable = Listable> = {
  kind: 'all' | 'area' | 'tag';
  locale: Locale;
  /** The area or tag slug; '' for the list of every guide. */
  slug: string;
  /** Page 1's path, e.g. /guides/area/city-centre. */
  path: string;
  /** What the list is called: "All guides", an area's name or a tag's label. */
  name: string;
  description: string;
  /** Newest first. */
  guides: T[];
};

export function allGuidesListing<T extends Listable>(locale: Locale, guides: readonly T[]): Listing<T> {
  const t = getTranslator(locale);
  return {
    kind: 'all',
    locale,
    slug: '',
    path: localePath(locale, routes.guides),
    name: t('guides.allGuidesName'),
    description: t('guides.allGuidesDescription'),
    guides: [...guides],
  };
}

export function areaListing<T extends Listable>(
  locale: Locale,
  area: Area,
  guides: readonly T[],
): Listing<T> {
  return {
    kind: 'area',
    locale,
    slug: area.slug,
    path: localePath(locale, areaHref(area.slug)),
    name: areaName(locale, area.slug),
    description: areaDescription(locale, area.slug),
    guides: guides.filter((guide) => guide.area === area.slug),
  };
}

export function tagListing<T extends Listable>(locale: Locale, tag: Tag, guides: readonly T[]): Listing<T> {
  return {
    kind: 'tag',
    locale,
    slug: tag.slug,
    path: localePath(locale, tagHref(tag.slug)),
    name: tagLabel(locale, tag.slug),
    description: getTranslator(locale)('guides.tagDescription', {
      tag: tagLabel(locale, tag.slug).toLowerCase(),
    }),
    guides: guides.filter((guide) => guide.tags.includes(tag.slug)),
  };
}

/** Every area's list and every tag's list, in the taxonomy's order (empty ones included). */
export const areaListings = <T extends Listable>(locale: Locale, guides: readonly T[]) =>
  areas.map((area) => areaListing(locale, area, guides));
export const tagListings = <T extends Listable>(locale: Locale, guides: readonly T[]) =>
  tags.map((tag) => tagListing(locale, tag, guides));

/** How many pages a list has (an empty list still has its first page). */
export const pageCount = (listing: Listing) =>
  Math.max(1, Math.ceil(listing.guides.length / GUIDES_PER_PAGE));

/** The guides on page n (1-based). */
export const guidesOnPage = <T extends Listable>(listing: Listing<T>, page: number): T[] =>
  listing.guides.slice((page - 1) * GUIDES_PER_PAGE, page * GUIDES_PER_PAGE);

/** Every page number of a list: 1 … pageCount. */
export const pageNumbers = (listing: Listing) => Array.from({ length: pageCount(listing) }, (_, i) => i + 1);

/** The path of page n of a list. */
export const listingPageHref = (listing: Listing, page: number) => listPageHref(listing.path, page);

/**
 * The numbered links a list's navigation shows: always the first and last pages and the two either
 * side of the current one, with null where pages are skipped. At most 9 entries, however long the
 * list, so a page's size does not grow with the number of guides.
 */
export function pageLinks(current: number, total: number): (number | null)[] {
  const shown = [...new Set([1, total, ...[-2, -1, 0, 1, 2].map((d) => current + d)])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((page, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows that page rather than an ellipsis that hides a single number.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}

/**
 * The route segments of an area or tag list page, as in /guides/area/<segments>: [slug] for
 * page 1 and [slug, 'page', n] after; null for anything else (including …/page/1).
 */
export function parseListSegments(segments: readonly string[]): { slug: string; page: number } | null {
  const [slug, word, number, ...rest] = segments;
  if (!slug || rest.length) return null;
  if (word === undefined) return { slug, page: 1 };
  if (word !== 'page' || !number || !/^[1-9]\d*$/.test(number)) return null;
  const page = Number(number);
  return page >= 2 ? { slug, page } : null;
}

/** The route segments of every page of a list (the inverse of parseListSegments). */
export const listSegments = (listing: Listing) =>
  pageNumbers(listing).map((page) => (page === 1 ? [listing.slug] : [listing.slug, 'page', String(page)]));
