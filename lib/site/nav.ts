import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { routes } from '../routes';

/** The spec's three links (Home, Travel Guides, Bandung Tours), in a language. */
export function navLinks(locale: Locale): { href: string; label: string }[] {
  const t = getTranslator(locale);
  return [
    { href: localePath(locale, routes.home), label: t('nav.home') },
    { href: localePath(locale, routes.guides), label: t('nav.guides') },
    { href: localePath(locale, routes.tours), label: t('nav.tours') },
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
