import { isScrolled, NAV_SCROLL_THRESHOLD } from '@/lib/browser/nav-scroll';
import { isActiveLink } from '@/lib/site/nav';

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
