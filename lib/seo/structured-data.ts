import type {
  Article,
  BreadcrumbList,
  FAQPage,
  ItemList,
  ListItem,
  TravelAgency,
  TouristTrip,
  WithContext,
} from 'schema-dts';
import { brandIcons } from '../site/brand-icons';
import { localeSettings, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { guideOgCard, ogCardHref } from './og';
import { jpegPhotoPath, type ResolvedPhoto } from '../photos/photo-url';
import { absoluteUrl, iconHref, placeHref, routes, SITE_URL, tourAnchorHref } from '../routes';
import type { Place } from '../content/places/schema';
import { placeWords } from '../content/places/words';
import { touristAttractionJsonLd } from './place-structured-data';
import { contact, SITE_NAME, siteWords } from '../site/config';

// JSON-LD builders (schema.org, typed by schema-dts). Each takes the same data the page shows, so the
// markup describes what the visitor sees. Deliberately absent: Review and AggregateRating. The home
// page's rating is marketing copy, and self-serving review markup is against search-engine rules.

const ORGANIZATION_ID = `${SITE_URL}/#organization`;

const logoUrl = () => absoluteUrl(iconHref(brandIcons.large.file));

/** The organisation, in full: name, URL, logo, contact point and address, described in a language. */
export function organizationJsonLd(locale: Locale): WithContext<TravelAgency> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(routes.home),
    logo: logoUrl(),
    image: logoUrl(),
    description: siteWords(locale).description,
    telephone: contact.phone,
    email: contact.email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone,
      email: contact.email,
      availableLanguage: ['English', 'Indonesian'],
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Bandung',
      addressRegion: 'West Java',
      addressCountry: 'ID',
    },
    areaServed: { '@type': 'City', name: 'Bandung' },
  };
}

/** A short reference to the organisation, for an article's author and publisher. */
function organizationRef(): TravelAgency {
  return {
    '@type': 'TravelAgency',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(routes.home),
    logo: logoUrl(),
  };
}

/** The FAQ, word for word as the page shows it. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

type GuideForArticle = {
  slug: string;
  locale: Locale;
  href: string;
  title: string;
  summary: string;
  date: string;
  updated: string;
  places?: readonly Place[];
};

/** A photo as search engines get it: the site's JPEG of it (or the remote photo), as an absolute URL. */
const photoForSearchEngines = (photo: ResolvedPhoto) =>
  photo.kind === 'remote' ? jpegPhotoPath(photo) : absoluteUrl(jpegPhotoPath(photo));

export function articleJsonLd(guide: GuideForArticle, hero: ResolvedPhoto): WithContext<Article> {
  const url = absoluteUrl(guide.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: guide.title,
    description: guide.summary,
    image: [absoluteUrl(ogCardHref(guideOgCard(guide))), photoForSearchEngines(hero)],
    datePublished: guide.date,
    dateModified: guide.updated,
    mainEntityOfPage: url,
    url,
    inLanguage: localeSettings[guide.locale].tag,
    author: organizationRef(),
    publisher: organizationRef(),
    ...(guide.places?.length
      ? {
          mentions: guide.places.map((place) => touristAttractionJsonLd(place, guide.locale)),
        }
      : {}),
  };
}

/** A breadcrumb trail; the last crumb is the current page. */
export function breadcrumbJsonLd(
  crumbs: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Home › Travel Guides › the guide, in the guide's language. */
export function guideBreadcrumbJsonLd(guide: {
  locale: Locale;
  href: string;
  title: string;
}): WithContext<BreadcrumbList> {
  const t = getTranslator(guide.locale);
  return breadcrumbJsonLd([
    { name: t('breadcrumbs.home'), path: localePath(guide.locale, routes.home) },
    { name: t('breadcrumbs.guides'), path: localePath(guide.locale, routes.guides) },
    { name: guide.title, path: guide.href },
  ]);
}

/** Home › Places › the place, in a language. */
export function placeBreadcrumbJsonLd(place: Place, locale: Locale): WithContext<BreadcrumbList> {
  const t = getTranslator(locale);
  return breadcrumbJsonLd([
    { name: t('breadcrumbs.home'), path: localePath(locale, routes.home) },
    { name: t('breadcrumbs.places'), path: localePath(locale, routes.places) },
    { name: placeWords(place, locale).name, path: localePath(locale, placeHref(place.id)) },
  ]);
}

type TourForList = { name: string; slug: string; photo: ResolvedPhoto; desc: string };

/**
 * The tours page's list, in the order shown; each item points at its card on /tours. No provider: the
 * trips are Klook marketplace listings run by independent operators, not tours this site runs.
 */
export function toursItemListJsonLd(locale: Locale, tours: readonly TourForList[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: getTranslator(locale)('tours.itemListName'),
    url: absoluteUrl(localePath(locale, routes.tours)),
    numberOfItems: tours.length,
    itemListElement: tours.map((tour, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'TouristTrip',
        name: tour.name,
        description: tour.desc,
        image: photoForSearchEngines(tour.photo),
        url: absoluteUrl(localePath(locale, tourAnchorHref(tour.slug))),
      } satisfies TouristTrip,
    })),
  };
}
