import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries, webManifest } from '@/lib/seo/crawl';
import { getGuideSummaries } from '@/lib/content/guides';
import { areas, tags } from '@/lib/content/taxonomy';
import { routes, staticPages } from '@/lib/routes';
import { site } from '@/lib/site/config';

const SITE = 'https://explorebandung.id';

describe('sitemap', () => {
  const guides = getGuideSummaries();
  const entries = sitemapEntries(guides);

  it('lists every public page with an absolute URL and no redirect page', () => {
    const withGuides = <T extends { slug: string }>(list: readonly T[], has: (item: T) => boolean) =>
      list.filter(has).map((item) => item.slug);
    expect(entries.map((entry) => entry.url)).toEqual([
      ...staticPages.map((page) => new URL(routes[page], SITE).toString()),
      ...withGuides(areas, (area) => guides.some((g) => g.area === area.slug)).map(
        (slug) => `${SITE}/guides/area/${slug}`,
      ),
      ...withGuides(tags, (tag) => guides.some((g) => g.tags.includes(tag.slug))).map(
        (slug) => `${SITE}/guides/tag/${slug}`,
      ),
      ...guides.map((guide) => `${SITE}/guides/${guide.slug}`),
    ]);
    expect(entries.some((entry) => entry.url.includes('/redirect'))).toBe(false);
  });

  it('lists every later page of a long list, and no list without guides', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      slug: `g${i}`,
      updated: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
      area: areas[0]!.slug,
      tags: [tags[0]!.slug],
    }));
    const urls = sitemapEntries(many).map((entry) => entry.url);
    for (const list of ['/guides', `/guides/area/${areas[0]!.slug}`, `/guides/tag/${tags[0]!.slug}`]) {
      expect(urls).toEqual(
        expect.arrayContaining([`${SITE}${list}`, `${SITE}${list}/page/2`, `${SITE}${list}/page/3`]),
      );
      expect(urls).not.toContain(`${SITE}${list}/page/1`);
      expect(urls).not.toContain(`${SITE}${list}/page/4`);
    }
    expect(urls).not.toContain(`${SITE}/guides/area/${areas[1]!.slug}`);
    expect(urls).not.toContain(`${SITE}/guides/tag/${tags[1]!.slug}`);
  });

  it('dates each guide by its `updated` date, and the lists by the newest guide', () => {
    for (const guide of guides) {
      expect(entries.find((entry) => entry.url === `${SITE}/guides/${guide.slug}`)?.lastModified).toBe(
        guide.updated,
      );
    }
    const newest = guides
      .map((guide) => guide.updated)
      .sort()
      .at(-1);
    expect(entries[0]?.lastModified).toBe(newest);
    expect(entries[1]?.lastModified).toBe(newest);
  });

  it('follows the dates given to it', () => {
    const custom = sitemapEntries([
      { slug: 'a', updated: '2024-01-02', area: areas[0]!.slug, tags: [] },
      { slug: 'b', updated: '2025-03-04', area: areas[1]!.slug, tags: [] },
    ]);
    expect(custom.find((entry) => entry.url === `${SITE}/guides/a`)?.lastModified).toBe('2024-01-02');
    expect(custom[0]?.lastModified).toBe('2025-03-04');
  });
});

describe('robots', () => {
  it('allows everything but the redirect pages and names the sitemap', () => {
    expect(robotsRules()).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: '/redirect/' }],
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
