// The geometry of a guide's map (components/guides/places-map.tsx draws it): drawn at build from the
// places' coordinates, with no tiles and no map script. There is no outline of the land: no boundary
// data is bundled, and an outline drawn from memory would not be honest. Instead the map shows what
// can be drawn exactly: distance rings around the city centre, a scale bar, a labelled reference town
// or two, the main volcanoes as landmarks (lib/places/landmarks.ts) where they fall inside the frame,
// and the numbered markers of the list.

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

/** Map units per marker: markers whose centres are closer than this share one marker. */
export const MERGE_DISTANCE = 24;
const MARGIN = 18;
const NICE_STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 25, 50] as const;

/**
 * A strip under the plotted area for the scale bar and the north arrow, so neither can cover a
 * marker, however the places fall.
 */
export const LEGEND_HEIGHT = 30;

/**
 * The city centre's label: 12-unit bold text in the system's sans-serif, up to 7.8 units a character
 * (measured: "Bandung center" in DejaVu Sans Bold, the widest of the usual fallbacks, is 108.6 units).
 */
const CENTRE_LABEL = { text: 'Bandung centre', height: 14, unitsPerCharacter: 7.8 } as const;

/** Room the centre's label keeps from a marker and the diamond: a glyph may overhang its box a little. */
export const CENTRE_LABEL_CLEARANCE = 2;

/** A landmark's name: 11-unit semi-bold text with a halo, about 6.6 units a character (measured wide). */
const LANDMARK_LABEL = { height: 13, unitsPerCharacter: 6.6 } as const;

/** How far beyond the places a landmark may widen the map: a fifth of its span each way. */
export const LANDMARK_REACH = 0.2;

/** A landmark to draw when it falls inside the frame: its name in the page's language. */
export type LandmarkInput = LatLng & { id: string; name: string };
export type MapLabel = { text: string; x: number; y: number; anchor: 'start' | 'end' | 'middle'; box: Box };
export type MapLandmark = { id: string; x: number; y: number; box: Box; label: MapLabel };

export type MapMarker = { numbers: number[]; label: string; x: number; y: number };
export type Box = { left: number; top: number; right: number; bottom: number };
export type MapLayout = {
  width: number;
  /** Height of the plotted area; the legend strip (LEGEND_HEIGHT) is below it. */
  height: number;
  kmPerUnit: number;
  centre: {
    x: number;
    y: number;
    visible: boolean;
    /** Where the centre's name goes: beside the diamond, where no marker covers it (or nowhere). */
    label?: MapLabel;
  };
  /** The landmarks inside the frame whose triangle and name cover no marker and nothing else drawn. */
  landmarks: MapLandmark[];
  rings: { km: number; r: number }[];
  towns: { name: string; x: number; y: number }[];
  scale: { km: number; length: number };
  markers: MapMarker[];
};

/** Kilometres east and south of the city centre. */
const kmFrom =
  (centre: LatLng) =>
  ({ lat, lng }: LatLng) => ({
    x: (lng - centre.lng) * kmPerDegreeLng(centre.lat),
    y: (centre.lat - lat) * KM_PER_DEGREE_LAT,
  });

/** "3", "3, 5", "3–6, 9": the numbers one marker stands for. */
export function numbersLabel(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([a, b]) => (a === b ? `${a}` : b === a + 1 ? `${a}, ${b}` : `${a}–${b}`)).join(', ');
}

/**
 * Lays out the places on a map `width` units wide, each numbered as its list numbers it (`number`,
 * else 1… in order); the height follows the places' spread, between 0.6 and 1.3 times the width.
 */
