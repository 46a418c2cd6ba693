import { routes } from './routes';

/** The bar turns solid once the page is scrolled more than this many pixels. */
export const NAV_SCROLL_THRESHOLD = 10;

export const isScrolled = (scrollY: number) => scrollY > NAV_SCROLL_THRESHOLD;

export const navLinks = [
  { href: routes.home, label: 'Home' },
  { href: routes.guides, label: 'Travel Guides' },
  { href: routes.tours, label: 'Bandung Tours' },
] as const;

/** Home is active only on an exact match; a section is active on itself and everything below it. */
export function isActiveLink(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
