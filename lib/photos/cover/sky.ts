import type { CoverPalette } from './area-styles';
import { mainMotif, motifsOf, motifSvg } from './motifs';
import type { Random } from './random';
import { px } from './ridges';

// A cover's sky: the sun with the guide's main motif on it, and its motifs set over the sky in one
// of a few seeded arrangements (scattered, in rows, or circling the sun).

/** A round part of the sky: the sun, a volcano's plume. */
export type Disc = { x: number; y: number; r: number };

/** The sun with soft rings around it, and the guide's main motif on it, like a stamp. */
export function sunWithMotif(
  tags: readonly string[],
  motifPick: Random['pick'],
  palette: CoverPalette,
  sun: Disc,
): string {
  const rings = [1.32, 1.7, 2.15]
    .map(
      (k, i) =>
        `<circle cx="${px(sun.x)}" cy="${px(sun.y)}" r="${px(sun.r * k)}" fill="${palette.sun}" opacity="${[0.16, 0.09, 0.05][i]}"/>`,
    )
    .join('');
  return (
    rings +
    `<circle cx="${px(sun.x)}" cy="${px(sun.y)}" r="${px(sun.r)}" fill="${palette.sun}"/>` +
    motifSvg(mainMotif(tags, motifPick), {
      x: sun.x,
      y: sun.y,
      size: sun.r * 1.15,
      color: palette.emblem,
      strokeWidth: 1.6,
    })
  );
}

type Mark = { x: number; y: number; rotate: number };

/**
 * The guide's motifs over the sky, in a seeded arrangement, thinning out towards the horizon and
 * kept off the sun (and a plume): `clear` are the discs to keep free, the first being the sun.
 */
export function skyMotifs(
  tags: readonly string[],
  random: Random,
  palette: CoverPalette,
  { width, horizon, clear }: { width: number; horizon: number; clear: readonly [Disc, ...Disc[]] },
): string {
  const motifs = random.shuffled(motifsOf(tags));
  const layout = random.pick([scattered, rows, orbit]);
  const free = (x: number, y: number) =>
    y < horizon - 40 && clear.every((disc) => Math.hypot(x - disc.x, y - disc.y) >= disc.r * 2.3);
  return layout(random, width, horizon, clear[0])
    .filter(({ x, y }) => free(x, y))
    .map(({ x, y, rotate }, n) => {
      const depth = y / horizon;
      return motifSvg(motifs[n % motifs.length]!, {
        x,
        y,
        size: random.between(52, 64),
        color: palette.pattern,
        opacity: Number((0.28 - depth * 0.12).toFixed(2)),
        rotate,
        strokeWidth: 1.5,
      });
    })
    .join('');
}

const CELL = 168;

/** A loose grid, each motif nudged and turned a little, fewer towards the horizon. */
function scattered(random: Random, width: number, horizon: number): Mark[] {
  const marks: Mark[] = [];
  for (let row = 0; (row + 0.5) * CELL < horizon; row++) {
    for (let col = -1; col * CELL < width; col++) {
      const x = col * CELL + (row % 2 ? CELL / 2 : 0) + random.between(-22, 22);
      const y = (row + 0.5) * CELL + random.between(-22, 22);
      if (random.next() >= 0.2 + (y / horizon) * 0.45) marks.push({ x, y, rotate: random.between(-14, 14) });
    }
  }
  return marks;
}

/** Neat staggered rows, upright, like a printed pattern, the lowest row left out. */
function rows(random: Random, width: number, horizon: number): Mark[] {
  const marks: Mark[] = [];
  const cell = random.between(140, 180);
  for (let row = 0; (row + 1.5) * cell < horizon; row++) {
    for (let col = -1; col * cell < width; col++) {
      marks.push({ x: col * cell + (row % 2 ? cell / 2 : 0), y: (row + 0.6) * cell, rotate: 0 });
    }
  }
  return marks;
}

/** Two rings circling the sun, each motif turned along its ring. */
function orbit(random: Random, _width: number, _horizon: number, sun: Disc): Mark[] {
  const start = random.between(0, Math.PI * 2);
  return [
    { radius: sun.r * 2.5, count: 14 },
    { radius: sun.r * 3.6, count: 20 },
  ].flatMap(({ radius, count }, ring) =>
    Array.from({ length: count }, (_, i) => {
      const angle = start + ring * 0.3 + (i / count) * Math.PI * 2;
      return {
        x: sun.x + Math.cos(angle) * radius,
        y: sun.y + Math.sin(angle) * radius,
        rotate: (angle * 180) / Math.PI + 90,
      };
    }),
  );
}
