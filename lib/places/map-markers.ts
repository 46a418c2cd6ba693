import { boxAround, insideBox, overlaps, round, type Box, type Point } from './map-geometry';

// Where the static maps draw their numbered markers (lib/places/map-layout.ts). Places that truly
// coincide (within COINCIDE_KM: the mosque on the town square) share one marker, a short pill
// ("3, 4"). Places merely close (a street apart, or the city's sights at the scale of the whole
// highland) each keep their own marker: one whose spot is taken moves to the nearest free spot on
// rings around it and a leader line joins it to where the place is. So no marker hides another and
// every number stays one tap from its place.

/** Places closer than this share a marker: the same spot on the ground. */
export const COINCIDE_KM = 0.1;

/** A single marker's diameter, in map units. */
export const MARKER_SIZE = 24;

/** Units kept between two markers. */
const MARKER_GAP = 2;

/** How many rings of spots a marker may move out before it shares its nearest neighbour's pill. */
const MAX_RINGS = 10;

export type MapMarker = {
  numbers: number[];
  label: string;
  /** Where the marker is drawn. */
  x: number;
  y: number;
  /** Where its place is (the middle of the places it stands for); a leader line joins the two. */
  at: Point;
};

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

/** A marker's drawn width: a circle, or a pill as wide as its label. */
export const markerWidth = (marker: Pick<MapMarker, 'numbers' | 'label'>) =>
  marker.numbers.length === 1 ? MARKER_SIZE : Math.max(MARKER_SIZE, 10 + marker.label.length * 7.2);

/** The box a marker covers. */
export const markerBox = (marker: Pick<MapMarker, 'numbers' | 'label' | 'x' | 'y'>): Box =>
  boxAround(marker, markerWidth(marker), MARKER_SIZE);

/** Whether a marker was moved from its place (and so has a leader line). */
export const isDisplaced = (marker: MapMarker) =>
  Math.hypot(marker.x - marker.at.x, marker.y - marker.at.y) > 1;

const middle = (points: readonly Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/** Spots on the k-th ring around a point, 6k of them, starting from the top. */
function ring(at: Point, k: number): Point[] {
  const count = 6 * k;
  const radius = k * (MARKER_SIZE + MARKER_GAP);
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: at.x + radius * Math.cos(angle), y: at.y + radius * Math.sin(angle) };
  });
}

/**
 * The markers of the places (projected points in map units, each with its number), inside `frame`.
 * `kmPerUnit` tells which places coincide on the ground.
 */
export function placeMarkers(
  places: readonly (Point & { number: number })[],
  { frame, kmPerUnit, blocked = [] }: { frame: Box; kmPerUnit: number; blocked?: readonly Box[] },
): MapMarker[] {
  // Places on the same spot, as groups (in list order).
  const groups: (Point & { number: number })[][] = [];
  for (const place of places) {
    const same = groups.find((group) =>
      group.every((other) => Math.hypot(other.x - place.x, other.y - place.y) * kmPerUnit < COINCIDE_KM),
    );
    if (same) same.push(place);
    else groups.push([place]);
  }
  const wanted = groups.map((group) => {
    const numbers = group.map((place) => place.number);
    const at = middle(group);
    return { numbers, label: numbersLabel(numbers), at, x: at.x, y: at.y };
  });
  // A marker with nobody near keeps its spot first; then the crowded ones, the most crowded first,
  // so the heart of a crowd stays put and the rest settle around it.
  const crowding = (marker: (typeof wanted)[number]) =>
    wanted.filter(
      (other) =>
        other !== marker &&
        overlaps(markerBox(marker), markerBox({ ...other, x: other.at.x, y: other.at.y })),
    ).length;
  const order = [...wanted].sort((a, b) => crowding(b) - crowding(a));
  order.sort((a, b) => Number(crowding(a) > 0) - Number(crowding(b) > 0));

  const placed: MapMarker[] = [];
  const fits = (candidate: MapMarker) => {
    const box = markerBox(candidate);
    return (
      insideBox(box, frame) &&
      blocked.every((other) => !overlaps(box, other)) &&
      placed.every(
        (other) =>
          !overlaps(box, boxAround(other, markerWidth(other) + MARKER_GAP, MARKER_SIZE + MARKER_GAP)),
      )
    );
  };
  // Kept inside the frame first: a place at the edge is drawn just inside it.
  const clamp = (marker: MapMarker): MapMarker => {
    const half = markerWidth(marker) / 2;
    return {
      ...marker,
      x: Math.min(Math.max(marker.x, frame.left + half), frame.right - half),
      y: Math.min(Math.max(marker.y, frame.top + MARKER_SIZE / 2), frame.bottom - MARKER_SIZE / 2),
    };
  };
  for (const want of order) {
    const home = clamp(want);
    let spot: MapMarker | undefined = fits(home) ? home : undefined;
    for (let k = 1; !spot && k <= MAX_RINGS; k++) {
      spot = ring(home, k)
        .map((p) => ({ ...want, x: p.x, y: p.y }))
        .find(fits);
    }
    if (spot) {
      placed.push(spot);
      continue;
    }
    // Nowhere free near it (a map far too crowded): it shares the nearest marker's pill.
    const nearest = placed.reduce((best, m) =>
      Math.hypot(m.x - home.x, m.y - home.y) < Math.hypot(best.x - home.x, best.y - home.y) ? m : best,
    );
    nearest.numbers.push(...want.numbers);
    nearest.label = numbersLabel(nearest.numbers);
  }
  return placed
    .map((marker) => ({
      ...marker,
      x: round(marker.x),
      y: round(marker.y),
      at: { x: round(marker.at.x), y: round(marker.at.y) },
    }))
    .sort((a, b) => Math.min(...a.numbers) - Math.min(...b.numbers));
}