export function layoutMap(
  places: readonly (LatLng & { number?: number })[],
  {
    width = 400,
    centreLabel = CENTRE_LABEL.text,
    centre: cityCentre = CITY_CENTRE,
    landmarks = [],
  }: {
    width?: number;
    centreLabel?: string;
    /** The rings' centre and the diamond. */
    centre?: LatLng;
    /** Drawn only inside the frame: the places make it, widened by at most LANDMARK_REACH for these. */
    landmarks?: readonly LandmarkInput[];
  } = {},
): MapLayout {
  const toKm = kmFrom(cityCentre);
  const points = places.map(toKm);
  const all = [...points, { x: 0, y: 0 }];
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

  const centre = project({ x: 0, y: 0 });
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([x, y]) => Math.hypot(x! - centre.x, y! - centre.y) * kmPerUnit);
  const farthest = Math.max(...corners);
  const step = NICE_STEPS.find((km) => farthest / km <= 4) ?? NICE_STEPS.at(-1)!;
  const rings: MapLayout['rings'] = [];
  for (let km = step; km < farthest; km += step) rings.push({ km, r: km / kmPerUnit });

  const scaleKm = [...NICE_STEPS].reverse().find((km) => km / kmPerUnit <= width / 4) ?? NICE_STEPS[0];

  const markers: MapMarker[] = [];
  const members: { x: number; y: number }[][] = [];
  points.map(project).forEach((p, index) => {
    const number = places[index]!.number ?? index + 1;
    const near = markers.findIndex((m) => Math.hypot(m.x - p.x, m.y - p.y) < MERGE_DISTANCE);
    if (near < 0) {
      markers.push({ numbers: [number], label: '', x: p.x, y: p.y });
      members.push([p]);
      return;
    }
    const group = members[near]!;
    group.push(p);
    const marker = markers[near]!;
    marker.numbers.push(number);
    marker.x = group.reduce((sum, q) => sum + q.x, 0) / group.length;
    marker.y = group.reduce((sum, q) => sum + q.y, 0) / group.length;
  });
  for (const marker of markers) {
    marker.label = numbersLabel(marker.numbers);
    marker.x = round(
      Math.min(Math.max(marker.x, markerWidth(marker) / 2 + 2), width - markerWidth(marker) / 2 - 2),
    );
    marker.y = round(marker.y);
  }

  const inside = (p: { x: number; y: number }) =>
    p.x >= MARGIN && p.x <= width - MARGIN && p.y >= MARGIN && p.y <= height - MARGIN;
  const towns = REFERENCE_TOWNS.map((town) => ({ name: town.name, ...project(toKm(town)) }))
    .filter(inside)
    // A town label under a marker would hide it: leave the town out.
    .filter((town) => markers.every((m) => Math.hypot(m.x - town.x, m.y - town.y) >= MERGE_DISTANCE))
    .map((town) => ({ ...town, x: round(town.x), y: round(town.y) }));

  const label = centreLabelAt(centre, centreLabel, markers, width, height);
  const taken: Box[] = [
    ...markers.map(markerBox),
    diamondBox(centre),
    ...(label ? [label.box] : []),
    ...towns.map(townBox),
  ];
  const placed: MapLandmark[] = [];
  for (const landmark of landmarks) {
    const at = project(toKm(landmark));
    // A landmark taken in at the edge of the places lies on the margin's line: allow for rounding.
    if (!inside({ x: Math.round(at.x), y: Math.round(at.y) })) continue;
    const drawn = landmarkAt(at, landmark, taken, width, height);
    if (!drawn) continue;
    placed.push(drawn);
    taken.push(drawn.box, drawn.label.box);
  }

  return {
    width,
    height,
    kmPerUnit,
    centre: {
      x: round(centre.x),
      y: round(centre.y),
      visible: inside(centre),
      label,
    },
    landmarks: placed,
    rings: rings.map((ring) => ({ km: ring.km, r: round(ring.r) })),
    towns,
    scale: { km: scaleKm, length: round(scaleKm / kmPerUnit) },
    markers,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A marker's drawn width: a 24-unit circle, or a pill as wide as its label. */
export const markerWidth = (marker: Pick<MapMarker, 'numbers' | 'label'>) =>
  marker.numbers.length === 1 ? 24 : Math.max(24, 10 + marker.label.length * 7.2);

/** The box a marker covers. */
export const markerBox = (marker: MapMarker): Box => ({
  left: marker.x - markerWidth(marker) / 2,
  right: marker.x + markerWidth(marker) / 2,
  top: marker.y - 12,
  bottom: marker.y + 12,
});

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const diamondBox = (centre: { x: number; y: number }): Box => ({
  left: centre.x - 9,
  right: centre.x + 9,
  top: centre.y - 9,
  bottom: centre.y + 9,
});

/** A reference town's dot and name (12-unit text to its right). */
const townBox = (town: { name: string; x: number; y: number }): Box => ({
  left: town.x - 4,
  right: town.x + 6 + town.name.length * 7,
  top: town.y - 10,
  bottom: town.y + 7,
});

const insideFrame = (box: Box, width: number, height: number) =>
  box.left >= 2 && box.right <= width - 2 && box.top >= 2 && box.bottom <= height - 2;

/**
 * A landmark's triangle (14 units wide) at its summit and its name beside it (right, left, above,
 * below), or nothing when the triangle or every place for the name would cover something drawn
 * before it (a marker, the centre and its name, a town, another landmark) or leave the frame.
 */
function landmarkAt(
  at: { x: number; y: number },
  landmark: LandmarkInput,
  taken: readonly Box[],
  width: number,
  height: number,
): MapLandmark | undefined {
  const box = { left: at.x - 8, right: at.x + 8, top: at.y - 9, bottom: at.y + 6 };
  const free = (candidate: Box) =>
    insideFrame(candidate, width, height) && taken.every((other) => !overlaps(candidate, other));
  if (!free(box)) return undefined;
  const w = Math.round(landmark.name.length * LANDMARK_LABEL.unitsPerCharacter);
  const h = LANDMARK_LABEL.height;
  const candidates = [
    { anchor: 'start' as const, x: at.x + 11, y: at.y + 4 },
    { anchor: 'end' as const, x: at.x - 11, y: at.y + 4 },
    { anchor: 'middle' as const, x: at.x, y: at.y - 12 },
    { anchor: 'middle' as const, x: at.x, y: at.y + 19 },
  ].map(({ anchor, x, y }) => {
    const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
    return {
      text: landmark.name,
      x: round(x),
      y: round(y),
      anchor,
      box: { left, right: left + w, top: y - h + 3, bottom: y + 3 },
    };
  });
  const label = candidates.find((candidate) => free(candidate.box) && !overlaps(candidate.box, box));
  if (!label) return undefined;
  return { id: landmark.id, x: round(at.x), y: round(at.y), box, label };
}

/**
 * The centre's label: beside the diamond (right, left, then above or below it), at the first place
 * inside the frame that no marker covers. Where markers crowd every place (the city's own sights),
 * the label is left out, as a town's is: the caption says what the diamond marks.
 */
function centreLabelAt(
  centre: { x: number; y: number },
  text: string,
  markers: readonly MapMarker[],
  width: number,
  height: number,
): MapLayout['centre']['label'] {
  const w = Math.round(text.length * CENTRE_LABEL.unitsPerCharacter);
  const { height: h } = CENTRE_LABEL;
  const candidates = [-8, 20, -22, 34].flatMap((dy) =>
    (['start', 'end', 'middle'] as const).map((anchor) => {
      const x = anchor === 'start' ? centre.x + 10 : anchor === 'end' ? centre.x - 10 : centre.x;
      const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
      const y = centre.y + dy; // text baseline
      const box = { left, right: left + w, top: y - h + 3, bottom: y + 3 };
      return { text, x: round(x), y: round(y), anchor, box };
    }),
  );
  const diamond = diamondBox(centre);
  const c = CENTRE_LABEL_CLEARANCE;
  return candidates.find(({ box }) => {
    const room = { left: box.left - c, right: box.right + c, top: box.top - c, bottom: box.bottom + c };
    return (
      insideFrame(box, width, height) &&
      !overlaps(room, diamond) &&
      markers.every((marker) => !overlaps(room, markerBox(marker)))
    );
  });
}
