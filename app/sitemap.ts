import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/crawl';
import { getAllGuideSummaries, getPlaces, translationsOf } from '@/lib/content';
import { getAllItineraries } from '@/lib/itineraries/itineraries';

// Written at build into out/sitemap.xml.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const guides = getAllGuideSummaries().map((guide) => ({ ...guide, translations: translationsOf(guide) }));
  return sitemapEntries(guides, [...getPlaces().keys()], getAllItineraries());
}
