import { escapeHtmlText, escapeXml } from '../escape-markup';
import { localeSettings, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { absoluteUrl, routes } from '../routes';
import { SITE_NAME, siteWords } from '../site/config';

// A small RSS 2.0 writer: the feed has a handful of text fields, so a library is not needed, but
// every value goes through escapeXml. An item's description is HTML to feed readers, so its plain
// text is HTML-escaped first (escapeHtmlText): an editor's markup arrives as text.

export type FeedItem = {
  title: string;
  /** Absolute URL of the item (also its guid). */
  link: string;
  /** Plain text (written as HTML text: readers show it as HTML). */
  description: string;
  /** ISO date, YYYY-MM-DD (read as UTC). */
  date: string;
};

export type FeedChannel = {
  title: string;
  /** Absolute URL of the site page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: readonly FeedItem[];
};

/** RFC 822 date, as RSS 2.0 requires: "Thu, 10 Jul 2025 00:00:00 GMT". */
export const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The feed's XML. Items are written newest first whatever order they come in. */
export function buildRss(channel: FeedChannel): string {
  const items = [...channel.items].sort(
    (a, b) => b.date.localeCompare(a.date) || a.link.localeCompare(b.link),
  );
  const newest = items[0]?.date;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    // The date of the newest item, not the build time, so rebuilding unchanged content changes nothing.
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.link),
        element('description', escapeHtmlText(item.description)),
        element('pubDate', rfc822(item.date)),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}

/** A language's feed title, as pages name it in their feed link. */
export const feedTitle = (locale: Locale) => getTranslator(locale)('feed.title', { site: SITE_NAME });

/** Where a language's feed is: /feed.xml, /id/feed.xml. */
export const feedHref = (locale: Locale) => localePath(locale, routes.feed);

/** A language's guide feed, from that language's guide summaries. */
export function guidesFeed(
  locale: Locale,
  guides: readonly { href: string; title: string; summary: string; date: string }[],
): string {
  const t = getTranslator(locale);
  return buildRss({
    title: feedTitle(locale),
    link: absoluteUrl(localePath(locale, routes.guides)),
    self: absoluteUrl(feedHref(locale)),
    description: t('feed.description', { site: SITE_NAME, tagline: siteWords(locale).tagline.toLowerCase() }),
    language: localeSettings[locale].tag,
    items: guides.map((guide) => ({
      title: guide.title,
      link: absoluteUrl(guide.href),
      description: guide.summary,
      date: guide.date,
    })),
  });
}
