import {
  inflate,
  insideBox,
  overlaps,
  round,
  segmentHitsBox,
  textBox,
  textWidth,
  type Box,
  type Point,
} from './map-geometry';

// The static maps' collision pass for labels (the centre's name, volcanoes, towns, ring distances):
// each label tries the places around its symbol in turn (right, left, above, below, then the
// diagonals) and takes the first where it leaves the frame's edge, every marker, every leader line
// and every label and symbol placed before it clear. A label with no such place is left out (and its
// symbol with it, where the symbol means nothing without its name): the list under the map is the
// text alternative, so nothing a reader needs is lost.

export type MapLabel = {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  /** The width it is drawn at (textLength), so its box holds on any device. */
  width: number;
  fontSize: number;
  bold: boolean;
  box: Box;
};

/** What a label must keep clear of: boxes (markers, symbols, labels) and leader lines. */
export type Obstacles = { boxes: Box[]; segments: (readonly [Point, Point])[] };

/** Units kept clear between a label and anything else. */
export const LABEL_GAP = 2;

/** Whether a box is free: inside the frame, clear of every box and leader line. */
export function isFree(box: Box, frame: Box, obstacles: Obstacles): boolean {
  const padded = inflate(box, LABEL_GAP);
  return (
    insideBox(box, frame) &&
    obstacles.boxes.every((other) => !overlaps(padded, other)) &&
    obstacles.segments.every(([a, b]) => !segmentHitsBox(a, b, padded))
  );
}

/**
 * A label for a symbol at `at` (whose box is `symbol`): at the first free place around it, or
 * undefined. `offset` is the distance from the point to the text's near edge.
 */
export function placeLabel({
  text,
  at,
  symbol,
  fontSize,
  bold = false,
  offset,
  frame,
  obstacles,
}: {
  text: string;
  at: Point;
  symbol: Box;
  fontSize: number;
  bold?: boolean;
  offset: number;
  frame: Box;
  obstacles: Obstacles;
}): MapLabel | undefined {
  const width = textWidth(text, fontSize, bold);
  // Baselines: level with the point (about a third of the text below its middle), above, below.
  const level = at.y + fontSize * 0.35;
  const above = symbol.top - LABEL_GAP - 0.3 * fontSize;
  const below = symbol.bottom + LABEL_GAP + fontSize;
  const candidates: [number, number, MapLabel['anchor']][] = [
    [at.x + offset, level, 'start'],
    [at.x - offset, level, 'end'],
    [at.x, above, 'middle'],
    [at.x, below, 'middle'],
    [at.x + offset, above, 'start'],
    [at.x + offset, below, 'start'],
    [at.x - offset, above, 'end'],
    [at.x - offset, below, 'end'],
  ];
  for (const [x, y, anchor] of candidates) {
    const box = textBox(x, y, width, fontSize, anchor);
    if (overlaps(box, symbol) || !isFree(box, frame, obstacles)) continue;
    return { text, x: round(x), y: round(y), anchor, width, fontSize, bold, box };
  }
  return undefined;
}

/**
 * A named symbol (a volcano's triangle, a town's dot) with its label, where both fit: the label, and
 * both then taken (added to the obstacles); undefined, and nothing taken, where either would cover
 * something.
 */
export function placeNamed(
  options: Omit<Parameters<typeof placeLabel>[0], 'obstacles'> & { obstacles: Obstacles },
): MapLabel | undefined {
  const { symbol, frame, obstacles } = options;
  if (!isFree(symbol, frame, obstacles)) return undefined;
  const label = placeLabel({ ...options, obstacles: { ...obstacles, boxes: [...obstacles.boxes, symbol] } });
  if (label) obstacles.boxes.push(symbol, label.box);
  return label;
}

/**
 * A label starting at `x` on the first of the baselines `ys` where it is free (a ring's distance,
 * above the ring or below it), then taken; undefined where none is.
 */
export function placeLabelAt(
  text: string,
  x: number,
  ys: readonly number[],
  fontSize: number,
  frame: Box,
  obstacles: Obstacles,
): MapLabel | undefined {
  const width = textWidth(text, fontSize);
  for (const y of ys) {
    const box = textBox(x, y, width, fontSize, 'start');
    if (!isFree(box, frame, obstacles)) continue;
    obstacles.boxes.push(box);
    return { text, x: round(x), y: round(y), anchor: 'start', width, fontSize, bold: false, box };
  }
  return undefined;
}
