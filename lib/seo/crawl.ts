import type { MetadataRoute } from 'next';
import { brandColors, brandIcons } from '../site/brand-icons';
import {
  allGuidesListing,
  areaListings,
  listingPageHref,
  pageNumbers,
  tagListings,
} from '../content/listings';
import { absoluteUrl, guideHref, iconHref, routes, staticPages, type StaticPage } from '../routes';
import { site, SITE_NAME } from '../site/config';

// What crawlers and installers read: the sitemap, robots rules and the web manifest.

// How often each page that exists once changes; `dated` pages carry the newest guide's date (they
// list guides). Tours and search have no dates of their own.
const staticPageSitemap: Record<
  StaticPage,
  { priority: number; changeFrequency: 'monthly' | 'yearly'; dated: boolean }
> = {
  home: { priority: 1, changeFrequency: 'monthly', dated: true },
  guides: { priority: 0.8, changeFrequency: 'monthly', dated: true },
  tours: { priority: 0.8, changeFrequency: 'monthly', dated: false },
  search: { priority: 0.3, changeFrequency: 'monthly', dated: false },
};

type SitemapGuide = { slug: string; updated: string; area: string; tags: readonly string[] };

const newestUpdate = (guides: readonly SitemapGuide[]) =>
  guides
    .map((guide) => guide.updated)
    .sort()
    .at(-1);

/**
 * Every public page with its absolute URL: the pages that exist once, every further page of every
 * guide list that has guides (all, each area, each tag; lists dated by their newest guide), and each
 * guide (dated by `updated`). Empty lists (noindex) and the /redirect/* pages, which only forward to
 * the marketplace, are left out.
 */
export function sitemapEntries(guides: readonly SitemapGuide[]): MetadataRoute.Sitemap {
  const newest = newestUpdate(guides);
  const lists = [allGuidesListing(guides), ...areaListings(guides), ...tagListings(guides)].filter(
    (listing) => listing.guides.length > 0,
  );
  return [
    ...staticPages.map((page) => {
      const { dated, ...entry } = staticPageSitemap[page];
      return {
        url: absoluteUrl(routes[page]),
        ...(dated && newest ? { lastModified: newest } : {}),
        ...entry,
      };
    }),
    ...lists.flatMap((listing) =>
      pageNumbers(listing)
        // The first page of every guide is /guides, listed above.
        .filter((page) => listing.kind !== 'all' || page > 1)
        .map((page) => {
          const modified = newestUpdate(listing.guides);
          return {
            url: absoluteUrl(listingPageHref(listing, page)),
            ...(modified ? { lastModified: modified } : {}),
            changeFrequency: 'monthly' as const,
            priority: 0.5,
          };
        }),
    ),
    ...guides.map((guide) => ({
      url: absoluteUrl(guideHref(guide.slug)),
      lastModified: guide.updated,
      changeFrequency: 'yearly' as const,
      priority: 0.7,
    })),
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
