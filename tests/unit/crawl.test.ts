// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries, webManifest } from '@/lib/seo/crawl';
import { getAllGuideSummaries } from '@/lib/content/guides';
import { getAllItineraries } from '@/lib/itineraries/itineraries';
import { GUIDES_PER_PAGE } from '@/lib/content/listings';
import { areas, tags, type TagSlug } from '@/lib/content/taxonomy';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { routes, staticPages } from '@/lib/routes';
import { site } from '@/lib/site/config';

const SITE = 'https://explorebandung.id';

/** The absolute URL of a site path (as English writes it) in a language. */
const urlIn = (locale: Locale, path: string) => `${SITE}${localePath(locale, path)}`;

type SitemapGuide = Parameters<typeof sitemapEntries>[0][number];

/** A guide as the sitemap reads it, in a language, with its translations' languages. */
function guide(
  locale: Locale,
  slug: string,
  updated: string,
  area: string,
  tagSlugs: string[],
  translations: Partial<Record<Locale, string>> = {},
): SitemapGuide {
  return {
    locale,
    slug,
    updated,
    area,
    tags: tagSlugs,
    href: localePath(locale, `/guides/${slug}`),
    translations: Object.fromEntries(
      Object.entries(translations).map(([other, otherSlug]) => [
        other,
        { href: localePath(other as Locale, `/guides/${otherSlug}`) },
      ]),
    ),
  };
}

/** The page numbers of a list of `count` guides (page 1 is the list itself), and those after the first. */
const listPages = (count: number) =>
  Array.from({ length: Math.max(1, Math.ceil(count / GUIDES_PER_PAGE)) }, (_, i) => i + 1);
const laterPages = (count: number) => listPages(count).slice(1);

