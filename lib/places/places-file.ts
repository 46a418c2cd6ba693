import { escapeHtmlText, escapeXml } from '../escape-markup';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { absoluteUrl, placeHref } from '../routes';
import { hasCoordinates, type Place } from './place-schema';
import { hoursText, placeWords, priceText } from './place-text';

// The places as files for offline maps apps (Organic Maps, OsmAnd, Google My Maps): GPX 1.1
// waypoints and KML 2.2 placemarks, written at build (app/downloads/places/[file]/route.ts). Each
// place with coordinates is one point: its name, its hours and entry price in the file's language,
// and a link back to its page. A place without coordinates cannot be a point, so it is left out.
// Maps apps show a point's description as HTML, so its plain text is HTML-escaped before it is
// written as XML (escapeHtmlText): an editor's markup in an address shows as text.

export const PLACES_FILE_FORMATS = ['gpx', 'kml'] as const;
export type PlacesFileFormat = (typeof PLACES_FILE_FORMATS)[number];

export const placesFileTypes: Record<PlacesFileFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
};

type FilePoint = { name: string; lat: number; lng: number; description: string; url: string };

/** The points of a file: each place with coordinates, described in a language. */
export function filePoints(places: readonly Place[], locale: Locale): FilePoint[] {
  const t = getTranslator(locale);
  return places.filter(hasCoordinates).map((place) => {
    const words = placeWords(place, locale);
    const facts = [
      place.hours && `${t('places.hours')}: ${hoursText(locale, place.hours)}`,
      place.price && `${t('places.entry')}: ${priceText(locale, place.price)}`,
      words.address && `${t('places.address')}: ${words.address}`,
    ].filter((fact): fact is string => Boolean(fact));
    return {
      name: words.name,
      lat: place.lat,
      lng: place.lng,
      description: [...facts, t('placePages.checkBeforeYouGo')].join('\n'),
      url: absoluteUrl(localePath(locale, placeHref(place.id))),
    };
  });
}

/** A GPX 1.1 file of waypoints named `title`. */
export function placesGpx(title: string, points: readonly FilePoint[]): string {
  const waypoints = points.map(
    (point) =>
      `  <wpt lat="${point.lat}" lon="${point.lng}">\n` +
      `    <name>${escapeXml(point.name)}</name>\n` +
      `    <desc>${escapeXml(escapeHtmlText(point.description))}</desc>\n` +
      `    <link href="${escapeXml(point.url)}"><text>${escapeXml(point.name)}</text></link>\n` +
      `  </wpt>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<gpx version="1.1" creator="Explore Bandung" xmlns="http://www.topografix.com/GPX/1/1">\n` +
    `  <metadata><name>${escapeXml(title)}</name></metadata>\n` +
    waypoints.join('') +
    `</gpx>\n`
  );
}

/** A KML 2.2 document of placemarks named `title`. */
export function placesKml(title: string, points: readonly FilePoint[]): string {
  const placemarks = points.map(
    (point) =>
      `    <Placemark>\n` +
      `      <name>${escapeXml(point.name)}</name>\n` +
      `      <description>${escapeXml(escapeHtmlText(`${point.description}\n${point.url}`))}</description>\n` +
      `      <atom:link href="${escapeXml(point.url)}"/>\n` +
      `      <Point><coordinates>${point.lng},${point.lat}</coordinates></Point>\n` +
      `    </Placemark>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">\n` +
    `  <Document>\n    <name>${escapeXml(title)}</name>\n` +
    placemarks.join('') +
    `  </Document>\n</kml>\n`
  );
}

export const placesFile = (format: PlacesFileFormat, title: string, points: readonly FilePoint[]) =>
  format === 'gpx' ? placesGpx(title, points) : placesKml(title, points);
