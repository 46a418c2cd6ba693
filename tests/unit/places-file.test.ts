// @vitest-environment node
import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { filePoints, placesGpx, placesKml } from '@/lib/places/places-file';
import { getPlaces, hasCoordinates, placeWords } from '@/lib/content';
import { hoursText } from '@/lib/places/place-text';
import { absoluteUrl, placeHref } from '@/lib/routes';

/** What @tmcw/togeojson returns, as far as these tests read it. */
type PointFeatures = {
  features: { geometry: unknown; properties: Record<string, unknown> | null }[];
};

// The places files for offline maps apps, read back with a real XML parser and the GPX/KML
// converter maps tools use (@tmcw/togeojson): every place with coordinates, nothing else, with its
// name, position, hours and a link back to its page, in the file's language.

/** Parses XML, failing on any error or warning the parser reports. */
function parseXml(text: string) {
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(text, 'text/xml');
  expect(problems).toEqual([]);
  return doc as unknown as Document;
}

const places = [...getPlaces().values()];
const mapped = places.filter(hasCoordinates);

describe.each(LOCALES)('places files (%s)', (locale) => {
  const points = filePoints(places, locale);

  it.each([
    ['GPX', () => gpx(parseXml(placesGpx('Places in Bandung', points)))],
    ['KML', () => kml(parseXml(placesKml('Places in Bandung', points)))],
  ])(
    '%s: one point per place with coordinates, at its coordinates, named in the language',
    (_format, read) => {
      const features = read().features;
      expect(mapped.length).toBeGreaterThan(0);
      expect(features).toHaveLength(mapped.length);
      for (const [index, place] of mapped.entries()) {
        const feature = features[index]!;
        expect(feature.geometry).toEqual({ type: 'Point', coordinates: [place.lng, place.lat] });
        expect(feature.properties?.name).toBe(placeWords(place, locale).name);
        const description = String(feature.properties?.desc ?? feature.properties?.description);
        if (place.hours) expect(description).toContain(hoursText(locale, place.hours));
      }
    },
  );

  it('GPX: each waypoint links to its place page in the language', () => {
    const { features } = gpx(parseXml(placesGpx('Places', points))) as PointFeatures;
    expect(features.map((feature) => (feature.properties?.links as { href: string }[])[0]!.href)).toEqual(
      mapped.map((place) => absoluteUrl(localePath(locale, placeHref(place.id)))),
    );
  });

  it('a name with markup characters stays text, and the file still parses', () => {
    const hostile = [{ ...points[0]!, name: 'Kopi <Aroma> & "Sons" \u0001' }];
    const [feature] = gpx(parseXml(placesGpx('A & B', hostile))).features;
    expect(feature!.properties?.name).toBe('Kopi <Aroma> & "Sons" ');
  });
});
