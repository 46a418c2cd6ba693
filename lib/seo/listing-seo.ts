import type { Metadata } from 'next';
import {
  allGuidesListing,
  areaListing,
  listingPageHref,
  pageCount,
  tagListing,
  type Listing,
  type Listable,
} from '../content/listings';
import { areas, tags } from '../content/taxonomy';
import { LOCALES, type Locale } from '../i18n/locales';
import { formatNumber } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import type { PageAlternates } from './alternates';
import { pageMetadata } from './metadata';
import { pageOgCards } from './og';
import { breadcrumbJsonLd } from './structured-data';
import { routes } from '../routes';
import { SITE_NAME } from '../site/config';

// Titles, metadata and breadcrumbs of the guide lists (/guides, areas, tags and their later pages),
// in the list's language.

/** "Page 2 of 5" as arguments of the messages that say it. */
const pageOf = (listing: Listing, page: number) => ({
  page: formatNumber(listing.locale, page),
  total: formatNumber(listing.locale, pageCount(listing)),
});

const pageSuffix = (listing: Listing, page: number) =>
  page > 1 ? getTranslator(listing.locale)('guides.pageTitleSuffix', pageOf(listing, page)) : '';

/** The list's h1 and breadcrumb name: the area's name or the tag's label (the hero's eyebrow says which). */
export const listingHeading = (listing: Listing) =>
  listing.kind === 'all' ? getTranslator(listing.locale)('guides.listTitle') : listing.name;

/** The <title>: the list, the page number after page 1, the site. */
export function listingTitle(listing: Listing, page = 1): string {
  const all = getTranslator(listing.locale)('guides.listTitle');
  const what = listing.kind === 'all' ? all : `${listing.name} – ${all}`;
  return `${what}${pageSuffix(listing, page)} – ${SITE_NAME}`;
}

/** The same list (every guide, an area's, a tag's) in another language, from that language's guides. */
function sameListIn<T extends Listable>(listing: Listing, locale: Locale, guides: readonly T[]): Listing<T> {
  if (listing.kind === 'all') return allGuidesListing(locale, guides);
  if (listing.kind === 'area')
    return areaListing(
      locale,
      areas.find((a) => a.slug === listing.slug)!,
      guides,
    );
  return tagListing(
    locale,
    tags.find((t) => t.slug === listing.slug)!,
    guides,
  );
}

/**
 * Page `page` of a list in every language that has it: the list's own page, and the same list's page
 * in another language where that list has guides and that many pages. `guidesIn` gives a language's
 * guides (the sitemap and the list pages pass the same).
 */
export function listingAlternates(
  listing: Listing,
  page: number,
  guidesIn: (locale: Locale) => readonly Listable[],
): PageAlternates {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      if (locale === listing.locale) return [[locale, listingPageHref(listing, page)]];
      const other = sameListIn(listing, locale, guidesIn(locale));
      return other.guides.length > 0 && page <= pageCount(other)
        ? [[locale, listingPageHref(other, page)]]
        : [];
    }),
  );
}

/**
 * A list page's metadata; `alternates` are the same list's pages in the other languages that have
 * this page (a list shorter there has fewer pages).
 */
export function listingMetadata(listing: Listing, page = 1, alternates?: PageAlternates): Metadata {
  const t = getTranslator(listing.locale);
  const description =
    page > 1
      ? t('guides.pageDescription', { ...pageOf(listing, page), description: listing.description })
      : listing.description;
  return pageMetadata({
    locale: listing.locale,
    title: listingTitle(listing, page),
    description,
    path: listingPageHref(listing, page),
    alternates,
    image: pageOgCards(listing.locale).guides,
    // A list with no guides yet says so and points elsewhere; it is nothing to show in search results.
    noindex: listing.guides.length === 0,
    followLinks: true,
  });
}

/** Home › Travel Guides › the area or tag › Page n (the last crumb is the page itself). */
export function listingBreadcrumbJsonLd(listing: Listing, page = 1) {
  const t = getTranslator(listing.locale);
  return breadcrumbJsonLd([
    { name: t('breadcrumbs.home'), path: localePath(listing.locale, routes.home) },
    { name: t('breadcrumbs.guides'), path: localePath(listing.locale, routes.guides) },
    ...(listing.kind === 'all' ? [] : [{ name: listingHeading(listing), path: listing.path }]),
    ...(page > 1
      ? [
          {
            name: t('breadcrumbs.page', { page: formatNumber(listing.locale, page) }),
            path: listingPageHref(listing, page),
          },
        ]
      : []),
  ]);
}
