// @vitest-environment node
import path from 'node:path';
import { ContentError, hasCoordinates, loadGuides, parseGuide } from '@/lib/content';
import { loadPlaces, parsePlace } from '@/lib/content/places/read';
import { parseOpeningHours } from '@/lib/content/places/hours';
import { parsePriceRange } from '@/lib/content/places/price';
import { parseVisitLength } from '@/lib/content/places/visit';
import { visitText } from '@/lib/places/place-text';
import { insidePolygon } from '@/lib/content/places/west-java';
import { googleDirectionsUrl, googleMapsUrl, openStreetMapUrl } from '@/lib/places/map-links';
import { layoutMap, markerBox, numbersLabel, overlaps } from '@/lib/places/map-layout';

const PLACES_DIR = path.join(process.cwd(), 'content', 'places');

const FILE = 'content/guides/some-guide.md';
const HEADER = [
  'title: "A Guide"',
  'excerpt: "Craters."',
  'summary: "A practical guide."',
  'image: "https://images.unsplash.com/photo-1"',
  'imageAlt: "A crater"',
  'date: 2025-07-10',
  'area: all-around-bandung',
].join('\n');

const PLACE_FILE = 'content/places/kawah-putih.yaml';
const yamlOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
const kawahPutih = {
  name: 'Kawah Putih',
  area: 'ciwidey-and-the-south',
  lat: '-7.1662',
  lng: '107.4021',
  source: 'https://www.openstreetmap.org/way/1',
};

