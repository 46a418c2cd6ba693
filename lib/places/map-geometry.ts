// Shapes the static maps' layout works with (lib/places/map-layout.ts): boxes in map units, their
// collisions, and how wide a label is. The maps draw with the page's system font, which differs from
// one device to the next, so a label is drawn at the width estimated here (SVG textLength, glyphs and
// spacing adjusted): its box is then the same on every device, and no two boxes that the layout keeps
// apart can meet on any screen.

export type Box = { left: number; top: number; right: number; bottom: number };
export type Point = { x: number; y: number };

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A box grown by `by` units on every side. */
export const inflate = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  right: box.right + by,
  bottom: box.bottom + by,
});

/** A box of `width` × `height` centred on a point. */
export const boxAround = ({ x, y }: Point, width: number, height = width): Box => ({
  left: x - width / 2,
  right: x + width / 2,
  top: y - height / 2,
  bottom: y + height / 2,
});

export const insideBox = (box: Box, frame: Box) =>
  box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;

export const round = (value: number) => Math.round(value * 10) / 10;

/** Whether the segment from a to b crosses a box (Liang–Barsky clipping). */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  let [t0, t1] = [0, 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - box.left],
    [dx, box.right - a.x],
    [-dy, a.y - box.top],
    [dy, box.bottom - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

// Advance widths of a plain sans (Arial's, rounded up a little) in ems, by kind of character.
const NARROW = /[ijlI.,:;'’|!()[\]\s-]/;
const SLIM = /[frt1]/;
const WIDE = /[mwMW]/;
const CAPITAL = /[A-Z]/;

/** The width of a label, in map units, at a font size (bold is about 7 % wider). */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.test(char)) ems += 0.3;
    else if (SLIM.test(char)) ems += 0.36;
    else if (WIDE.test(char)) ems += 0.86;
    else if (CAPITAL.test(char)) ems += 0.7;
    else ems += 0.58;
  }
  return round(ems * fontSize * (bold ? 1.07 : 1));
}

/**
 * The box of a label whose baseline starts (anchor start), ends or is centred at (x, y): from a full
 * ascender above the baseline to a descender below it, whatever the font.
 */
export function textBox(
  x: number,
  y: number,
  width: number,
  fontSize: number,
  anchor: 'start' | 'end' | 'middle',
): Box {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { left, right: left + width, top: y - fontSize, bottom: y + 0.3 * fontSize };
}
