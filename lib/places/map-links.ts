// Links that open a place in a maps app. Google's "Maps URLs" (developers.google.com/maps/
// documentation/urls) open the Google Maps app on Android and iOS when it is installed, and the
// website otherwise; OpenStreetMap's opens its website with a marker. Each carries the coordinates,
// not the name: a name search can land on a namesake, coordinates cannot. The link text names the place.

type LatLng = { lat: number; lng: number };

/** Six decimals are about 10 cm: more digits only make the URL longer. */
const degrees = (value: number) => String(Number(value.toFixed(6)));
const point = ({ lat, lng }: LatLng) => `${degrees(lat)},${degrees(lng)}`;

/** The place on Google Maps (app or website). */
export const googleMapsUrl = (place: LatLng) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point(place))}`;

/** Directions to the place from wherever the visitor is, in Google Maps. */
export const googleDirectionsUrl = (place: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point(place))}`;

/** The place on OpenStreetMap, with a marker, at street zoom. */
export const openStreetMapUrl = (place: LatLng) =>
  `https://www.openstreetmap.org/?mlat=${degrees(place.lat)}&mlon=${degrees(place.lng)}#map=16/${degrees(place.lat)}/${degrees(place.lng)}`;

/** Each maps link's visible label, and how screen readers hear it go on: "Directions to Kopi Aroma". */
export const MAP_LINK_PREPOSITION = {
  'Open in Google Maps': 'for',
  Directions: 'to',
  OpenStreetMap: 'for',
} as const;