describe('sitemap', () => {
  const guides = getAllGuideSummaries();
  const entries = sitemapEntries(guides);
  const guidesIn = (locale: Locale) => guides.filter((g) => g.locale === locale);

  it('lists every public page of every language with an absolute URL and no redirect page', () => {
    const withGuides = <T extends { slug: string }>(list: readonly T[], has: (item: T) => boolean) =>
      list.filter(has).map((item) => item.slug);
    expect(entries.map((entry) => entry.url)).toEqual(
      LOCALES.flatMap((locale) => {
        const own = guidesIn(locale);
        return [
          ...staticPages.map((page) => new URL(localePath(locale, routes[page]), SITE).toString()),
          ...laterPages(own.length).map((page) => urlIn(locale, `/guides/page/${page}`)),
          ...withGuides(areas, (area) => own.some((g) => g.area === area.slug)).flatMap((slug) =>
            listPages(own.filter((g) => g.area === slug).length).map((page) =>
              urlIn(locale, `/guides/area/${slug}${page > 1 ? `/page/${page}` : ''}`),
            ),
          ),
          ...withGuides(tags, (tag) => own.some((g) => g.tags.includes(tag.slug))).flatMap((slug) =>
            listPages(own.filter((g) => g.tags.includes(slug as TagSlug)).length).map((page) =>
              urlIn(locale, `/guides/tag/${slug}${page > 1 ? `/page/${page}` : ''}`),
            ),
          ),
          ...own.map((g) => urlIn(locale, `/guides/${g.slug}`)),
        ];
      }),
    );
    expect(entries.some((entry) => entry.url.includes('/redirect'))).toBe(false);
    // The English pages keep the unprefixed URLs; the Indonesian ones are under /id.
    expect(entries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/guides`, `${SITE}/id`, `${SITE}/id/guides`]),
    );
  });

  it.each(LOCALES)('lists every later page of a long list in %s, and no list without guides', (locale) => {
    const many = Array.from({ length: 30 }, (_, i) =>
      guide(locale, `g${i}`, `2025-01-${String((i % 28) + 1).padStart(2, '0')}`, areas[0]!.slug, [
        tags[0]!.slug,
      ]),
    );
    const urls = sitemapEntries(many).map((entry) => entry.url);
    for (const list of ['/guides', `/guides/area/${areas[0]!.slug}`, `/guides/tag/${tags[0]!.slug}`]) {
      expect(urls).toEqual(
        expect.arrayContaining([
          urlIn(locale, list),
          urlIn(locale, `${list}/page/2`),
          urlIn(locale, `${list}/page/3`),
        ]),
      );
      expect(urls).not.toContain(urlIn(locale, `${list}/page/1`));
      expect(urls).not.toContain(urlIn(locale, `${list}/page/4`));
      // The other language has none of these guides: none of its lists has a later page, nor its area and tag lists.
      for (const other of LOCALES.filter((l) => l !== locale)) {
        expect(urls).not.toContain(urlIn(other, `${list}/page/2`));
        if (list !== '/guides') expect(urls).not.toContain(urlIn(other, list));
      }
    }
    expect(urls).not.toContain(urlIn(locale, `/guides/area/${areas[1]!.slug}`));
    expect(urls).not.toContain(urlIn(locale, `/guides/tag/${tags[1]!.slug}`));
  });

  it('dates each guide by its `updated` date, and the lists by the newest guide of their language', () => {
    for (const g of guides) {
      expect(entries.find((entry) => entry.url === urlIn(g.locale, `/guides/${g.slug}`))?.lastModified).toBe(
        g.updated,
      );
    }
    for (const locale of LOCALES) {
      const newest = guidesIn(locale)
        .map((g) => g.updated)
        .sort()
        .at(-1);
      expect(entries.find((entry) => entry.url === urlIn(locale, '/'))?.lastModified).toBe(newest);
      expect(entries.find((entry) => entry.url === urlIn(locale, '/guides'))?.lastModified).toBe(newest);
    }
    const english = guidesIn('en')
      .map((g) => g.updated)
      .sort()
      .at(-1);
    expect(entries[0]?.lastModified).toBe(english);
    expect(entries[1]?.lastModified).toBe(english);
  });

  it('follows the dates given to it, in each language', () => {
    const custom = sitemapEntries([
      guide('en', 'a', '2024-01-02', areas[0]!.slug, [], { id: 'a-id' }),
      guide('en', 'b', '2025-03-04', areas[1]!.slug, []),
      guide('id', 'a-id', '2024-05-06', areas[0]!.slug, [], { en: 'a' }),
    ]);
    const dateOf = (url: string) => custom.find((entry) => entry.url === url)?.lastModified;
    expect(dateOf(`${SITE}/guides/a`)).toBe('2024-01-02');
    expect(dateOf(`${SITE}/id/guides/a-id`)).toBe('2024-05-06');
    expect(custom[0]?.lastModified).toBe('2025-03-04');
    expect(dateOf(`${SITE}/id`)).toBe('2024-05-06');
    expect(dateOf(`${SITE}/id/guides`)).toBe('2024-05-06');
    expect(dateOf(urlIn('id', `/guides/area/${areas[0]!.slug}`))).toBe('2024-05-06');
    expect(custom.map((entry) => entry.url)).not.toContain(urlIn('id', `/guides/area/${areas[1]!.slug}`));
  });

  it('lists each itinerary in its language, dated, with its versions in the other languages and its share image', () => {
    const itineraries = getAllItineraries();
    const withItineraries = sitemapEntries(guides, [], itineraries);
    for (const itinerary of itineraries) {
      const entry = withItineraries.find((candidate) => candidate.url === `${SITE}${itinerary.href}`);
      expect(entry?.lastModified).toBe(itinerary.updated);
      expect(entry?.images).toEqual([`${SITE}/og/itinerary-${itinerary.slug}.png`]);
      const versions = Object.entries(itinerary.translations).map(([locale, version]) => [
        locale,
        `${SITE}${version!.href}`,
      ]);
      expect(versions).not.toHaveLength(0);
      expect(entry?.alternates?.languages).toMatchObject({
        ...Object.fromEntries(versions),
        [itinerary.locale]: `${SITE}${itinerary.href}`,
      });
    }
  });

  it('gives every page its versions in the other languages (hreflang), both ways, and none to a page in one language', () => {
    const custom = sitemapEntries([
      guide('en', 'a', '2024-01-02', areas[0]!.slug, [tags[0]!.slug], { id: 'a-id' }),
      guide('en', 'b', '2025-03-04', areas[1]!.slug, []),
      guide('id', 'a-id', '2024-05-06', areas[0]!.slug, [tags[0]!.slug], { en: 'a' }),
    ]);
    const languagesOf = (url: string) => custom.find((entry) => entry.url === url)?.alternates?.languages;
    const pair = { en: `${SITE}/guides/a`, id: `${SITE}/id/guides/a-id`, 'x-default': `${SITE}/guides/a` };
    expect(languagesOf(`${SITE}/guides/a`)).toEqual(pair);
    expect(languagesOf(`${SITE}/id/guides/a-id`)).toEqual(pair);
    expect(languagesOf(`${SITE}/guides/b`)).toBeUndefined();
    for (const page of staticPages) {
      const both = {
        en: urlIn('en', routes[page]),
        id: urlIn('id', routes[page]),
        'x-default': urlIn('en', routes[page]),
      };
      for (const locale of LOCALES) expect(languagesOf(urlIn(locale, routes[page]))).toEqual(both);
    }
    const area = `/guides/area/${areas[0]!.slug}`;
    expect(languagesOf(urlIn('id', area))).toEqual({
      en: urlIn('en', area),
      id: urlIn('id', area),
      'x-default': urlIn('en', area),
    });
  });
});

describe('robots', () => {
  it('allows everything but the redirect pages of every language and names the sitemap', () => {
    expect(robotsRules()).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/redirect/', '/id/redirect/'] }],
      sitemap: `${SITE}/sitemap.xml`,
    });
  });
});

describe('web manifest', () => {
  it('carries the brand name, theme colour and icons', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: 'Explore Bandung', theme_color: site.themeColor, start_url: '/' });
    expect(manifest.icons?.map((icon) => icon.src)).toEqual(
      expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']),
    );
  });
});
