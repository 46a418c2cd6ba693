// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  klookActivity,
  klookDeepLink,
  klookSearch,
  klookSearchUrl,
  klookUrl,
  type KlookTarget,
} from '@/lib/tours/klook';

const ids = { aid: 'AID 1&x=y', deepLinkAdId: '42' };

describe('klookDeepLink', () => {
  it('builds the documented redirect URL with aid, aff_adid and the encoded target', () => {
    const target = 'https://www.klook.com/en-US/activity/123-kawah-putih/?spm=a&b=c#top';
    const link = klookDeepLink(target, ids);
    expect(link).toBe(
      'https://affiliate.klook.com/redirect?aid=AID+1%26x%3Dy&aff_adid=42&k_site=' +
        encodeURIComponent(target),
    );
    const parsed = new URL(link);
    expect(parsed.origin).toBe('https://affiliate.klook.com');
    expect(parsed.pathname).toBe('/redirect');
    expect([...parsed.searchParams.keys()]).toEqual(['aid', 'aff_adid', 'k_site']);
    expect(parsed.searchParams.get('aid')).toBe('AID 1&x=y');
    expect(parsed.searchParams.get('aff_adid')).toBe('42');
    // The target survives the round trip whole, query and hash included.
    expect(parsed.searchParams.get('k_site')).toBe(target);
  });

  it.each([
    ['en', 'https://www.klook.com/en-US/search/result/?query=Kawah%20Putih%20%26%20Ciwidey'],
    ['id', 'https://www.klook.com/id/search/result/?query=Kawah%20Putih%20%26%20Ciwidey'],
  ] as const)(
    'encodes a search page target (Klook’s %s site) with encodeURIComponent (no raw & or ? leaks into the link)',
    (locale, expected) => {
      const target = klookSearchUrl('Kawah Putih & Ciwidey', locale);
      expect(target).toBe(expected);
      const link = klookDeepLink(target, ids);
      expect(link.endsWith(`&k_site=${encodeURIComponent(target)}`)).toBe(true);
      expect(link.split('k_site=')[1]).not.toMatch(/[?&=/:]/);
    },
  );

  it('opens a search or an activity on Klook’s site in each language (its setting, lib/i18n/locales.ts)', () => {
    const url = (target: KlookTarget) => ({ en: klookUrl(target, 'en'), id: klookUrl(target, 'id') });
    expect(url(klookSearch('Kawah Putih'))).toEqual({
      en: 'https://www.klook.com/en-US/search/result/?query=Kawah%20Putih',
      id: 'https://www.klook.com/id/search/result/?query=Kawah%20Putih',
    });
    expect(url(klookActivity('12345-kawah-putih-tour'))).toEqual({
      en: 'https://www.klook.com/en-US/activity/12345-kawah-putih-tour/',
      id: 'https://www.klook.com/id/activity/12345-kawah-putih-tour/',
    });
    expect(klookSearchUrl('Kawah Putih', 'id')).toBe(url(klookSearch('Kawah Putih')).id);
  });

  it.each([
    'https://evil.example/',
    'https://www.klook.com.evil.example/en-US/',
    'https://evil.example/?u=https://www.klook.com/',
    'http://www.klook.com/en-US/',
    'https://klook.com/en-US/',
    'https://user@evil.example/',
    'javascript:alert(1)',
    '//www.klook.com/en-US/',
    '/en-US/activity/1/',
    '',
  ])('refuses a target off www.klook.com: %s', (target) => {
    expect(() => klookDeepLink(target, ids)).toThrow();
  });
});
