// The geometry of the static maps (components/places/places-map.tsx draws it), drawn at build from
// the places' coordinates, with no tiles and no script. No outline of the land: no boundary data is
// bundled, and one drawn from memory would not be honest. The map shows what can be drawn exactly:
// the numbered markers (lib/places/map-markers.ts: never one over another), distance rings around
// the city centre, a scale bar, the towns around (lib/places/map-towns.ts) and the volcanoes
// (lib/places/landmarks.ts) inside the frame, their names placed by a collision pass
// (lib/places/map-labels.ts) so no label covers a marker or another label.

import { boxAround, round, type Box, type Point } from './map-geometry';
import { placeLabel, placeLabelAt, placeNamed, type MapLabel, type Obstacles } from './map-labels';
import { isDisplaced, markerBox, placeMarkers } from './map-markers';
import type { MapLandmark, MapLayout, MapOptions, MapTown } from './map-types';

export { overlaps, type Box } from './map-geometry';
export type { MapLabel } from './map-labels';
export { markerBox, markerWidth, numbersLabel, type MapMarker } from './map-markers';
export type { LandmarkInput, MapLandmark, MapLayout, MapTown, TownInput } from './map-types';

type LatLng = { lat: number; lng: number };

/**
 * Bandung's coordinates as Wikipedia gives them (6°54′43″S 107°36′35″E): the rings' centre when the
 * pages hand no other (they hand the town square's record: lib/places/map-centre.ts).
 */
export const CITY_CENTRE = { name: 'Bandung', lat: -6.912, lng: 107.6097 } as const;

/** Towns shown for orientation when they fall on the map (Lembang: Wikipedia, 6°49′01″S 107°37′01″E). */
export const REFERENCE_TOWNS = [{ name: 'Lembang', lat: -6.817, lng: 107.617 }] as const;

const KM_PER_DEGREE_LAT = 110.57;
const kmPerDegreeLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

const MARGIN = 18;
const NICE_STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 25, 50] as const;

/**
 * A strip under the plotted area for the scale bar and the north arrow, so neither can cover a
 * marker, however the places fall.
 */
export const LEGEND_HEIGHT = 30;

/** Label sizes, in map units: the centre's name, volcanoes, towns, ring distances. */
export const LABEL_SIZE = { centre: 12, landmark: 11, town: 11.5, ring: 10 } as const;

/** How far beyond the places a landmark may widen the map: a fifth of its span each way. */
export const LANDMARK_REACH = 0.2;

/** Kilometres east and south of the city centre. */
const kmFrom =
  (centre: LatLng) =>
  ({ lat, lng }: LatLng) => ({
    x: (lng - centre.lng) * kmPerDegreeLng(centre.lat),
    y: (centre.lat - lat) * KM_PER_DEGREE_LAT,
  });

/**
 * Lays out the places on a map `width` units wide, each numbered as its list numbers it (`number`,
 * else 1… in order); the height follows the places' spread, between 0.6 and 1.3 times the width.
 */
export function layoutMap(
  places: readonly (LatLng & { number?: number })[],
  options: MapOptions = {},
): MapLayout {
  const numbered = places.map((place, index) => ({ ...place, number: place.number ?? index + 1 }));
  const whole = layoutFrame(numbered, options);
  if (options.inset === false || largestShift(whole) <= MAX_SHIFT) return whole;
  // Too crowded around the centre to draw at this scale: the city's core gets a map of its own.
  const toKm = kmFrom(options.centre ?? CITY_CENTRE);
  for (const coreKm of CORE_KM) {
    const inCore = (place: LatLng) => Math.hypot(toKm(place).x, toKm(place).y) <= coreKm;
    const core = numbered.filter(inCore);
    if (core.length < 2 || core.length === numbered.length) continue;
    const main = layoutFrame(
      numbered.filter((place) => !inCore(place)),
      { ...options, coreKm },
    );
    if (largestShift(main) > MAX_SHIFT) continue;
    return { ...main, inset: layoutFrame(core, { ...options, landmarks: [], towns: [] }) };
  }
  return whole;
}

