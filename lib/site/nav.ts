import { routes } from '../routes';

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
