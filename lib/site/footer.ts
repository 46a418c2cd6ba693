import { guideHref, homeSectionHref, routes, tourAnchorHref } from '../routes';

// Footer link targets: each of the spec's footer labels goes where a visitor expects.

export type FooterLink = { label: string; href: string };

export const quickLinks: readonly FooterLink[] = [
  { label: 'About Us', href: homeSectionHref('about') },
  { label: 'Our Tours', href: routes.tours },
  { label: 'Travel Guide', href: routes.guides },
  { label: 'Contact', href: homeSectionHref('contact') },
  { label: 'Reviews', href: homeSectionHref('reviews') },
];

export const popularTourLinks: readonly FooterLink[] = [
  { label: 'Kawah Putih Tour', href: tourAnchorHref('kawah-putih-tour') },
  { label: 'Food & Shopping', href: guideHref('best-cafes-in-bandung') },
  { label: 'Hot Springs', href: guideHref('top-10-things-to-do-in-bandung') },
  { label: 'Family Package', href: guideHref('family-friendly-bandung') },
  { label: 'Custom Tours', href: homeSectionHref('contact') },
];