/** How far a marker may be moved off its place before the centre gets an inset, in map units. */
export const MAX_SHIFT = 30;

/** The radii of the core an inset may show, smallest first. */
const CORE_KM = [2, 3, 5, 8, 12] as const;

const largestShift = (map: MapLayout) =>
  Math.max(0, ...map.markers.map((m) => Math.hypot(m.x - m.at.x, m.y - m.at.y)));

function layoutFrame(
  places: readonly (LatLng & { number: number })[],
  {
    width = 400,
    centreLabel = 'Bandung centre',
    insetLabel = 'City centre: map below',
    centre: cityCentre = CITY_CENTRE,
    landmarks = [],
    towns = [],
    coreKm,
  }: MapOptions & { coreKm?: number },
): MapLayout {
  const toKm = kmFrom(cityCentre);
  const points = places.map(toKm);
  const reach = coreKm ?? 0;
  const all = [...points, { x: -reach, y: -reach }, { x: reach, y: reach }];
  let [minX, maxX] = [Math.min(...all.map((p) => p.x)), Math.max(...all.map((p) => p.x))];
  let [minY, maxY] = [Math.min(...all.map((p) => p.y)), Math.max(...all.map((p) => p.y))];
  // At least 1.5 km across, so a handful of places in one street still spread out a little.
  const grow = (min: number, max: number, span: number) => {
    const extra = Math.max(0, span - (max - min)) / 2;
    return [min - extra, max + extra] as const;
  };
  [minX, maxX] = grow(minX, maxX, 1.5);
  [minY, maxY] = grow(minY, maxY, 1.5);
  // A landmark just beyond the places (within LANDMARK_REACH of the map's span) is taken in: on a
  // map of the whole highland it is what a reader orients by. A farther one would shrink the places.
  const [reachX, reachY] = [(maxX - minX) * LANDMARK_REACH, (maxY - minY) * LANDMARK_REACH];
  const near = landmarks
    .map(toKm)
    .filter(
      (p) => p.x >= minX - reachX && p.x <= maxX + reachX && p.y >= minY - reachY && p.y <= maxY + reachY,
    );
  [minX, maxX] = [Math.min(minX, ...near.map((p) => p.x)), Math.max(maxX, ...near.map((p) => p.x))];
  [minY, maxY] = [Math.min(minY, ...near.map((p) => p.y)), Math.max(maxY, ...near.map((p) => p.y))];
  const inner = width - 2 * MARGIN;
  const aspect = Math.min(1.3, Math.max(0.6, (maxY - minY) / (maxX - minX)));
  const height = Math.round(width * aspect);
  const innerHeight = height - 2 * MARGIN;
  const kmPerUnit = Math.max((maxX - minX) / inner, (maxY - minY) / innerHeight);
  // Centre the content in the frame.
  const originX = (minX + maxX) / 2 - (width / 2) * kmPerUnit;
  const originY = (minY + maxY) / 2 - (height / 2) * kmPerUnit;
  const project = (p: { x: number; y: number }) => ({
    x: (p.x - originX) / kmPerUnit,
    y: (p.y - originY) / kmPerUnit,
  });
  const frame: Box = { left: 2, top: 2, right: width - 2, bottom: height - 2 };
  const inside = (p: Point) =>
    p.x >= MARGIN && p.x <= width - MARGIN && p.y >= MARGIN && p.y <= height - MARGIN;

  const centre = project({ x: 0, y: 0 });
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([x, y]) => Math.hypot(x! - centre.x, y! - centre.y) * kmPerUnit);
  const farthest = Math.max(...corners);
  const step = NICE_STEPS.find((km) => farthest / km <= 4) ?? NICE_STEPS.at(-1)!;
  const scaleKm = [...NICE_STEPS].reverse().find((km) => km / kmPerUnit <= width / 4) ?? NICE_STEPS[0];

  // The core an inset shows: a circle no marker enters.
  const core = coreKm === undefined ? undefined : { ...centre, r: coreKm / kmPerUnit };
  const coreBox = core && boxAround(core, 2 * core.r);
  const markers = placeMarkers(
    points.map(project).map((p, index) => ({ ...p, number: places[index]!.number })),
    { frame, kmPerUnit, blocked: coreBox ? [coreBox] : [] },
  );
  // What every label keeps clear of: the markers, their leader lines, the diamond (or the core);
  // then each label and symbol placed, in order of importance: the centre's or the core's name, the
  // volcanoes, the towns, the rings.
  const diamond = coreBox ?? boxAround(centre, 18);
  const obstacles: Obstacles = {
    boxes: [...markers.map(markerBox), diamond],
    segments: markers.filter(isDisplaced).map((m) => [m.at, { x: m.x, y: m.y }] as const),
  };
  const take = (...boxes: Box[]) => obstacles.boxes.push(...boxes);

  const label = inside(centre)
    ? placeLabel({
        text: core ? insetLabel : centreLabel,
        at: centre,
        symbol: diamond,
        fontSize: LABEL_SIZE.centre,
        bold: true,
        offset: core ? core.r + 4 : 11,
        frame,
        obstacles,
      })
    : undefined;
  if (label) take(label.box);

  const placedLandmarks: MapLandmark[] = [];
  for (const landmark of landmarks) {
    const at = project(toKm(landmark));
    // A landmark taken in at the edge of the places lies on the margin's line: allow for rounding.
    if (!inside({ x: Math.round(at.x), y: Math.round(at.y) })) continue;
    const box = { left: at.x - 8, right: at.x + 8, top: at.y - 9, bottom: at.y + 6 };
    const text = placeNamed({
      text: landmark.name,
      at,
      symbol: box,
      offset: 11,
      frame,
      obstacles,
      bold: true,
      fontSize: LABEL_SIZE.landmark,
    });
    if (text) placedLandmarks.push({ id: landmark.id, x: round(at.x), y: round(at.y), box, label: text });
  }

  const placedTowns: MapTown[] = [];
  for (const town of towns) {
    const at = project(toKm(town));
    if (!inside(at)) continue;
    const box = boxAround(at, 8);
    const text = placeNamed({
      text: town.name,
      at,
      symbol: box,
      offset: 7,
      frame,
      obstacles,
      fontSize: LABEL_SIZE.town,
    });
    if (text) placedTowns.push({ name: town.name, x: round(at.x), y: round(at.y), box, label: text });
  }

  // Each ring's distance where it crosses above the centre, else below it, where that spot is free.
  const rings: MapLayout['rings'] = [];
  for (let km = step; km < farthest; km += step) {
    const r = km / kmPerUnit;
    const ys = [centre.y - r - 4, centre.y + r + 14];
    const label = placeLabelAt(`${km} km`, centre.x + 4, ys, LABEL_SIZE.ring, frame, obstacles);
    rings.push({ km, r: round(r), ...(label ? { label } : {}) });
  }

  return {
    width,
    height,
    kmPerUnit,
    centre: { x: round(centre.x), y: round(centre.y), visible: inside(centre), label },
    ...(core ? { core: { km: coreKm!, r: round(core.r) } } : {}),
    landmarks: placedLandmarks,
    rings,
    towns: placedTowns,
    scale: { km: scaleKm, length: round(scaleKm / kmPerUnit) },
    markers,
  };
}

/** Every label a layout draws (the centre's name, volcanoes, towns, ring distances). */
export const mapLabels = (map: MapLayout): MapLabel[] => [
  ...(map.centre.label ? [map.centre.label] : []),
  ...map.landmarks.map((landmark) => landmark.label),
  ...map.towns.map((town) => town.label),
  ...map.rings.flatMap((ring) => (ring.label ? [ring.label] : [])),
];
