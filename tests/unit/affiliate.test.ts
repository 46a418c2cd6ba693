import { describe, expect, it } from 'vitest';
import { affiliateTargets, affiliateUrlFor, isMappedTour, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { klookDeepLink, klookIds } from '@/lib/tours/klook';
import { findTour, tours } from '@/lib/tours/tours';

const tourSlugs = tours.map((tour) => tour.slug);

describe('tours table', () => {
  it('gives every tour a unique slug that is safe in a URL path and fragment', () => {
    expect(new Set(tourSlugs).size).toBe(tours.length);
    for (const slug of tourSlugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(tours.map((tour) => [tour.slug, tour] as const))(
    '%s has a name, a description, an Unsplash photo and alt text',
    (_slug, tour) => {
      expect(tour.name.length).toBeGreaterThan(3);
      expect(tour.desc.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length).toBeGreaterThanOrEqual(
        2,
      );
      expect(tour.image).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
      expect(tour.imageAlt.length).toBeGreaterThan(5);
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

  it('points every mapped tour at a page on www.klook.com', () => {
    for (const target of Object.values(affiliateTargets)) {
      expect(new URL(target).origin).toBe('https://www.klook.com');
    }
  });

  it('builds each deep link from the table and the configured ids', () => {
    for (const [slug, target] of Object.entries(affiliateTargets)) {
      expect(affiliateUrlFor(slug)).toBe(
        `https://affiliate.klook.com/redirect?aid=${encodeURIComponent(klookIds.aid)}` +
          `&aff_adid=${encodeURIComponent(klookIds.deepLinkAdId)}&k_site=${encodeURIComponent(target)}`,
      );
    }
    const [[slug, target] = ['', '']] = Object.entries(affiliateTargets);
    expect(affiliateUrlFor(slug, { aid: '7', deepLinkAdId: '8' })).toBe(
      klookDeepLink(target, { aid: '7', deepLinkAdId: '8' }),
    );
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
    }
  });

  it('falls back to obvious placeholder ids when none are configured', () => {
    expect(klookIds.aid).toBe(process.env.NEXT_PUBLIC_KLOOK_AID?.trim() || 'PLACEHOLDER_AID');
    expect(klookIds.deepLinkAdId).toBe(
      process.env.NEXT_PUBLIC_KLOOK_DEEPLINK_ADID?.trim() || 'PLACEHOLDER_DEEPLINK_ADID',
    );
  });
});
