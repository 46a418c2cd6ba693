import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { ogImageHref, type StaticPage } from '../routes';
import { SITE_NAME } from '../site/config';

// Social preview cards: one PNG per page type and language, and one per guide with its title,
// rendered at build by app/og/[image]/route.tsx. Metadata (lib/seo/metadata.ts) and structured data
// point at the same files, so what a chat app shows and what search engines read cannot disagree.

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type OgCard = {
  /** File name without .png: /og/<id>.png */
  id: string;
  /** Small label above the title. */
  kicker: string;
  title: string;
  /** Alternative text of the image (og:image:alt, twitter:image:alt). */
  alt: string;
  /** The card's language: a title no font draws falls back to that language's guide-list title. */
  locale: Locale;
};

/** A page type's card id in a language: home, id-home. */
const cardId = (locale: Locale, page: string) => (locale === DEFAULT_LOCALE ? page : `${locale}-${page}`);

/** The cards of the pages that exist once, in a language. */
export function pageOgCards(locale: Locale): Record<StaticPage, OgCard> {
  const t = getTranslator(locale);
  const card = (page: StaticPage): OgCard => ({
    id: cardId(locale, page),
    kicker: t(`og.${page}.kicker`),
    title: t(`og.${page}.title`),
    alt: t(`og.${page}.alt`, { site: SITE_NAME }),
    locale,
  });
  return {
    home: card('home'),
    guides: card('guides'),
    places: card('places'),
    itineraries: card('itineraries'),
    tours: card('tours'),
    search: card('search'),
  };
}

/** A guide's card: its title over the brand artwork, in the guide's language. */
export function guideOgCard(guide: { slug: string; title: string; locale: Locale }): OgCard {
  const t = getTranslator(guide.locale);
  return {
    id: `guide-${guide.slug}`,
    kicker: t('og.guide.kicker'),
    title: guide.title,
    alt: t('og.guide.alt', { title: guide.title, site: SITE_NAME }),
    locale: guide.locale,
  };
}

/** A place's card in a language: its name, the area it is in as the kicker. */
export function placeOgCard(place: { id: string; name: string; areaName: string }, locale: Locale): OgCard {
  const t = getTranslator(locale);
  return {
    id: cardId(locale, `place-${place.id}`),
    kicker: t('og.place.kicker', { area: place.areaName }),
    title: place.name,
    alt: t('og.place.alt', { name: place.name, site: SITE_NAME }),
    locale,
  };
}

/**
 * Every card the build renders: each language's page cards, each guide's and each place's, and any
 * others a collection makes (each itinerary's, lib/itineraries/og.ts).
 */
export function allOgCards(
  guides: readonly { slug: string; title: string; locale: Locale }[],
  places: readonly { locale: Locale; id: string; name: string; areaName: string }[] = [],
  others: readonly OgCard[] = [],
): OgCard[] {
  return [
    ...LOCALES.flatMap((locale) => Object.values(pageOgCards(locale))),
    ...guides.map(guideOgCard),
    ...places.map((place) => placeOgCard(place, place.locale)),
    ...others,
  ];
}

export const ogCardHref = (card: OgCard) => ogImageHref(card.id);
