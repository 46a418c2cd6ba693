import type { Metadata } from 'next';
import { listingPageHref, pageCount, type Listing } from '../content/listings';
import { pageMetadata } from './metadata';
import { pageOgCards } from './og';
import { breadcrumbJsonLd } from './structured-data';
import { routes } from '../routes';
import { SITE_NAME } from '../site/config';

// Titles, metadata and breadcrumbs of the guide lists (/guides, areas, tags and their later pages).

const pageSuffix = (listing: Listing, page: number) =>
  page > 1 ? ` – Page ${page} of ${pageCount(listing)}` : '';

const ALL_GUIDES = 'Bandung Travel Guides';

/** The list's h1 and breadcrumb name: the area's name or the tag's label (the hero's eyebrow says which). */
export const listingHeading = (listing: Listing) => (listing.kind === 'all' ? ALL_GUIDES : listing.name);

/** The <title>: the list, the page number after page 1, the site. */
export function listingTitle(listing: Listing, page = 1): string {
  const what = listing.kind === 'all' ? ALL_GUIDES : `${listing.name} – ${ALL_GUIDES}`;
  return `${what}${pageSuffix(listing, page)} – ${SITE_NAME}`;
}

export function listingMetadata(listing: Listing, page = 1): Metadata {
  const description =
    page > 1 ? `Page ${page} of ${pageCount(listing)}. ${listing.description}` : listing.description;
  return pageMetadata({
    title: listingTitle(listing, page),
    description,
    path: listingPageHref(listing, page),
    image: pageOgCards.guides,
    // A list with no guides yet says so and points elsewhere; it is nothing to show in search results.
    noindex: listing.guides.length === 0,
    followLinks: true,
  });
}

/** Home › Travel Guides › the area or tag › Page n (the last crumb is the page itself). */
export function listingBreadcrumbJsonLd(listing: Listing, page = 1) {
  return breadcrumbJsonLd([
    { name: 'Home', path: routes.home },
    { name: 'Travel Guides', path: routes.guides },
    ...(listing.kind === 'all' ? [] : [{ name: listingHeading(listing), path: listing.path }]),
    ...(page > 1 ? [{ name: `Page ${page}`, path: listingPageHref(listing, page) }] : []),
  ]);
}
