import { localeOfSegment, translatedLocaleParams } from '@/lib/i18n/paths';
import { feedResponse } from '@/lib/seo/feed-route';

// RSS 2.0 feed of the guides in each other language, written at build into out/<locale>/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(localeOfSegment((await params).locale));
}
