// Links that open a place in a maps app. Google's "Maps URLs" (developers.google.com/maps/
// documentation/urls) open the Google Maps app on Android and iOS when it is installed, and the
// website otherwise; OpenStreetMap's opens its website with a marker. They carry the coordinates
// where the place has them (a name search can land on a namesake, coordinates cannot), else a search
// for its name in Bandung. The link text names the place.

type LatLng = { lat: number; lng: number };
type Findable = { name: string; lat?: number; lng?: number };

/** Six decimals are about 10 cm: more digits only make the URL longer. */
const degrees = (value: number) => String(Number(value.toFixed(6)));
const point = ({ lat, lng }: LatLng) => `${degrees(lat)},${degrees(lng)}`;

const coordinatesOf = (place: Findable): LatLng | undefined =>
  place.lat !== undefined && place.lng !== undefined ? { lat: place.lat, lng: place.lng } : undefined;

/** What a maps app searches for: the coordinates, or the name with the city. */
const query = (place: Findable) => {
  const at = coordinatesOf(place);
  return at ? point(at) : `${place.name}, Bandung`;
};

/** The place on Google Maps (app or website). */
export const googleMapsUrl = (place: Findable) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query(place))}`;

/** Directions to the place from wherever the visitor is, in Google Maps. */
export const googleDirectionsUrl = (place: Findable) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query(place))}`;

/** The place on OpenStreetMap: with a marker at street zoom, or its search for the name. */
export function openStreetMapUrl(place: Findable): string {
  const at = coordinatesOf(place);
  if (!at) return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query(place))}`;
  return `https://www.openstreetmap.org/?mlat=${degrees(at.lat)}&mlon=${degrees(at.lng)}#map=16/${degrees(at.lat)}/${degrees(at.lng)}`;
}

/** Each maps link's visible label, and how screen readers hear it go on: "Directions to Kopi Aroma". */
export const MAP_LINK_PREPOSITION = {
  'Open in Google Maps': 'for',
  Directions: 'to',
  OpenStreetMap: 'for',
} as const;
