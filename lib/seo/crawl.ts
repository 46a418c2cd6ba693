import type { MetadataRoute } from 'next';
import { brandColors, brandIcons } from '../site/brand-icons';
import {
  allGuidesListing,
  areaListings,
  listingPageHref,
  pageNumbers,
  tagListings,
  type Listable,
} from '../content/listings';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { absoluteUrl, iconHref, placeHref, routes, staticPages, type StaticPage } from '../routes';
import { SITE_NAME, site, siteWords } from '../site/config';
import { itineraryOgCard } from '../itineraries/og';
import { everyLanguage, guideAlternates, hreflangLinks, type PageAlternates } from './alternates';
import { listingAlternates } from './listing-seo';
import { ogCardHref } from './og';

// What crawlers and installers read: the sitemap, robots rules and the web manifest.

// How often each page that exists once changes; `dated` pages carry the newest guide's date (they
// list guides). Tours and search have no dates of their own.
const staticPageSitemap: Record<
  StaticPage,
  { priority: number; changeFrequency: 'monthly' | 'yearly'; dated: boolean }
> = {
  home: { priority: 1, changeFrequency: 'monthly', dated: true },
  guides: { priority: 0.8, changeFrequency: 'monthly', dated: true },
  places: { priority: 0.7, changeFrequency: 'monthly', dated: false },
  itineraries: { priority: 0.7, changeFrequency: 'monthly', dated: false },
  tours: { priority: 0.8, changeFrequency: 'monthly', dated: false },
  search: { priority: 0.3, changeFrequency: 'monthly', dated: false },
};

type SitemapGuide = Listable & {
  locale: Locale;
  href: string;
  updated: string;
  translations: Partial<Record<Locale, { href: string }>>;
};

/** An itinerary's page (content/itineraries), with its translations like a guide's. */
type SitemapItinerary = Parameters<typeof itineraryOgCard>[0] & {
  href: string;
  updated: string;
  translations: Partial<Record<Locale, { href: string }>>;
};

const newestUpdate = (guides: readonly { updated: string }[]) =>
  guides
    .map((guide) => guide.updated)
    .sort()
    .at(-1);

/** The sitemap's alternates of a page: the same hreflang links as the page's <head>. */
const alternatesOf = (alternates: PageAlternates) => {
  const languages = hreflangLinks(alternates);
  return Object.keys(languages).length ? { alternates: { languages } } : {};
};

/**
 * Every public page with its absolute URL, in every language, each with its hreflang alternates:
 * the pages that exist once, every page of every guide list that has guides (all, each area, each
 * tag; lists dated by their newest guide), each guide (dated by `updated`), each place's page and
 * each itinerary's (dated by `updated`, with its share image). Empty lists (noindex) and the /redirect/* pages, which only
 * forward to the marketplace, are left out.
 */
export function sitemapEntries(
  guides: readonly SitemapGuide[],
  placeIds: readonly string[] = [],
  itineraries: readonly SitemapItinerary[] = [],
): MetadataRoute.Sitemap {
  const guidesIn = (locale: Locale) => guides.filter((guide) => guide.locale === locale);
  return LOCALES.flatMap((locale) => {
    const own = guidesIn(locale);
    const newest = newestUpdate(own);
    const lists = [
      allGuidesListing(locale, own),
      ...areaListings(locale, own),
      ...tagListings(locale, own),
    ].filter((listing) => listing.guides.length > 0);
    return [
      ...staticPages.map((page) => {
        const { dated, ...entry } = staticPageSitemap[page];
        return {
          url: absoluteUrl(localePath(locale, routes[page])),
          ...(dated && newest ? { lastModified: newest } : {}),
          ...entry,
          ...alternatesOf(everyLanguage(routes[page])),
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
              ...alternatesOf(listingAlternates(listing, page, guidesIn)),
            };
          }),
      ),
      ...own.map((guide) => ({
        url: absoluteUrl(guide.href),
        lastModified: guide.updated,
        changeFrequency: 'yearly' as const,
        priority: 0.7,
        ...alternatesOf(guideAlternates(guide)),
      })),
      ...placeIds.map((id) => ({
        url: absoluteUrl(localePath(locale, placeHref(id))),
        changeFrequency: 'yearly' as const,
        priority: 0.6,
        ...alternatesOf(everyLanguage(placeHref(id))),
      })),
      ...itineraries
        .filter((itinerary) => itinerary.locale === locale)
        .map((itinerary) => ({
          url: absoluteUrl(itinerary.href),
          lastModified: itinerary.updated,
          changeFrequency: 'yearly' as const,
          priority: 0.7,
          // Its share card, the one image every itinerary has (an image sitemap entry).
          images: [absoluteUrl(ogCardHref(itineraryOgCard(itinerary)))],
          ...alternatesOf(guideAlternates(itinerary)),
        })),
    ];
  });
}

/** Crawl everything except the affiliate redirect pages (in every language). */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: LOCALES.map((locale) => `${localePath(locale, routes.redirect)}/`),
      },
    ],
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
    description: siteWords(DEFAULT_LOCALE).description,
    start_url: routes.home,
    scope: routes.home,
    display: 'standalone',
    background_color: brandColors.background,
    theme_color: site.themeColor,
    lang: DEFAULT_LOCALE,
    icons: [
      { src: iconHref(brandIcons.favicon.file), sizes: 'any', type: brandIcons.favicon.type },
      png(brandIcons.small, 'any'),
      png(brandIcons.large, 'any'),
      png(brandIcons.large, 'maskable'),
    ],
  };
}
