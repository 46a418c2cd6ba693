import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { homeSectionHref, routes, tourAnchorHref } from '../routes';

// Footer link targets: each of the spec's footer labels goes where a visitor expects, in the page's
// language. Three of the popular-tour labels lead to guides (components/layout/site-footer.tsx finds
// each guide's version in the language).

export type FooterLink = { label: string; href: string; savedCount?: true };

export function quickLinks(locale: Locale): FooterLink[] {
  const t = getTranslator(locale);
  const at = (path: string) => localePath(locale, path);
  return [
    { label: t('footer.aboutUs'), href: at(homeSectionHref('about')) },
    { label: t('footer.ourTours'), href: at(routes.tours) },
    { label: t('footer.travelGuide'), href: at(routes.guides) },
    { label: t('footer.contact'), href: at(homeSectionHref('contact')) },
    { label: t('footer.reviews'), href: at(homeSectionHref('reviews')) },
    // The visitor's own: the guides saved on this device, with their count (filled in the browser).
    { label: t('nav.saved'), href: at(routes.saved), savedCount: true },
  ];
}

/** The popular-tour links; `guide` names the English guide a link leads to, in the page's language. */
export function popularTourLinks(locale: Locale): (FooterLink | { label: string; guide: string })[] {
  const t = getTranslator(locale);
  return [
    { label: t('footer.kawahPutihTour'), href: localePath(locale, tourAnchorHref('kawah-putih-tour')) },
    { label: t('footer.foodAndShopping'), guide: 'best-cafes-in-bandung' },
    { label: t('footer.hotSprings'), guide: 'top-10-things-to-do-in-bandung' },
    { label: t('footer.familyPackage'), guide: 'family-friendly-bandung' },
    { label: t('footer.customTours'), href: localePath(locale, homeSectionHref('contact')) },
  ];
}
