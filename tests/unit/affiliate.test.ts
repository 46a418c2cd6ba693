// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { affiliateTargets, affiliateUrlFor, isMappedTour, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { KLOOK_LOCALES, klookDeepLink, klookIds } from '@/lib/tours/klook';
import { findTour, tourIn, tours } from '@/lib/tours/tours';

const tourSlugs = tours.map((tour) => tour.slug);

describe('tours table', () => {
  it('gives every tour a unique slug that is safe in a URL path and fragment', () => {
    expect(new Set(tourSlugs).size).toBe(tours.length);
    for (const slug of tourSlugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(tours.flatMap((tour) => LOCALES.map((locale) => [tour.slug, locale, tour] as const)))(
    '%s has a name, a description, and an Unsplash photo with alt text or a designed cover, in %s',
    (_slug, locale, tour) => {
      const words = tourIn(tour, locale);
      expect(words.name.length).toBeGreaterThan(3);
      expect(
        words.desc.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length,
      ).toBeGreaterThanOrEqual(2);
      // The facts the description names are written in: no ICU placeholder is left.
      expect(words.desc).not.toMatch(/[{}]/);
      if (typeof words.image === 'string') {
        expect(words.image).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
        expect(words.imageAlt.length).toBeGreaterThan(5);
      } else {
        // A cover is decorative: empty alternative text.
        expect(words.image.cover.length).toBeGreaterThan(0);
        expect(words.imageAlt).toBe('');
      }
    },
  );

  it('finds tours by exact slug only', () => {
    for (const tour of tours) expect(findTour(tour.slug)).toBe(tour);
    const [first] = tours;
    for (const slug of [
      first.slug.toUpperCase(),
      '__proto__',
      'constructor',
      'toString',
      'length',
      '0',
      '',
    ]) {
      expect(findTour(slug)).toBeUndefined();
    }
  });
});

describe('affiliate table', () => {
  it('maps or deliberately leaves unmapped every tour, never both, and names no other key', () => {
    const mapped = Object.keys(affiliateTargets);
    const unmapped: readonly string[] = UNMAPPED_TOURS;
    for (const slug of tourSlugs) {
      expect(mapped.includes(slug) !== unmapped.includes(slug), slug).toBe(true);
    }
    expect([...mapped, ...unmapped].sort()).toEqual([...tourSlugs].sort());
  });

  it.each(LOCALES)("points every mapped tour at a page on www.klook.com, on Klook's %s site", (locale) => {
    for (const target of Object.values(affiliateTargets)) {
      const url = new URL(target[locale]);
      expect(url.origin).toBe('https://www.klook.com');
      expect(url.pathname.startsWith(`/${KLOOK_LOCALES[locale]}/`), target[locale]).toBe(true);
    }
  });

  it.each(LOCALES)('builds each %s deep link from the table and the configured ids', (locale) => {
    for (const [slug, target] of Object.entries(affiliateTargets)) {
      expect(affiliateUrlFor(slug, locale)).toBe(
        `https://affiliate.klook.com/redirect?aid=${encodeURIComponent(klookIds.aid)}` +
          `&aff_adid=${encodeURIComponent(klookIds.deepLinkAdId)}&k_site=${encodeURIComponent(target[locale])}`,
      );
    }
    const [[slug, target] = ['', { en: '', id: '' }]] = Object.entries(affiliateTargets);
    expect(affiliateUrlFor(slug, locale, { aid: '7', deepLinkAdId: '8' })).toBe(
      klookDeepLink(target[locale], { aid: '7', deepLinkAdId: '8' }),
    );
  });

  it('links to the default language when no language is given', () => {
    for (const slug of Object.keys(affiliateTargets)) {
      expect(affiliateUrlFor(slug)).toBe(affiliateUrlFor(slug, DEFAULT_LOCALE));
    }
  });

  it('has no link for unmapped tours, unknown slugs or inherited property names', () => {
    for (const slug of [
      ...UNMAPPED_TOURS,
      'nope',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
    ]) {
      expect(isMappedTour(slug)).toBe(false);
      expect(affiliateUrlFor(slug)).toBeUndefined();
      for (const locale of LOCALES) expect(affiliateUrlFor(slug, locale)).toBeUndefined();
    }
  });

  it('falls back to obvious placeholder ids when none are configured', () => {
    expect(klookIds.aid).toBe(process.env.NEXT_PUBLIC_KLOOK_AID?.trim() || 'PLACEHOLDER_AID');
    expect(klookIds.deepLinkAdId).toBe(
      process.env.NEXT_PUBLIC_KLOOK_DEEPLINK_ADID?.trim() || 'PLACEHOLDER_DEEPLINK_ADID',
    );
  });
});
