import type { Metadata } from 'next';
import { brandIcons } from '../site/brand-icons';
import { FEED_TITLE } from './feed';
import { OG_IMAGE_SIZE, ogCardHref, pageOgCards, type OgCard } from './og';
import { absoluteUrl, iconHref, routes } from '../routes';
import { site, SITE_NAME, SITE_URL } from '../site/config';

type PageMetadataInput = {
  /** The full page title (no template is applied). */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. /guides; null for a page without a URL of its own (404). */
  path: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** The social preview card; the home page's card when omitted. */
  image?: OgCard;
  /** Keeps the page out of search results, and its links unfollowed unless followLinks is set. */
  noindex?: boolean;
  followLinks?: boolean;
};

/** Every page advertises the guides' RSS feed (<link rel="alternate" type="application/rss+xml">). */
const feedAlternate = { 'application/rss+xml': [{ url: absoluteUrl(routes.feed), title: FEED_TITLE }] };

/** og:image / twitter:image for a card: absolute URL, size, type and alternative text. */
function ogImage(card: OgCard) {
  return { url: absoluteUrl(ogCardHref(card)), ...OG_IMAGE_SIZE, type: 'image/png', alt: card.alt };
}

/** Every page's Metadata comes from here: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = input.path === null ? undefined : absoluteUrl(input.path);
  const image = ogImage(input.image ?? pageOgCards.home);
  return {
    title: { absolute: input.title },
    description: input.description,
    alternates: { ...(url ? { canonical: url } : {}), types: feedAlternate },
    openGraph: {
      title: input.title,
      description: input.description,
      ...(url ? { url } : {}),
      siteName: SITE_NAME,
      locale: site.locale,
      images: [image],
      type: input.type ?? 'website',
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [{ url: image.url, alt: image.alt }],
    },
    ...(input.noindex ? { robots: { index: false, follow: input.followLinks ?? false } } : {}),
  };
}

const pngIcon = (icon: { file: string; size: number }) => ({
  url: iconHref(icon.file),
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
});

export const rootMetadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  applicationName: SITE_NAME,
  // Pages without their own metadata still advertise the feed.
  alternates: { types: feedAlternate },
  icons: {
    icon: [
      { url: iconHref(brandIcons.favicon.file), type: brandIcons.favicon.type },
      pngIcon(brandIcons.small),
    ],
    apple: [pngIcon(brandIcons.apple)],
  },
};
