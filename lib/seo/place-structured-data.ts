import type { DayOfWeek, OpeningHoursSpecification, TouristAttraction, WithContext } from 'schema-dts';
import { DAYS, type Day, type OpeningHours } from '../content/places/hours';
import { hasCoordinates, type Place } from '../content/places/schema';
import { placeWords } from '../content/places/words';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { absoluteUrl, placeHref } from '../routes';

// A place as structured data (schema.org TouristAttraction): on its own page, and in each guide's
// Article that covers it (./structured-data.ts).

export const SCHEMA_DAYS: Record<Day, DayOfWeek> = {
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
export function touristAttractionJsonLd(place: Place, locale: Locale): Exclude<TouristAttraction, string> {
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
export const placeJsonLd = (place: Place, locale: Locale): WithContext<TouristAttraction> => ({
  '@context': 'https://schema.org',
  ...touristAttractionJsonLd(place, locale),
});
