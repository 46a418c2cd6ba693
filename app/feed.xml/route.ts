import { guidesFeed } from '@/lib/seo/feed';
import { getGuideSummaries } from '@/lib/content';

// RSS 2.0 feed of the guides in this language, written at build into out/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(guidesFeed('en', getGuideSummaries('en')), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
