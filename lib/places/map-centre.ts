import 'server-only';

import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { LANDMARKS, CITY_CENTRE_PLACE } from './landmarks';
import { CITY_CENTRE, type LandmarkInput } from './map-layout';
import { hasCoordinates } from '../content/places/schema';
import { getPlaces } from '../content';

// What every inline map draws besides its places: the city centre (the town square's own record, so
// its position is written once) and the landmarks, named in the page's language.

/** The maps' centre: Alun-alun Bandung's record, or Bandung's coordinates if it has none. */
export function mapCentre(): { lat: number; lng: number } {
  const square = getPlaces().get(CITY_CENTRE_PLACE);
  return square && hasCoordinates(square) ? { lat: square.lat, lng: square.lng } : CITY_CENTRE;
}

/** The landmarks with their names in a language. */
export function mapLandmarks(locale: Locale): LandmarkInput[] {
  const t = getTranslator(locale);
  return LANDMARKS.map(({ id, lat, lng }) => ({ id, lat, lng, name: t(`places.landmarks.${id}`) }));
}