function placeErrorOf(fields: Record<string, string>, file = PLACE_FILE): string {
  try {
    parsePlace(file, yamlOf(fields));
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the place to be refused');
}

describe('a place record (content/places/<id>.yaml)', () => {
  it('accepts a place with its facts, parsed, its id from the file name', () => {
    const place = parsePlace(
      PLACE_FILE,
      yamlOf({
        ...kawahPutih,
        hours: '"07:00-17:00"',
        price: '"25,000–35,000 local; 75,000–100,000 foreign"',
      }),
    );
    expect(place).toMatchObject({
      id: 'kawah-putih',
      name: 'Kawah Putih',
      hours: { text: '07:00–17:00' },
      price: { local: { min: 25000, max: 35000 }, foreign: { min: 75000, max: 100000 } },
    });
  });

  it('reads what to expect, the time a visit takes, the best time, its kind and its dated sources', () => {
    const place = parsePlace(
      PLACE_FILE,
      [
        yamlOf(kawahPutih),
        'kind: nature',
        'visit: "1-2 h"',
        'bestTime: "Weekday mornings, before the mist"',
        'description: "A milky turquoise lake in a crater."',
        'sources:',
        '  - title: "Kawah Putih"',
        '    url: "https://example.org/kawah-putih"',
        '    checked: 2026-11-20',
        'translations:',
        '  id:',
        '    bestTime: "Pagi pada hari kerja"',
        '    description: "Danau kawah berwarna hijau toska."',
      ].join('\n'),
    );
    expect(place).toMatchObject({
      kind: 'nature',
      visit: { text: '1–2 h', min: 60, max: 120 },
      bestTime: 'Weekday mornings, before the mist',
      sources: [{ checked: '2026-11-20' }],
      translations: { id: { bestTime: 'Pagi pada hari kerja' } },
    });
  });

  it('refuses an unknown kind and a visit length it cannot read, naming the field', () => {
    expect(placeErrorOf({ ...kawahPutih, kind: 'volcano' })).toMatch(/field "kind": "volcano" is not one of/);
    expect(placeErrorOf({ ...kawahPutih, visit: '"a while"' })).toMatch(/field "visit": .*"min" or "h"/);
    expect(placeErrorOf({ ...kawahPutih, visit: '"3-1 h"' })).toMatch(/field "visit": .*runs backwards/);
  });

  it('refuses a place outside West Java, naming the file and the field', () => {
    // Bali's Kuta beach: a real place, in the wrong province.
    const message = placeErrorOf({ ...kawahPutih, name: 'Kuta Beach', lat: '-8.7184', lng: '115.1686' });
    expect(message).toContain(PLACE_FILE);
    expect(message).toMatch(/field "lat": .*outside West Java/);
    expect(message).toMatch(/field "lng": .*outside West Java/);
  });

  it('catches a missing minus sign and swapped coordinates', () => {
    expect(placeErrorOf({ ...kawahPutih, lat: '7.1662' })).toMatch(/field "lat"/);
    expect(placeErrorOf({ ...kawahPutih, lat: '107.4021', lng: '-7.1662' })).toMatch(
      /field "lat"[\s\S]*field "lng"/,
    );
  });

  it('takes both coordinates or neither: a place no open source locates keeps its text only', () => {
    const { lat: _lat, lng: _lng, source: _source, ...unplaced } = kawahPutih;
    expect(parsePlace(PLACE_FILE, yamlOf(unplaced))).not.toHaveProperty('lat');
    expect(placeErrorOf({ ...unplaced, lat: '-7.1662' })).toMatch(/field "lng": is required with the other/);
  });

  it('refuses coordinates read off Google Maps', () => {
    expect(placeErrorOf({ ...kawahPutih, source: 'https://www.google.com/maps/place/Kawah+Putih' })).toMatch(
      /field "source": "www\.google\.com" is not open map data/,
    );
    expect(placeErrorOf({ ...kawahPutih, source: 'https://maps.app.goo.gl/abc' })).toMatch(
      /not open map data/,
    );
    expect(placeErrorOf({ ...kawahPutih, source: 'javascript:alert(1)' })).toMatch(/must be a web address/);
    expect(placeErrorOf({ ...kawahPutih, source: 'OpenStreetMap' })).toMatch(/is not a URL/);
    const { source: _none, ...unsourced } = kawahPutih;
    expect(placeErrorOf(unsourced)).toMatch(/field "source": is required with coordinates/);
  });

  it('names the field for every other mistake', () => {
    expect(placeErrorOf({ ...kawahPutih, hours: '"17:00–07:00"' })).toMatch(
      /field "hours": "17:00–07:00" closes before it opens/,
    );
    expect(placeErrorOf({ ...kawahPutih, price: '"about 20k"' })).toMatch(/field "price": .*IDR/);
    expect(placeErrorOf({ ...kawahPutih, area: 'all-around-bandung' })).toMatch(
      /field "area": "all-around-bandung" is not one of .*city-centre/,
    );
    expect(placeErrorOf({ ...kawahPutih, lat: '"south"' })).toMatch(/field "lat": must be a number/);
    expect(placeErrorOf({ ...kawahPutih, colour: 'white' })).toMatch(/unknown field\(s\) colour/);
    expect(placeErrorOf({ area: 'city-centre' })).toMatch(/field "name": is required/);
    expect(placeErrorOf(kawahPutih, 'content/places/Kawah_Putih.yaml')).toMatch(
      /file name "Kawah_Putih" must be lower-case kebab-case/,
    );
  });
});

describe('a guide’s places, by id', () => {
  const places = new Map([
    ['kawah-putih', parsePlace(PLACE_FILE, yamlOf({ ...kawahPutih, tip: '"Cold and sulphurous."' }))],
    [
      'situ-patenggang',
      parsePlace(
        'content/places/situ-patenggang.yaml',
        yamlOf({ name: 'Situ Patenggang', area: 'ciwidey-and-the-south' }),
      ),
    ],
  ]);
  const guideWith = (list: string) => `---\n${HEADER}\nplaces:\n${list}\n---\n\nBody text.\n`;
  const parse = (list: string) => parseGuide(FILE, guideWith(list), undefined, places);
  function errorOf(list: string): string {
    try {
      parse(list);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    throw new Error('expected the guide to be refused');
  }

  it('takes each place’s facts from its record, in the guide’s order, with the guide’s own tips', () => {
    const guide = parse('  - situ-patenggang\n  - place: kawah-putih\n    tip: "Go early."');
    expect(guide.places.map((place) => place.id)).toEqual(['situ-patenggang', 'kawah-putih']);
    expect(guide.places[1]).toMatchObject({ name: 'Kawah Putih', lat: -7.1662, tip: 'Cold and sulphurous.' });
    expect(guide.places[1]!.guideTip).toBe('Go early.');
    expect(guide.places[0]!.guideTip).toBeUndefined();
  });

  it('refuses an unknown id, naming the guide and the id', () => {
    const message = errorOf('  - kawah-putih\n  - kawah-puth');
    expect(message).toContain(FILE);
    expect(message).toMatch(/place 2 "kawah-puth": there is no place content\/places\/kawah-puth\.yaml/);
  });

  it('refuses a place listed twice, an id that is not one, and unknown fields', () => {
    expect(errorOf('  - kawah-putih\n  - kawah-putih')).toMatch(/"kawah-putih" is listed twice/);
    expect(errorOf('  - Kawah Putih')).toMatch(/place 1 "Kawah Putih": must be a place id/);
    expect(errorOf('  - place: kawah-putih\n    lat: -7')).toMatch(
      /place 1 "kawah-putih": unknown field\(s\) lat/,
    );
  });

  it('has no places unless the guide lists them', () => {
    expect(parseGuide(FILE, `---\n${HEADER}\n---\n\nBody.\n`, undefined, places).places).toEqual([]);
  });
});

describe('visit lengths, one format', () => {
  it.each([
    ['30 min', 30, 30, '30 min', '30 menit'],
    ['45-90 min', 45, 90, '45–90 min', '45–90 menit'],
    ['1–2 h', 60, 120, '1–2 hours', '1–2 jam'],
    ['2-3 h', 120, 180, '2–3 hours', '2–3 jam'],
    ['1.5 h', 90, 90, '90 min', '90 menit'],
    ['4 h', 240, 240, '4 hours', '4 jam'],
  ])('%s is %i–%i minutes, written "%s" and "%s"', (text, min, max, en, id) => {
    const visit = parseVisitLength(text);
    expect(visit).toMatchObject({ min, max });
    if (typeof visit === 'string') throw new Error(visit);
    expect(visitText('en', visit)).toBe(en);
    expect(visitText('id', visit)).toBe(id);
  });

  it.each(['', 'long', '2 days', '0 min', '13 h', '1-2-3 h'])('refuses %j', (text) => {
    expect(typeof parseVisitLength(text)).toBe('string');
  });
});

describe('hours and prices, one format each', () => {
  it.each([
    ['07:00–17:00', '07:00–17:00'],
    ['Mon–Sat 08:00-15:00; Sun closed', 'Mon–Sat 08:00–15:00; Sun closed'],
    ['Tue–Thu 08:00–16:00; Fri 14:00–16:00; Sat–Sun 09:00–16:00; Mon closed', null],
  ])('reads hours %s', (input, text) => {
    const hours = parseOpeningHours(input);
    expect(typeof hours).toBe('object');
    expect((hours as { text: string }).text).toBe(text ?? input);
  });

  it.each([
    ['8 am to 5 pm', /not opening and closing times/],
    ['Mon–Sat 08:00–15:00; Sat closed', /Sat twice/],
    ['Sun–Mon 08:00–15:00', /backwards/],
    ['Xyz 08:00–15:00', /not a day/],
    ['08:00–15:00; Sun closed', /needs its days/],
  ])('refuses hours %s', (input, message) => {
    expect(parseOpeningHours(input)).toMatch(message);
  });

  it.each([
    ['free', { free: true }],
    ['30,000–40,000', { everyone: { min: 30000, max: 40000 } }],
    ['120,000–150,000 foreign', { foreign: { min: 120000, max: 150000 } }],
    ['5,000 local; 10,000 foreign', { local: { min: 5000, max: 5000 }, foreign: { min: 10000, max: 10000 } }],
  ])('reads price %s', (input, expected) => {
    expect(parsePriceRange(input)).toMatchObject(expected);
  });

  it.each([
    ['30000', /25,000/],
    ['40,000–30,000', /backwards/],
    ['10,000; 20,000 foreign', /needs "local" or "foreign"/],
    ['10,000 local; 20,000 local', /twice/],
  ])('refuses price %s', (input, message) => {
    expect(parsePriceRange(input)).toMatch(message);
  });
});

describe('the places records and the guides', () => {
  const guides = loadGuides();
  const places = loadPlaces(PLACES_DIR);

  // Every number readable on the map: markers whole inside the frame, the centre's name (when there
  // is room for it) inside the frame and under no marker. The scale bar and north arrow sit in a strip
  // below the places, so they cannot cover one.
  it.each([
    ...guides.map((guide) => ({ name: guide.slug, places: guide.places.filter(hasCoordinates) })),
    {
      name: 'a guide south of the city only',
      places: [
        { lat: -7.1662, lng: 107.40213 }, // Kawah Putih
        { lat: -7.1396, lng: 107.3919 }, // Ranca Upas
        { lat: -7.1669, lng: 107.3571 }, // Situ Patenggang
      ],
    },
  ])('$name: the map shows every marker whole, and the centre’s name beside no marker', ({ places }) => {
    const map = layoutMap(places);
    const label = map.centre.label?.box;
    if (label) {
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(map.width);
      expect(label.top).toBeGreaterThanOrEqual(0);
      expect(label.bottom).toBeLessThanOrEqual(map.height);
    }
    for (const marker of map.markers) {
      const box = markerBox(marker);
      if (label) expect(overlaps(box, label), `marker ${marker.label} covers the centre's name`).toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(map.width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(map.height);
    }
  });

  it.each(guides)('$slug lists its places', ({ places }) => {
    expect(places.length).toBeGreaterThan(0);
  });

  it('every place record with coordinates is inside West Java', () => {
    for (const place of places.values()) {
      if (hasCoordinates(place)) expect(insidePolygon(place.lat, place.lng), place.id).toBe(true);
    }
  });

  // "Never invent a fact": every price and time a place record gives comes from the record's own dated
  // sources, or is one that a guide covering the place states in its text (with the guide's sources).
  it.each([...places.values()])(
    '$id: its price and hours have sources, or a guide that covers it states them',
    (place) => {
      if (place.sources?.length) return;
      const texts = guides
        .filter((guide) => guide.places.some((p) => p.id === place.id))
        .map((guide) => guide.content.replace(/-/g, '–'))
        .join('\n');
      for (const [, range] of (place.price?.text ?? '').matchAll(/([\d,]+(?:–[\d,]+)?)/g)) {
        expect(texts, `${place.id}: price ${range}`).toContain(range);
      }
      for (const [time] of (place.hours?.text ?? '').matchAll(/\d\d:\d\d/g)) {
        expect(texts, `${place.id}: time ${time}`).toContain(time);
      }
    },
  );
});

describe('map links', () => {
  const spot = { name: 'Kawah Putih', lat: -7.1662039, lng: 107.4021256 };
  it('open the coordinates in Google Maps and OpenStreetMap', () => {
    expect(googleMapsUrl(spot)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-7.166204%2C107.402126',
    );
    expect(googleDirectionsUrl(spot)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-7.166204%2C107.402126',
    );
    expect(openStreetMapUrl(spot)).toBe(
      'https://www.openstreetmap.org/?mlat=-7.166204&mlon=107.402126#map=16/-7.166204/107.402126',
    );
  });

  it('search for the name in Bandung where a place has no coordinates', () => {
    const unplaced = { name: 'Warung Nasi Ampera' };
    expect(googleMapsUrl(unplaced)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Warung%20Nasi%20Ampera%2C%20Bandung',
    );
    expect(googleDirectionsUrl(unplaced)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Warung%20Nasi%20Ampera%2C%20Bandung',
    );
    expect(openStreetMapUrl(unplaced)).toBe(
      'https://www.openstreetmap.org/search?query=Warung%20Nasi%20Ampera%2C%20Bandung',
    );
  });
});

describe('the map layout', () => {
  const places = [
    { lat: -7.1662, lng: 107.4021 }, // Kawah Putih
    { lat: -6.7596, lng: 107.6098 }, // Tangkuban Perahu
    { lat: -6.9211, lng: 107.6096 }, // Museum KAA
    { lat: -6.9219, lng: 107.607 }, // Alun-alun, 300 m away: a marker of its own, moved aside
    { lat: -6.8282, lng: 107.435 }, // Stone Garden
    { lat: -6.9219, lng: 107.607 }, // on the Alun-alun's spot: shares its marker
  ];
  const map = layoutMap(places);

  it('numbers every place once, sharing a marker only where places share a spot', () => {
    expect(map.markers.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(map.markers.find((m) => m.numbers.includes(3))?.label).toBe('3');
    expect(map.markers.find((m) => m.numbers.includes(4))?.label).toBe('4, 6');
    const [kaa, square] = [3, 4].map((n) => map.markers.find((m) => m.numbers.includes(n))!);
    expect(overlaps(markerBox(kaa!), markerBox(square!))).toBe(false);
  });

  it('puts north up and east right, at one scale both ways', () => {
    const at = (n: number) => map.markers.find((m) => m.numbers.includes(n))!;
    expect(at(2).y).toBeLessThan(at(1).y); // Tangkuban is north of Kawah Putih
    expect(at(5).x).toBeLessThan(at(3).x); // Stone Garden is west of the centre
    const km = Math.hypot(at(2).x - at(1).x, at(2).y - at(1).y) * map.kmPerUnit;
    expect(km).toBeGreaterThan(48); // about 51 km apart on the ground
    expect(km).toBeLessThan(54);
    expect(map.scale.length * map.kmPerUnit).toBeCloseTo(map.scale.km, 1);
  });

  it('draws rings around the city centre and keeps everything inside the frame', () => {
    expect(map.rings.length).toBeGreaterThan(0);
    for (const m of map.markers) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(map.width);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(map.height);
    }
  });

  it('labels numbers compactly', () => {
    expect(numbersLabel([7])).toBe('7');
    expect(numbersLabel([3, 4])).toBe('3, 4');
    expect(numbersLabel([9, 3, 5, 4, 6])).toBe('3–6, 9');
  });
});
