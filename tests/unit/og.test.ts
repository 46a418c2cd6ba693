import { describe, expect, it } from 'vitest';
import { allBrandIcons, BRAND_ICON_SVG, findBrandIcon } from '@/lib/site/brand-icons';
import { getAllGuideSummaries } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/locales';
import { allOgCards, guideOgCard, ogCardHref, pageOgCards } from '@/lib/seo/og';
import { staticPages } from '@/lib/routes';
import { tr } from './support/i18n';

describe('social preview cards', () => {
  it('has a card for every page that exists once (lib/routes.ts staticPages) in every language, and every guide', () => {
    const guides = getAllGuideSummaries();
    const ids = allOgCards(guides).map((card) => card.id);
    expect(ids).toEqual([
      ...staticPages,
      // The Indonesian pages' cards: id-home, id-guides, …
      ...staticPages.map((page) => `id-${page}`),
      ...guides.map((guide) => `guide-${guide.slug}`),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LOCALES)('words the %s page cards in the language, each served as its own .png file', (locale) => {
    const cards = pageOgCards(locale);
    for (const page of staticPages) {
      expect(ogCardHref(cards[page])).toBe(locale === 'en' ? `/og/${page}.png` : `/og/${locale}-${page}.png`);
      expect(cards[page].alt).toContain('Explore Bandung');
    }
    if (locale !== 'en') {
      const english = pageOgCards('en');
      for (const page of staticPages) {
        expect(cards[page].title).not.toBe(english[page].title);
        expect(cards[page].alt).not.toBe(english[page].alt);
      }
    }
  });

  it.each(LOCALES)('puts a guide’s own title on its card, served as a .png file (%s)', (locale) => {
    const card = guideOgCard({ slug: 'hidden-gems-bandung', title: 'Hidden Gems of Bandung', locale });
    expect(card.title).toBe('Hidden Gems of Bandung');
    expect(card.alt).toContain('Hidden Gems of Bandung');
    expect(card.kicker).toBe(locale === 'en' ? 'Travel Guide' : tr(locale)('og.guide.kicker'));
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
