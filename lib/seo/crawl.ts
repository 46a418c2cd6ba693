import type { MetadataRoute } from 'next';
import { brandColors, brandIcons } from '../site/brand-icons';
import {
  allGuidesListing,
  areaListings,
  listingPageHref,
  pageNumbers,
  tagListings,
} from '../content/listings';
import { absoluteUrl, guideHref, iconHref, routes } from '../routes';
import { site, SITE_NAME } from '../site/config';

// What crawlers and installers read: the sitemap, robots rules and the web manifest.

type SitemapGuide = { slug: string; updated: string; area: string; tags: readonly string[] };

const newestUpdate = (guides: readonly SitemapGuide[]) =>
  guides
    .map((guide) => guide.updated)
    .sort()
    .at(-1);

/**
 * Every public page with its absolute URL: home, every page of every guide list that has guides
 * (all, each area, each tag), each guide (dated by `updated`), tours and search. Lists are dated by
 * their newest guide; empty lists (noindex) and /redirect/* pages are left out.
 */
export function sitemapEntries(guides: readonly SitemapGuide[]): MetadataRoute.Sitemap {
  const modified = (iso: string | undefined) => (iso ? { lastModified: iso } : {});
  const lists = [allGuidesListing(guides), ...areaListings(guides), ...tagListings(guides)].filter(
    (listing) => listing.guides.length > 0,
  );
  return [
    {
      url: absoluteUrl(routes.home),
      ...modified(newestUpdate(guides)),
      changeFrequency: 'monthly',
      priority: 1,
    },
    ...lists.flatMap((listing) =>
      pageNumbers(listing).map((page) => ({
        url: absoluteUrl(listingPageHref(listing, page)),
        ...modified(newestUpdate(listing.guides)),
        changeFrequency: 'monthly' as const,
        priority: listing.kind === 'all' && page === 1 ? 0.8 : 0.5,
      })),
    ),
    ...guides.map((guide) => ({
      url: absoluteUrl(guideHref(guide.slug)),
      lastModified: guide.updated,
      changeFrequency: 'yearly' as const,
      priority: 0.7,
    })),
    // Tours have no dates of their own; /redirect/* pages only forward to the marketplace.
    { url: absoluteUrl(routes.tours), changeFrequency: 'monthly', priority: 0.8 },
    { url: absoluteUrl(routes.search), changeFrequency: 'monthly', priority: 0.3 },
  ];
}

/** Crawl everything except the affiliate redirect pages. */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/redirect/' }],
    sitemap: absoluteUrl(routes.sitemap),
  };
}

export function webManifest(): MetadataRoute.Manifest {
  const png = (icon: { file: string; size: number }, purpose: 'any' | 'maskable') => ({
    src: iconHref(icon.file),
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: site.description,
    start_url: routes.home,
    scope: routes.home,
    display: 'standalone',
    background_color: brandColors.background,
    theme_color: site.themeColor,
    lang: 'en',
    icons: [
      { src: iconHref(brandIcons.favicon.file), sizes: 'any', type: brandIcons.favicon.type },
      png(brandIcons.small, 'any'),
      png(brandIcons.large, 'any'),
      png(brandIcons.large, 'maskable'),
    ],
  };
}
