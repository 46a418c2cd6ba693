import type { Metadata } from 'next';
import { LOCALES, localeSettings, type Locale } from '../i18n/locales';
import { brandIcons } from '../site/brand-icons';
import { hreflangLinks, type PageAlternates } from './alternates';
import { feedHref, feedTitle } from './feed';
import { OG_IMAGE_SIZE, ogCardHref, pageOgCards, type OgCard } from './og';
import { absoluteUrl, iconHref, SITE_URL } from '../routes';
import { SITE_NAME } from '../site/config';

type PageMetadataInput = {
  /** The page's language: og:locale, the feed it advertises, the default share card. */
  locale: Locale;
  /** The full page title (no template is applied). */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. /guides; null for a page without a URL of its own (404). */
  path: string | null;
  /** The page's versions in each language (lib/seo/alternates.ts): its hreflang links. */
  alternates?: PageAlternates;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** The social preview card; the home page's card when omitted. */
  image?: OgCard;
  /** Keeps the page out of search results, and its links unfollowed unless followLinks is set. */
  noindex?: boolean;
  followLinks?: boolean;
};

/** Every page advertises its language's guide feed (<link rel="alternate" type="application/rss+xml">). */
const feedAlternate = (locale: Locale) => ({
  'application/rss+xml': [{ url: absoluteUrl(feedHref(locale)), title: feedTitle(locale) }],
});

/** og:image / twitter:image for a card: absolute URL, size, type and alternative text. */
function ogImage(card: OgCard) {
  return { url: absoluteUrl(ogCardHref(card)), ...OG_IMAGE_SIZE, type: 'image/png', alt: card.alt };
}

/**
 * Every page's Metadata comes from here: title, description, canonical URL, hreflang alternates,
 * Open Graph and Twitter card, in the page's language.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = input.path === null ? undefined : absoluteUrl(input.path);
  const image = ogImage(input.image ?? pageOgCards(input.locale).home);
  const languages = input.alternates ? hreflangLinks(input.alternates) : {};
  const otherLocales = LOCALES.filter(
    (locale) => locale !== input.locale && input.alternates?.[locale] !== undefined,
  );
  return {
    title: { absolute: input.title },
    description: input.description,
    alternates: {
      ...(url ? { canonical: url } : {}),
      ...(Object.keys(languages).length ? { languages } : {}),
      types: feedAlternate(input.locale),
    },
    openGraph: {
      title: input.title,
      description: input.description,
      ...(url ? { url } : {}),
      siteName: SITE_NAME,
      locale: localeSettings[input.locale].ogLocale,
      ...(otherLocales.length
        ? { alternateLocale: otherLocales.map((locale) => localeSettings[locale].ogLocale) }
        : {}),
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

/** What every page of a language carries whatever its own metadata: icons and the feed link. */
export const rootMetadata = (locale: Locale): Metadata => ({
  metadataBase: new URL(SITE_URL),
  applicationName: SITE_NAME,
  // Pages without their own metadata still advertise the feed.
  alternates: { types: feedAlternate(locale) },
  icons: {
    icon: [
      { url: iconHref(brandIcons.favicon.file), type: brandIcons.favicon.type },
      pngIcon(brandIcons.small),
    ],
    apple: [pngIcon(brandIcons.apple)],
  },
});
