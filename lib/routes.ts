import { SITE_URL } from './site/config';

// Every internal URL is built here, as English writes it; lib/i18n/paths.ts localePath() puts a
// path in another language (/guides → /id/guides).

export const routes = {
  home: '/',
  guides: '/guides',
  tours: '/tours',
  search: '/search',
  /** The visitor's saved guides, and the page the service worker shows offline (never in the sitemap). */
  saved: '/saved',
  offline: '/offline',
  feed: '/feed.xml',
  sitemap: '/sitemap.xml',
  manifest: '/manifest.webmanifest',
  /** Rendered at build by app/downloads/bandung-3d2n-itinerary.pdf/route.ts (the folder name is the URL). */
  itineraryPdf: '/downloads/bandung-3d2n-itinerary.pdf',
  /** The affiliate redirect pages live below it (redirectHref). */
  redirect: '/redirect',
  /** Every place, by area; each place's page is below it (placeHref). */
  places: '/places',
  /** Every itinerary; each itinerary's page is below it (itineraryHref). */
  itineraries: '/itineraries',
} as const;

/**
 * The site's pages that exist once (the others are one per guide, and the redirect pages). The
 * sitemap lists each (lib/seo/crawl.ts), each has its share image (lib/seo/og.ts), and the
 * end-to-end tests visit each: a page added here is missing from none of them.
 */
export const staticPages = [
  'home',
  'guides',
  'places',
  'itineraries',
  'tours',
  'search',
] as const satisfies readonly (keyof typeof routes)[];
export type StaticPage = (typeof staticPages)[number];

/**
 * Pages that exist once but belong to the visitor's device, not to search engines: noindex, not in
 * the sitemap and without a share image of their own. The end-to-end tests visit each.
 */
export const devicePages = ['saved', 'offline'] as const satisfies readonly (keyof typeof routes)[];

export const guideHref = (slug: string) => `/guides/${slug}`;
export const areaHref = (slug: string) => `/guides/area/${slug}`;
export const tagHref = (slug: string) => `/guides/tag/${slug}`;
/** Page n of a guide list: the list's own path for page 1 (there is no …/page/1), …/page/<n> after. */
export const listPageHref = (listPath: string, page: number) =>
  page <= 1 ? listPath : `${listPath}/page/${page}`;
/** A search for a query on /search (what the search form submits). */
export const searchHref = (query?: string) =>
  query ? `${routes.search}?${new URLSearchParams({ q: query })}` : routes.search;
export const tourAnchorHref = (slug: string) => `/tours#${slug}`;
export const redirectHref = (slug: string) => `${routes.redirect}/${slug}`;
/** An itinerary's page (content/itineraries/<slug>.yaml). */
export const itineraryHref = (slug: string) => `${routes.itineraries}/${slug}`;
/**
 * An itinerary's PDF, rendered at build (app/downloads/itineraries/[file]/route.ts); the home page's
 * itinerary keeps the spec's address, routes.itineraryPdf.
 */
export const itineraryPdfHref = (itinerary: { slug: string; home: boolean }) =>
  itinerary.home ? routes.itineraryPdf : `/downloads/itineraries/${itinerary.slug}.pdf`;
/** An itinerary's places file name (GPX, KML): "itinerary-" first, like a guide's "guide-". */
export const itineraryPlacesFile = (slug: string) => `itinerary-${slug}`;
/** A place's page (content/places/<id>.yaml). */
export const placeHref = (id: string) => `${routes.places}/${id}`;
/**
 * A file of places for offline maps apps, as GPX or KML: every place's (allPlacesFile) or a guide's
 * (guidePlacesFile). Under /downloads/, never beside a page: a folder named like a page would make
 * some hosts redirect the page to it.
 */
export const placesFileHref = (name: string, format: 'gpx' | 'kml') => `/downloads/places/${name}.${format}`;
export const allPlacesFile = 'bandung';
/** A guide's file name: "guide-" first, so no guide's file can take the all-places file's name. */
export const guidePlacesFile = (slug: string) => `guide-${slug}`;
/** A social preview card rendered at build (app/og/[image]/route.tsx). */
export const ogImageHref = (id: string) => `/og/${id}.png`;
/** A brand icon rendered at build (app/icons/[file]/route.tsx), e.g. icon-512.png. */
export const iconHref = (file: string) => `/icons/${file}`;
export const homeSectionHref = (id: HomeSectionId) => `/#${id}`;

/** Ids of the home page's sections that other pages link to. */
export type HomeSectionId = 'about' | 'reviews' | 'tours-widget' | 'guides' | 'itinerary' | 'faq' | 'contact';

/**
 * A `<meta http-equiv="refresh">` content that leaves for `url` after `seconds`, in the form the HTML
 * standard (and the W3C checker) expects: "1; url=/".
 */
export const metaRefresh = (seconds: number, url: string) => `${seconds}; url=${url}`;

/** An absolute URL on the public site, for canonical links, feeds and structured data. */
export const absoluteUrl = (path = '/') => new URL(path, `${SITE_URL}/`).toString();
