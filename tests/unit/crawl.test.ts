import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries, webManifest } from '@/lib/seo/crawl';
import { getGuideSummaries } from '@/lib/content/guides';
import { routes, staticPages } from '@/lib/routes';
import { site } from '@/lib/site/config';

const SITE = 'https://explorebandung.id';

describe('sitemap', () => {
  const guides = getGuideSummaries();
  const entries = sitemapEntries(guides);

  it('lists every public page with an absolute URL and no redirect page', () => {
    expect(entries.map((entry) => entry.url)).toEqual([
      ...staticPages.map((page) => new URL(routes[page], SITE).toString()),
      ...guides.map((guide) => `${SITE}/guides/${guide.slug}`),
    ]);
    expect(entries.some((entry) => entry.url.includes('/redirect'))).toBe(false);
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
      { slug: 'a', updated: '2024-01-02' },
      { slug: 'b', updated: '2025-03-04' },
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
