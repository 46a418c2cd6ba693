import type {
  Article,
  BreadcrumbList,
  FAQPage,
  ItemList,
  DayOfWeek,
  ListItem,
  OpeningHoursSpecification,
  TouristAttraction,
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
import { DAYS, type Day, type OpeningHours } from '../content/places/hours';
import { hasCoordinates, type Place } from '../content/places/schema';
import { placeWords } from '../content/places/words';
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

type PlaceForArticle = Place;

type GuideForArticle = {
  slug: string;
  locale: Locale;
  href: string;
  title: string;
  summary: string;
  date: string;
  updated: string;
  places?: readonly PlaceForArticle[];
};

/** A photo as search engines get it: the site's JPEG of it (or the remote photo), as an absolute URL. */
const photoForSearchEngines = (photo: ResolvedPhoto) =>
  photo.kind === 'remote' ? jpegPhotoPath(photo) : absoluteUrl(jpegPhotoPath(photo));

const SCHEMA_DAYS: Record<Day, DayOfWeek> = {
  Mon: 'https://schema.org/Monday',
  Tue: 'https://schema.org/Tuesday',
  Wed: 'https://schema.org/Wednesday',
  Thu: 'https://schema.org/Thursday',
  Fri: 'https://schema.org/Friday',
  Sat: 'https://schema.org/Saturday',
  Sun: 'https://schema.org/Sunday',
};

/** Opening hours as schema.org has them: one specification per open period (closed days have none). */
export function openingHoursJsonLd(hours: OpeningHours): OpeningHoursSpecification[] {
  return hours.rules.flatMap((rule) =>
    'closed' in rule
      ? []
      : rule.periods.map(([opens, closes]) => ({
          '@type': 'OpeningHoursSpecification' as const,
          dayOfWeek: (rule.days === 'daily' ? DAYS : rule.days).map((day) => SCHEMA_DAYS[day]),
          opens,
          closes,
        })),
  );
}

/**
 * A place as its page shows it, in a language: its name, summary, coordinates, address, opening
 * hours and whether entry is free; its URL is its page (/places/<id>), which guides' Articles name.
 */
export function touristAttractionJsonLd(
  place: PlaceForArticle,
  locale: Locale,
): Exclude<TouristAttraction, string> {
  const words = placeWords(place, locale);
  return {
    '@type': 'TouristAttraction',
    name: words.name,
    url: absoluteUrl(localePath(locale, placeHref(place.id))),
    ...(words.summary ? { description: words.summary } : {}),
    ...(hasCoordinates(place)
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } }
      : {}),
    ...(words.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: words.address,
            addressRegion: 'West Java',
            addressCountry: 'ID',
          },
        }
      : {}),
    ...(place.hours ? { openingHoursSpecification: openingHoursJsonLd(place.hours) } : {}),
    ...(place.price?.free ? { isAccessibleForFree: true } : {}),
  };
}

/** A place's page: the place, with the schema.org context. */
export const placeJsonLd = (place: PlaceForArticle, locale: Locale): WithContext<TouristAttraction> => ({
  '@context': 'https://schema.org',
  ...touristAttractionJsonLd(place, locale),
});

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
