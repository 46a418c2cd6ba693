// @vitest-environment node
import path from 'node:path';
import { hasCoordinates, loadGuides } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/locales';
import { mapCentre, mapLandmarks } from '@/lib/places/map-centre';
import {
  LANDMARK_REACH,
  layoutMap,
  markerBox,
  overlaps,
  type Box,
  type MapLayout,
} from '@/lib/places/map-layout';
import { loadPlaces } from '@/lib/content/places/read';

const PLACES_DIR = path.join(process.cwd(), 'content', 'places');

// The landmarks of the inline maps (the main volcanoes): drawn only inside the frame the places
// make, never over a marker, the centre's name or each other, and named in each language.

const landmarks = mapLandmarks('en');
const inFrame = (box: Box, map: MapLayout) =>
  box.left >= 0 && box.right <= map.width && box.top >= 0 && box.bottom <= map.height;

/** Everything a landmark must leave clear: markers and the centre's name. */
function expectClear(map: MapLayout) {
  const drawn = map.landmarks.flatMap((landmark) => [landmark.box, landmark.label.box]);
  for (const [index, box] of drawn.entries()) {
    expect(inFrame(box, map), `landmark box ${index} inside the frame`).toBe(true);
    for (const marker of map.markers)
      expect(overlaps(box, markerBox(marker)), `marker ${marker.label}`).toBe(false);
    if (map.centre.label) expect(overlaps(box, map.centre.label.box)).toBe(false);
    for (const other of drawn.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
  }
}

describe('map landmarks', () => {
  // Situ Patenggang: Patuha's summit (Kawah Putih's volcano) is inside the frame between the lake and
  // the city, Malabar just beyond it (taken in); Tangkuban Parahu, far north of the city, is not.
  const south = [{ lat: -7.1669, lng: 107.3571 }];

  it('draws the landmarks inside the frame, named, and leaves out those far outside it', () => {
    const map = layoutMap(south, { landmarks });
    expect(map.landmarks.map((landmark) => landmark.label.text).sort()).toEqual(['Malabar', 'Patuha']);
    for (const landmark of map.landmarks) {
      expect(landmark.x).toBeGreaterThan(0);
      expect(landmark.x).toBeLessThan(map.width);
      expect(landmark.y).toBeGreaterThan(0);
      expect(landmark.y).toBeLessThan(map.height);
    }
    expectClear(map);
  });

  it('widens the frame for a landmark by at most a fifth of the places’ span each way', () => {
    const without = layoutMap(south);
    const withLandmarks = layoutMap(south, { landmarks });
    const span = (map: MapLayout) => [map.width * map.kmPerUnit, map.height * map.kmPerUnit] as const;
    const [w0, h0] = span(without);
    const [w1, h1] = span(withLandmarks);
    expect(w1).toBeGreaterThanOrEqual(w0 - 0.01);
    expect(w1).toBeLessThanOrEqual(w0 * (1 + 2 * LANDMARK_REACH) + 0.01);
    expect(h1).toBeLessThanOrEqual(h0 * (1 + 2 * LANDMARK_REACH) + 0.01);
    // A map of one street takes in no volcano.
    const braga = [{ lat: -6.9175, lng: 107.6096 }];
    expect(layoutMap(braga, { landmarks })).toEqual(layoutMap(braga));
  });

  it('leaves out a landmark a marker would cover (the crater is then the marker itself)', () => {
    const kawahPutih = { lat: -7.1662, lng: 107.4021 };
    const map = layoutMap([...south, kawahPutih], { landmarks });
    expect(map.landmarks.map((landmark) => landmark.id)).not.toContain('patuha');
  });

  it('names Tangkuban Parahu as each language writes it', () => {
    const names = Object.fromEntries(
      LOCALES.map((locale) => [locale, mapLandmarks(locale).find((l) => l.id === 'tangkubanParahu')!.name]),
    );
    expect(names).toEqual({ en: 'Tangkuban Perahu', id: 'Tangkuban Parahu' });
  });

  it('centres the maps on the Alun-alun record', () => {
    const square = loadPlaces(PLACES_DIR).get('alun-alun-bandung')!;
    expect(mapCentre()).toEqual({ lat: square.lat, lng: square.lng });
  });

  const places = loadPlaces(PLACES_DIR);
  const all = [...places.values()].filter(hasCoordinates);
  it.each([
    ...loadGuides().map((guide) => ({ name: guide.slug, points: guide.places.filter(hasCoordinates) })),
    { name: '/places', points: all },
    ...all.map((place) => ({ name: `place ${place.id}`, points: [place] })),
  ])('$name: landmarks stay inside the frame and clear of every marker', ({ points }) => {
    for (const locale of LOCALES) {
      expectClear(layoutMap(points, { landmarks: mapLandmarks(locale), centre: mapCentre() }));
    }
  });
});
