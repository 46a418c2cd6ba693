// @vitest-environment node
import { isScrolled, NAV_SCROLL_THRESHOLD } from '@/lib/browser/nav-scroll';
import { isActiveLink, navLinks } from '@/lib/site/nav';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { tr } from './support/i18n';

describe('active link rule', () => {
  it('marks Home active only on an exact match', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/guides')).toBe(false);
    expect(isActiveLink('/', '/tours')).toBe(false);
  });

  it('marks Travel Guides active on the list and on every guide', () => {
    expect(isActiveLink('/guides', '/guides')).toBe(true);
    expect(isActiveLink('/guides', '/guides/')).toBe(true);
    expect(isActiveLink('/guides', '/guides/best-cafes-in-bandung')).toBe(true);
    expect(isActiveLink('/guides', '/guidesx')).toBe(false);
    expect(isActiveLink('/guides', '/tours')).toBe(false);
  });

  it('marks Bandung Tours active on /tours only', () => {
    expect(isActiveLink('/tours', '/tours')).toBe(true);
    expect(isActiveLink('/tours', '/')).toBe(false);
  });

  it('on the Indonesian pages: Beranda (/id) only on /id, each section on itself and below', () => {
    expect(isActiveLink('/id', '/id', '/id')).toBe(true);
    expect(isActiveLink('/id', '/id/', '/id')).toBe(true);
    expect(isActiveLink('/id', '/id/guides', '/id')).toBe(false);
    expect(isActiveLink('/id', '/id/tours', '/id')).toBe(false);
    expect(isActiveLink('/id/guides', '/id/guides', '/id')).toBe(true);
    expect(isActiveLink('/id/guides', '/id/guides/kafe-terbaik-di-bandung', '/id')).toBe(true);
    expect(isActiveLink('/id/guides', '/id/guidesx', '/id')).toBe(false);
    expect(isActiveLink('/id/guides', '/guides', '/id')).toBe(false);
    expect(isActiveLink('/id/tours', '/id/tours', '/id')).toBe(true);
    expect(isActiveLink('/id/tours', '/id', '/id')).toBe(false);
  });
});

describe('navigation links', () => {
  it('are the spec’s three in English', () => {
    expect(navLinks('en')).toEqual([
      { href: '/', label: 'Home' },
      { href: '/guides', label: 'Travel Guides' },
      { href: '/tours', label: 'Bandung Tours' },
    ]);
  });

  it.each(LOCALES)('lead to the pages of their language (%s), in its words', (locale) => {
    const t = tr(locale);
    expect(navLinks(locale)).toEqual([
      { href: localePath(locale, '/'), label: t('nav.home') },
      { href: localePath(locale, '/guides'), label: t('nav.guides') },
      { href: localePath(locale, '/tours'), label: t('nav.tours') },
    ]);
  });
});

describe('scroll threshold', () => {
  it('is 10 px: solid only when scrolled more than that', () => {
    expect(NAV_SCROLL_THRESHOLD).toBe(10);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
    expect(isScrolled(800)).toBe(true);
  });
});
