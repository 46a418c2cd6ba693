// @vitest-environment node
import {
  allGuidesListing,
  areaListing,
  areaListings,
  GUIDES_PER_PAGE,
  guidesOnPage,
  listingPageHref,
  listSegments,
  pageCount,
  pageLinks,
  parseListSegments,
  tagListing,
  tagListings,
} from '@/lib/content/listings';
import { areaDescription, areaName, areas, getGuideSummaries, tagLabel, tags } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { tr } from './support/i18n';

// Synthetic guides, newest first: areas and tags from the taxonomy, in a fixed pattern.
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    slug: `guide-${i}`,
    area: areas[i % 2 === 0 ? 0 : i % areas.length]!.slug,
    tags: [tags[i % tags.length]!.slug],
  }));

describe.each(LOCALES)('guide lists (%s)', (locale) => {
  const at = (path: string) => localePath(locale, path);

  it('every guide on /guides; an area or tag list holds exactly its guides, in the same order', () => {
    const guides = getGuideSummaries(locale);
    expect(allGuidesListing(locale, guides).guides).toEqual(guides);
    for (const area of areas) {
      expect(areaListing(locale, area, guides).guides).toEqual(guides.filter((g) => g.area === area.slug));
    }
    for (const tag of tags) {
      expect(tagListing(locale, tag, guides).guides).toEqual(guides.filter((g) => g.tags.includes(tag.slug)));
    }
    // Every area and tag has a list (an empty one says so); every guide is in its area's.
    expect(areaListings(locale, guides).map((l) => l.path)).toEqual(
      areas.map((a) => at(`/guides/area/${a.slug}`)),
    );
    expect(tagListings(locale, guides).map((l) => l.path)).toEqual(
      tags.map((t) => at(`/guides/tag/${t.slug}`)),
    );
    expect(areaListings(locale, guides).flatMap((l) => l.guides)).toHaveLength(guides.length);
  });

  it('names each list in the language', () => {
    const all = allGuidesListing(locale, []);
    expect(all).toMatchObject({ kind: 'all', locale, path: at('/guides') });
    expect(all.name).toBe(locale === 'en' ? 'All guides' : tr(locale)('guides.allGuidesName'));
    for (const [i, listing] of areaListings(locale, []).entries()) {
      expect(listing).toMatchObject({ kind: 'area', locale, name: areaName(locale, areas[i]!.slug) });
      expect(listing.description).toBe(areaDescription(locale, areas[i]!.slug));
    }
    for (const [i, listing] of tagListings(locale, []).entries()) {
      expect(listing).toMatchObject({ kind: 'tag', locale, name: tagLabel(locale, tags[i]!.slug) });
      // The description names the tag, in the language.
      expect(listing.description).toContain(tagLabel(locale, tags[i]!.slug).toLowerCase());
    }
  });

  it(`pages ${GUIDES_PER_PAGE} guides at a time, page 1 at the list's path and no /page/1`, () => {
    const listing = allGuidesListing(locale, many(30));
    expect(pageCount(listing)).toBe(3);
    expect(guidesOnPage(listing, 1).map((g) => g.slug)).toEqual(
      listing.guides.slice(0, 12).map((g) => g.slug),
    );
    expect(guidesOnPage(listing, 3)).toHaveLength(6);
    expect([1, 2, 3].flatMap((n) => guidesOnPage(listing, n))).toEqual(listing.guides);
    expect([1, 2, 3].map((n) => listingPageHref(listing, n))).toEqual([
      at('/guides'),
      at('/guides/page/2'),
      at('/guides/page/3'),
    ]);
    expect(pageCount(allGuidesListing(locale, []))).toBe(1);
    expect(pageCount(allGuidesListing(locale, many(12)))).toBe(1);
    expect(pageCount(allGuidesListing(locale, many(13)))).toBe(2);
  });

  it('area and tag lists page the same way; their route segments round-trip', () => {
    const guides = many(40);
    const area = areaListing(locale, areas[0]!, guides);
    expect(area.guides.length).toBeGreaterThan(GUIDES_PER_PAGE);
    const segments = listSegments(area);
    expect(segments[0]).toEqual([areas[0]!.slug]);
    expect(segments[1]).toEqual([areas[0]!.slug, 'page', '2']);
    expect(segments).toHaveLength(pageCount(area));
    for (const [page, path] of segments.entries()) {
      expect(parseListSegments(path)).toEqual({ slug: areas[0]!.slug, page: page + 1 });
      expect(listingPageHref(area, page + 1)).toBe(at(`/guides/area/${path.join('/')}`));
    }
    expect(listingPageHref(tagListing(locale, tags[0]!, guides), 2)).toBe(
      at(`/guides/tag/${tags[0]!.slug}/page/2`),
    );
  });
});

describe('guide list pages', () => {
  it('are at the spec’s paths in English and under /id in Indonesian', () => {
    expect(allGuidesListing('en', []).path).toBe('/guides');
    expect(allGuidesListing('id', []).path).toBe('/id/guides');
    expect(listingPageHref(areaListing('id', areas[0]!, many(30)), 2)).toBe(
      `/id/guides/area/${areas[0]!.slug}/page/2`,
    );
  });

  it.each([
    [['x', 'page', '1']],
    [['x', 'page', '0']],
    [['x', 'page', '02']],
    [['x', 'pages', '2']],
    [['x', 'page']],
    [['x', 'page', '2', 'y']],
    [[]],
  ])('no list page at %j', (segments) => {
    expect(parseListSegments(segments)).toBeNull();
  });

  it('numbered links: first, last and two either side of the current page, gaps as null, at most 9', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageLinks(42, 84)).toEqual([1, null, 40, 41, 42, 43, 44, null, 84]);
    expect(pageLinks(84, 84)).toEqual([1, null, 82, 83, 84]);
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const links = pageLinks(current, total);
        expect(links.length).toBeLessThanOrEqual(9);
        expect(links).toContain(current);
        expect(links[0]).toBe(1);
        expect(links.at(-1)).toBe(total);
      }
    }
  });
});
