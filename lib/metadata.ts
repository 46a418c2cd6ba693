import type { Metadata } from 'next';
import { absoluteUrl } from './routes';
import { site, SITE_NAME, SITE_URL } from './site';

type PageMetadataInput = {
  /** The full page title (no template is applied). */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. /guides. */
  path: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
};

/** Every page's Metadata comes from here: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  return {
    title: { absolute: input.title },
    description: input.description,
    alternates: { canonical: url },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: SITE_NAME,
      locale: site.locale,
      type: input.type ?? 'website',
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description },
    ...(input.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

export const rootMetadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  applicationName: SITE_NAME,
};
