// @vitest-environment node
import { homeGuides, newGuides, relatedGuides } from '@/lib/content/guide-picks';
import { getGuideSummaries } from '@/lib/content/guides';
import { LOCALES } from '@/lib/i18n/locales';

type G = { slug: string; area: string; tags: string[]; featured: boolean };
const guide = (slug: string, area: string, tags: string[] = [], featured = false): G => ({
  slug,
  area,
  tags,
  featured,
});
const slugs = (list: { slug: string }[]) => list.map((g) => g.slug);

describe('relatedGuides', () => {
  // Newest first, as the loader returns them.
  const guides = [
    guide('newest-elsewhere', 'south', ['food', 'coffee']),
    guide('same-area-no-tags', 'north'),
    guide('current', 'north', ['food', 'coffee', 'nature']),
    guide('same-area-one-tag', 'north', ['nature']),
    guide('same-area-two-tags', 'north', ['food', 'coffee']),
    guide('elsewhere-three-tags', 'city', ['food', 'coffee', 'nature']),
  ];
  const current = guides[2]!;

  it('ranks the same area first, then more shared tags, then the newest, and never the guide itself', () => {
    expect(slugs(relatedGuides(current, guides, 5))).toEqual([
      'same-area-two-tags',
      'same-area-one-tag',
      'same-area-no-tags',
      'elsewhere-three-tags',
      'newest-elsewhere',
    ]);
    expect(slugs(relatedGuides(current, guides))).toEqual(['same-area-two-tags', 'same-area-one-tag']);
  });

  it('falls back to shared tags, then the newest, when no other guide shares the area', () => {
    const lone = guide('lone', 'further', ['nature']);
    expect(slugs(relatedGuides(lone, [...guides, lone], 3))).toEqual([
      'current',
      'same-area-one-tag',
      'elsewhere-three-tags',
    ]);
    expect(relatedGuides(lone, [lone])).toEqual([]);
  });

  // A guide suggests guides of its own language (the pages pass that language's guides).
  it.each(LOCALES)(
    'for every real guide (%s): two others, each at least as close as any guide left out',
    (locale) => {
      const all = getGuideSummaries(locale);
      const closeness = (a: G, b: G) => [
        a.area === b.area ? 1 : 0,
        a.tags.filter((t) => b.tags.includes(t)).length,
      ];
      for (const current of all) {
        const picked = relatedGuides(current, all);
        expect(picked).toHaveLength(Math.min(2, all.length - 1));
        expect(slugs(picked)).not.toContain(current.slug);
        for (const p of picked) expect(p.locale).toBe(locale);
        const left = all.filter((g) => g.slug !== current.slug && !picked.includes(g));
        for (const p of picked) {
          for (const l of left) {
            const [pa, pt] = closeness(current, p);
            const [la, lt] = closeness(current, l);
            expect(pa! > la! || (pa === la && pt! >= lt!)).toBe(true);
          }
        }
      }
    },
  );
});

describe('homeGuides', () => {
  it('shows featured guides first (newest first), filled up with the newest others', () => {
    const guides = [
      guide('a', 'x'),
      guide('b', 'x', [], true),
      guide('c', 'x'),
      guide('d', 'x', [], true),
      guide('e', 'x'),
    ];
    expect(slugs(homeGuides(guides))).toEqual(['b', 'd', 'a', 'c']);
    expect(slugs(homeGuides(guides.slice(0, 2)))).toEqual(['b', 'a']);
    const allFeatured = guides.map((g) => ({ ...g, featured: true }));
    expect(slugs(homeGuides(allFeatured))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('newGuides', () => {
  it('lists the newest guides the home page’s cards do not show', () => {
    const guides = [
      guide('a', 'x'),
      guide('b', 'x', [], true),
      guide('c', 'x'),
      guide('d', 'x'),
      guide('e', 'x'),
    ];
    const cards = homeGuides(guides, 2);
    expect(slugs(cards)).toEqual(['b', 'a']);
    expect(slugs(newGuides(guides, cards))).toEqual(['c', 'd', 'e']);
    expect(slugs(newGuides(guides, cards, 1))).toEqual(['c']);
    expect(newGuides(guides.slice(0, 2), cards)).toEqual([]);
  });
});
