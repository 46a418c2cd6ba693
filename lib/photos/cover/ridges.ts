import type { Random } from './random';

// The land of a cover: layered ridges, each a smooth line of seeded hills, filled down to the
// bottom. Farther ridges are higher and paler; the nearest is the darkest, under the banner's title.

/** A ridge's height (y) at any x. */
export type Profile = (x: number) => number;

/** Pixels rounded to a tenth: the SVG text, and so the cover's bytes, are the same everywhere. */
export const px = (n: number) => Number(n.toFixed(1));

/**
 * A ridge around `base` rising at most `amplitude` above it: a few long waves of seeded length and
 * phase, plus `peaks` seeded hills (a bell each) and perhaps one at an edge, so two seeds never draw
 * the same skyline.
 */
export function ridgeProfile(
  random: Random,
  {
    base,
    amplitude,
    width,
    peaks = 1,
    edge = 0,
  }: {
    base: number;
    amplitude: number;
    width: number;
    peaks?: number;
    /** A broad hill rising at one edge, this many times the amplitude: it frames the view. */
    edge?: number;
  },
): Profile {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    length: width / random.between(0.6 + i * 1.1, 1.4 + i * 1.6),
    phase: random.between(0, Math.PI * 2),
    weight: [0.45, 0.25, 0.12][i]!,
  }));
  const hills = Array.from({ length: peaks }, () => ({
    x: random.between(0.05, 0.95) * width,
    spread: random.between(0.06, 0.16) * width,
    height: random.between(0.5, 1),
  }));
  const rise = { x: random.pick([-0.04, 1.04]) * width, spread: random.between(0.14, 0.24) * width };
  return (x) => {
    const wave = waves.reduce(
      (sum, { length, phase, weight }) =>
        sum + (weight * (1 + Math.sin((x / length) * Math.PI * 2 + phase))) / 2,
      0,
    );
    const hill = hills.reduce(
      (sum, { x: at, spread, height }) => sum + height * Math.exp(-(((x - at) / spread) ** 2)),
      0,
    );
    // tanh: tall hills round off near the amplitude instead of being cut flat.
    const framing = edge * Math.exp(-(((x - rise.x) / rise.spread) ** 2));
    return base - amplitude * (Math.tanh(0.6 * wave + 0.8 * hill) + framing);
  };
}

/** Points along a profile, every `step` pixels, the last at `width`. */
export function sample(profile: Profile, width: number, step = 24): [number, number][] {
  const points: [number, number][] = [];
  for (let x = 0; x < width; x += step) points.push([x, profile(x)]);
  points.push([width, profile(width)]);
  return points;
}

/** A smooth line through the points (Catmull-Rom as cubic Béziers), as SVG path commands. */
export function smoothLine(points: readonly [number, number][]): string {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  const [x0, y0] = at(0);
  let d = `M${px(x0)} ${px(y0)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    const [cx, cy] = at(i + 1);
    const [ex, ey] = at(i + 2);
    d +=
      ` C${px(bx + (cx - ax) / 6)} ${px(by + (cy - ay) / 6)}` +
      ` ${px(cx - (ex - bx) / 6)} ${px(cy - (ey - by) / 6)} ${px(cx)} ${px(cy)}`;
  }
  return d;
}

/** The ridge filled down to the bottom of the cover. */
export function ridgeArea(profile: Profile, width: number, height: number): string {
  return `${smoothLine(sample(profile, width))} L${width} ${height} L0 ${height} Z`;
}
