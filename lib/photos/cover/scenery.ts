import type { Random } from './random';
import { px, sample, smoothLine, type Profile } from './ridges';

// What an area's land holds, drawn on the ridges (draw.ts says which on which): pine woods, rows of
// tea, a town's roofs and windows, a volcano with its plume. Flat shapes of one colour each, like the
// ridges, so the cover reads as one illustration.

type Tint = { color: string; opacity?: number };

const opacityOf = (opacity?: number) => (opacity === undefined ? '' : ` opacity="${opacity}"`);

/** Pine trees standing on a ridge, in a few woods of seeded size and place. */
export function pines(
  random: Random,
  profile: Profile,
  { width, count, height, color }: { width: number; count: number; height: [number, number]; color: string },
): string {
  const woods = Array.from({ length: 3 + Math.floor(random.next() * 3) }, () => ({
    x: random.between(0, width),
    spread: random.between(60, 260),
  }));
  const trees = Array.from({ length: count }, () => {
    const wood = random.pick(woods);
    return { x: wood.x + random.between(-1, 1) * wood.spread, h: random.between(...height) };
  }).sort((a, b) => a.x - b.x);
  const shapes = trees.map(({ x, h }) => {
    const w = h * 0.46;
    const y = profile(x) + h * 0.1;
    const side = (s: number) =>
      [
        [0.22, 0.66],
        [0.1, 0.66],
        [0.36, 0.36],
        [0.16, 0.36],
        [0.5, 0.06],
        [0.06, 0.06],
        [0.06, -0.1],
      ].map(([dx, dy]) => `${px(x + s * dx! * w)} ${px(y - dy! * h)}`);
    const right = side(1);
    const left = side(-1).reverse();
    return `M${px(x)} ${px(y - h)} L${right.join(' L')} L${left.join(' L')} Z`;
  });
  return `<path fill="${color}" d="${shapes.join(' ')}"/>`;
}

/** Rows of tea following a ridge's line, nearer rows farther apart, kept inside the ridge by `clip`. */
export function teaRows(
  profile: Profile,
  {
    width,
    clip,
    rows,
    gap,
    color,
    opacity,
    stroke,
  }: Tint & {
    width: number;
    clip: string;
    rows: number;
    gap: number;
    stroke: number;
  },
): string {
  const lines = Array.from({ length: rows }, (_, i) => {
    const drop = gap * (i + 1) * (1 + i * 0.12);
    return smoothLine(sample((x) => profile(x) + drop + Math.sin(x / 140 + i) * 3, width, 48));
  });
  return (
    `<g clip-path="url(#${clip})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round"${opacityOf(opacity)}>` +
    lines.map((d) => `<path d="${d}"/>`).join('') +
    '</g>'
  );
}

/**
 * A town standing on a ridge: blocks of seeded width and height, some with stepped (art deco) tops or
 * a dome and minaret, and a few lit windows.
 */
export function skyline(
  random: Random,
  profile: Profile,
  { width, color, windows }: { width: number; color: string; windows: string },
): string {
  const blocks: string[] = [];
  const lights: string[] = [];
  for (let x = -random.between(0, 60); x < width;) {
    const w = random.between(70, 170);
    const ground = Math.max(profile(x), profile(x + w)) + 24;
    const h = random.between(70, 250);
    const top = ground - h;
    blocks.push(`M${px(x)} ${px(ground)} H${px(x + w)} V${px(top)} H${px(x)} Z`);
    const roof = random.next();
    if (roof < 0.35) {
      // Art deco steps.
      const step = w * random.between(0.45, 0.7);
      const rise = random.between(18, 42);
      const left = x + (w - step) / 2;
      blocks.push(`M${px(left)} ${px(top + 1)} V${px(top - rise)} H${px(left + step)} V${px(top + 1)} Z`);
    } else if (roof < 0.45) {
      // A dome, and a minaret beside it.
      const r = w * 0.32;
      const cx = x + w / 2;
      blocks.push(`M${px(cx - r)} ${px(top + 1)} A${px(r)} ${px(r)} 0 0 1 ${px(cx + r)} ${px(top + 1)} Z`);
      blocks.push(`M${px(x + 4)} ${px(top + 1)} V${px(top - h * 0.55)} l6 -14 l6 14 V${px(top + 1)} Z`);
    }
    for (let wy = top + 16; wy < ground - 30; wy += 28) {
      for (let wx = x + 12; wx < x + w - 16; wx += 22) {
        if (random.next() < 0.16) lights.push(`M${px(wx)} ${px(wy)} h9 v13 h-9 Z`);
      }
    }
    x += w + random.between(-10, 14);
  }
  return (
    `<path fill="${color}" d="${blocks.join(' ')}"/>` +
    `<path fill="${windows}" opacity="0.8" d="${lights.join(' ')}"/>`
  );
}

/** A volcano cone with a notched crater and a plume of steam drifting from it. */
export function volcano(
  random: Random,
  {
    x,
    base,
    height,
    spread,
    color,
    steam,
  }: {
    x: number;
    base: number;
    height: number;
    spread: number;
    color: string;
    steam: string;
  },
): string {
  const top = base - height;
  const crater = spread * 0.12;
  const cone =
    `M${px(x - spread)} ${px(base)} C${px(x - spread * 0.45)} ${px(base - height * 0.35)}` +
    ` ${px(x - crater * 1.3)} ${px(top + height * 0.05)} ${px(x - crater)} ${px(top)}` +
    ` L${px(x - crater * 0.3)} ${px(top + 10)} L${px(x + crater * 0.4)} ${px(top + 4)} L${px(x + crater)} ${px(top)}` +
    ` C${px(x + crater * 1.3)} ${px(top + height * 0.05)} ${px(x + spread * 0.45)} ${px(base - height * 0.35)}` +
    ` ${px(x + spread)} ${px(base)} Z`;
  // The plume: puffs growing and drifting as they rise, one shape of one opacity.
  const drift = random.pick([-1, 1]);
  const puffs = Array.from({ length: 6 }, (_, i) => {
    const cx = x + drift * (i * i * 7 + random.between(-6, 6));
    return `<circle cx="${px(cx)}" cy="${px(top - 14 - i * 30)}" r="${px(18 + i * 9)}"/>`;
  });
  return `<g fill="${steam}" opacity="0.26">${puffs.join('')}</g><path fill="${color}" d="${cone}"/>`;
}

/** A long, flat-topped mountain, like an upturned boat: Tangkuban Perahu on the northern skyline. */
export function boatMountain(
  random: Random,
  {
    x,
    base,
    height,
    spread,
    color,
  }: { x: number; base: number; height: number; spread: number; color: string },
): string {
  const top = base - height;
  // Which end is the steep one (the bow), seeded.
  const s = random.pick([-1, 1]);
  const at = (dx: number, y: number) => `${px(x + s * dx * spread)} ${px(y)}`;
  const d =
    `M${at(-1, base)} C${at(-0.6, base - height * 0.5)} ${at(-0.55, top)} ${at(-0.3, top)}` +
    ` C${at(0, top - 12)} ${at(0.2, top + 6)} ${at(0.4, top + 10)}` +
    ` C${at(0.6, top + 14)} ${at(0.7, base - height * 0.45)} ${at(1, base)} Z`;
  return `<path fill="${color}" d="${d}"/>`;
}
