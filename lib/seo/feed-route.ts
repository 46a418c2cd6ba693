import { getGuideSummaries } from '../content';
import type { Locale } from '../i18n/locales';
import { guidesFeed } from './feed';

/** The RSS 2.0 feed of a language's guides, as its route (app/feed.xml/, app/[locale]/feed.xml/) answers. */
export const feedResponse = (locale: Locale) =>
  new Response(guidesFeed(locale, getGuideSummaries(locale)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
