// The boxes what a map draws covers (markers, the centre's diamond, towns, landmarks), and where a
// label fits: beside what it names, inside the frame, over nothing drawn before it. The map's layout
// (./map-layout.ts) places things with these.

export type LatLng = { lat: number; lng: number };
/** A landmark to draw when it falls inside the frame: its name in the page's language. */
export type LandmarkInput = LatLng & { id: string; name: string };
export type MapLabel = { text: string; x: number; y: number; anchor: 'start' | 'end' | 'middle'; box: Box };
export type MapLandmark = { id: string; x: number; y: number; box: Box; label: MapLabel };

export type MapMarker = { numbers: number[]; label: string; x: number; y: number };
export type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The city centre's label: 12-unit bold text in the system's sans-serif, up to 7.8 units a character
 * (the widest of the usual fallback faces).
 */
export const CENTRE_LABEL = { text: 'Bandung centre', height: 14, unitsPerCharacter: 7.8 } as const;

/** Room the centre's label keeps from a marker and the diamond: a glyph may overhang its box a little. */
export const CENTRE_LABEL_CLEARANCE = 2;

/** A landmark's name: 11-unit semi-bold text with a halo, about 6.6 units a character (measured wide). */
const LANDMARK_LABEL = { height: 13, unitsPerCharacter: 6.6 } as const;

export const round = (value: number) => Math.round(value * 10) / 10;

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

export const diamondBox = (centre: { x: number; y: number }): Box => ({
  left: centre.x - 9,
  right: centre.x + 9,
  top: centre.y - 9,
  bottom: centre.y + 9,
});

/** A reference town's dot and name (12-unit text to its right). */
export const townBox = (town: { name: string; x: number; y: number }): Box => ({
  left: town.x - 4,
  right: town.x + 6 + town.name.length * 7,
  top: town.y - 10,
  bottom: town.y + 7,
});

export const insideFrame = (box: Box, width: number, height: number) =>
  box.left >= 2 && box.right <= width - 2 && box.top >= 2 && box.bottom <= height - 2;

/**
 * A landmark's triangle (14 units wide) at its summit and its name beside it (right, left, above,
 * below), or nothing when the triangle or every place for the name would cover something drawn
 * before it (a marker, the centre and its name, a town, another landmark) or leave the frame.
 */
export function landmarkAt(
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
export function centreLabelAt(
  centre: { x: number; y: number },
  text: string,
  markers: readonly MapMarker[],
  width: number,
  height: number,
): MapLabel | undefined {
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
