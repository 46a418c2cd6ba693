import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/crawl';

// Written at build into out/robots.txt.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
