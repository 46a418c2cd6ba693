import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { feedResponse } from '@/lib/seo/feed-route';

// RSS 2.0 feed of the guides in the first language, written at build into out/feed.xml.
export const dynamic = 'force-static';

export const GET = () => feedResponse(DEFAULT_LOCALE);
