import { describe, expect, it } from 'vitest';
import { escapeXml } from '@/lib/escape-markup';
import { buildRss, feedHref, feedTitle, guidesFeed, rfc822 } from '@/lib/seo/feed';
import { getGuideSummaries } from '@/lib/content/guides';
import { LOCALES, localeSettings } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
};

const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent;

/** What a feed reader shows of an item's description, which it reads as HTML: plain words, no elements. */
const shown = (item: Element) => {
  const box = document.createElement('div');
  box.innerHTML = text(item, 'description') ?? '';
  expect(box.querySelectorAll('*')).toHaveLength(0);
  return box.textContent;
};

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml(`Tom & Jerry's "<cafe>"`)).toBe('Tom &amp; Jerry&apos;s &quot;&lt;cafe&gt;&quot;');
    expect(escapeXml('a\u0000b\u0008c')).toBe('abc');
    expect(escapeXml('Kopi ☕ – 20 °C')).toBe('Kopi ☕ – 20 °C');
  });
});

describe('buildRss', () => {
  const channel = {
    title: 'Guides & tips',
    link: 'https://example.org/guides',
    self: 'https://example.org/feed.xml',
    description: 'All <guides>',
    language: 'en',
    items: [
      { title: 'Older', link: 'https://example.org/guides/older', description: 'Old', date: '2025-06-15' },
      {
        title: 'Newest <b>bold</b> & "quoted"',
        link: 'https://example.org/guides/newest?a=1&b=2',
        description: 'Fish & chips </description>',
        date: '2025-07-10',
      },
      { title: 'Middle', link: 'https://example.org/guides/middle', description: 'Mid', date: '2025-07-05' },
    ],
  };

  it('is a well-formed RSS 2.0 document with the required channel elements', () => {
    const doc = parse(buildRss(channel));
    const rss = doc.documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const ch = rss.getElementsByTagName('channel')[0]!;
    expect(text(ch, 'title')).toBe('Guides & tips');
    expect(text(ch, 'link')).toBe('https://example.org/guides');
    expect(text(ch, 'description')).toBe('All <guides>');
    expect(text(ch, 'lastBuildDate')).toBe('Thu, 10 Jul 2025 00:00:00 GMT');
    expect(ch.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
      'https://example.org/feed.xml',
    );
  });

  it('writes items newest first, each with title, link, description, pubDate and guid, escaped', () => {
    const items = [...parse(buildRss(channel)).getElementsByTagName('item')];
    expect(items.map((item) => text(item, 'title'))).toEqual([
      'Newest <b>bold</b> & "quoted"',
      'Middle',
      'Older',
    ]);
    const first = items[0]!;
    expect(text(first, 'link')).toBe('https://example.org/guides/newest?a=1&b=2');
    expect(shown(first)).toBe('Fish & chips </description>');
    expect(text(first, 'pubDate')).toBe('Thu, 10 Jul 2025 00:00:00 GMT');
    expect(text(first, 'guid')).toBe('https://example.org/guides/newest?a=1&b=2');
    expect(first.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
  });

  it('writes RFC 822 dates in UTC', () => {
    expect(rfc822('2025-06-28')).toBe('Sat, 28 Jun 2025 00:00:00 GMT');
  });
});

describe.each(LOCALES)('guidesFeed (%s)', (locale) => {
  const guides = getGuideSummaries(locale);
  const doc = () => parse(guidesFeed(locale, guides));

  it('has one item per guide of the language, newest first, with absolute links', () => {
    const items = [...doc().getElementsByTagName('item')];
    expect(items).toHaveLength(guides.length);
    const newestFirst = [...guides].sort((a, b) => b.date.localeCompare(a.date));
    expect(items.map((item) => text(item, 'link'))).toEqual(
      newestFirst.map((guide) => `https://explorebandung.id${guide.href}`),
    );
    expect(items.map(shown)).toEqual(newestFirst.map((guide) => guide.summary));
    for (const guide of guides) expect(guide.locale).toBe(locale);
  });

  it('is the language’s channel: its title, its guide list, its own address and its language', () => {
    const channel = doc().getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe(feedTitle(locale));
    expect(text(channel, 'link')).toBe(`https://explorebandung.id${localePath(locale, '/guides')}`);
    expect(text(channel, 'language')).toBe(localeSettings[locale].tag);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
      `https://explorebandung.id${feedHref(locale)}`,
    );
  });
});

describe('the feeds of the languages', () => {
  it('are /feed.xml and /id/feed.xml, with titles of their own', () => {
    expect(feedHref('en')).toBe('/feed.xml');
    expect(feedHref('id')).toBe('/id/feed.xml');
    expect(new Set(LOCALES.map(feedTitle)).size).toBe(LOCALES.length);
    expect(feedTitle('en')).toContain('Explore Bandung');
  });
});
