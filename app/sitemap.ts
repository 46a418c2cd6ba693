import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/crawl';
import { getAllGuideSummaries } from '@/lib/content/guides';
import { getAllItineraries } from '@/lib/itineraries/itineraries';
import { getPlaces } from '@/lib/places/places';

// Written at build into out/sitemap.xml.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getAllGuideSummaries(), [...getPlaces().keys()], getAllItineraries());
}
