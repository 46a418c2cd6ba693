import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/seo/crawl';

// Written at build into out/manifest.webmanifest; the layout links it.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return webManifest();
}
