import type { BreadcrumbList, ListItem, TouristTrip, WithContext } from 'schema-dts';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { absoluteUrl, routes } from '../routes';
import { itineraryOgCard } from './og';
import { ogCardHref } from '../seo/og';
import { breadcrumbJsonLd, touristAttractionJsonLd } from '../seo/structured-data';
import { itineraryPlaces, type Itinerary } from './model';

// An itinerary page's structured data, from the same record the page shows: a TouristTrip whose
// `itinerary` is the list of places it visits in order (each once, as a TouristAttraction with its
// own page's URL), and the breadcrumb Home › Itineraries › the plan.

export function touristTripJsonLd(itinerary: Itinerary): WithContext<TouristTrip> {
  const url = absoluteUrl(itinerary.href);
  const places = itineraryPlaces(itinerary);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: itinerary.title,
    description: itinerary.summary,
    url,
    image: absoluteUrl(ogCardHref(itineraryOgCard(itinerary))),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: places.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: places.map((place, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        item: touristAttractionJsonLd(place, itinerary.locale),
      })),
    },
  };
}

/** Home › Itineraries › the itinerary, in its language. */
export function itineraryBreadcrumbJsonLd(itinerary: Itinerary): WithContext<BreadcrumbList> {
  const t = getTranslator(itinerary.locale);
  return breadcrumbJsonLd([
    { name: t('breadcrumbs.home'), path: localePath(itinerary.locale, routes.home) },
    { name: t('breadcrumbs.itineraries'), path: localePath(itinerary.locale, routes.itineraries) },
    { name: itinerary.title, path: itinerary.href },
  ]);
}
