import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { routes } from '../routes';

/** A navigation link; `savedCount` links show how many guides the visitor saved (filled in the browser). */
export type NavLink = { href: string; label: string; savedCount?: true };

/** The spec's three links (Home, Travel Guides, Bandung Tours), in a language. */
export function navLinks(locale: Locale): NavLink[] {
  const t = getTranslator(locale);
  return [
    { href: localePath(locale, routes.home), label: t('nav.home') },
    { href: localePath(locale, routes.guides), label: t('nav.guides') },
    { href: localePath(locale, routes.tours), label: t('nav.tours') },
  ];
}

/**
 * The mobile menu's links after the spec's three: the pages the bar reaches by icon on wider screens
 * (Search, Saved) and the places, which have no room in a phone's bar.
 */
export function moreNavLinks(locale: Locale): NavLink[] {
  const t = getTranslator(locale);
  return [
    { href: localePath(locale, routes.places), label: t('nav.places') },
    { href: localePath(locale, routes.search), label: t('nav.search') },
    { href: localePath(locale, routes.saved), label: t('nav.saved'), savedCount: true },
  ];
}

/**
 * Home is active only on an exact match; a section is active on itself and everything below it. A
 * language's home (/id) is a home too: it is active on /id only.
 */
export function isActiveLink(href: string, pathname: string, home = '/'): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === home) return path === home;
  return path === href || path.startsWith(`${href}/`);
}
