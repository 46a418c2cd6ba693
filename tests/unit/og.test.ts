import { describe, expect, it } from 'vitest';
import { allBrandIcons, BRAND_ICON_SVG, findBrandIcon } from '@/lib/site/brand-icons';
import { getGuideSummaries } from '@/lib/content/guides';
import { allOgCards, guideOgCard, ogCardHref } from '@/lib/seo/og';
import { staticPages } from '@/lib/routes';

describe('social preview cards', () => {
  it('has a card for every page that exists once (lib/routes.ts staticPages) and every guide', () => {
    const guides = getGuideSummaries();
    const ids = allOgCards(guides).map((card) => card.id);
    expect(ids).toEqual([...staticPages, ...guides.map((guide) => `guide-${guide.slug}`)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts a guide’s own title on its card, served as a .png file', () => {
    const card = guideOgCard({ slug: 'hidden-gems-bandung', title: 'Hidden Gems of Bandung' });
    expect(card.title).toBe('Hidden Gems of Bandung');
    expect(card.alt).toContain('Hidden Gems of Bandung');
    expect(ogCardHref(card)).toBe('/og/guide-hidden-gems-bandung.png');
  });
});

describe('brand icons', () => {
  it('lists a scalable favicon and PNGs at the sizes platforms ask for', () => {
    expect(allBrandIcons.map((icon) => icon.file)).toEqual([
      'icon.svg',
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
    ]);
    expect(findBrandIcon('apple-touch-icon.png')).toMatchObject({ size: 180 });
    expect(findBrandIcon('nope.png')).toBeUndefined();
  });

  it('is a well-formed SVG document', () => {
    const doc = new DOMParser().parseFromString(BRAND_ICON_SVG, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 64 64');
  });
});
