import { AREA_STYLES, type CoverPalette, type Scenery } from './area-styles';
import { seededRandom, type Random } from './random';
import { px, ridgeArea, ridgeProfile, type Profile } from './ridges';
import { boatMountain, pines, skyline, teaRows, volcano } from './scenery';
import { skyMotifs, sunWithMotif, type Disc } from './sky';
import { COVER_SIZE, type CoverTheme } from './theme';

// A cover as SVG: a sky with the guide's motifs set over it, a sun bearing its main motif, and the
// area's land in four ridges, the darkest nearest. Built for the ways pages crop it: a wide banner
// shows the band from about a quarter to three quarters of the height (the sun and the ridges'
// tops), an upright phone's banner the middle three fifths of the width, a card nearly all of it.
// No text: the page carries the title.

const { width: W, height: H } = COVER_SIZE;

/** The ridges' bases and heights (shares of the height), far to near; `edge` may frame the view. */
const RIDGES = [
  { base: 0.64, amplitude: 0.12, peaks: 2, edge: 0 },
  { base: 0.72, amplitude: 0.09, peaks: 2, edge: 0 },
  { base: 0.82, amplitude: 0.07, peaks: 1, edge: 1.2 },
  { base: 0.93, amplitude: 0.05, peaks: 1, edge: 2.5 },
] as const;

export function coverSvg(theme: CoverTheme): string {
  const { palette, scenery: sceneries } = AREA_STYLES[theme.area];
  const random = seededRandom(theme.seed);
  const scenery = random.pick(sceneries);
  const sun: Disc = {
    x: W * random.between(0.32, 0.68),
    y: H * random.between(0.38, 0.43),
    r: W * random.between(0.075, 0.09),
  };
  const profiles = RIDGES.map(({ base, amplitude, peaks, edge }) =>
    ridgeProfile(random, {
      base: H * base,
      amplitude: H * amplitude,
      width: W,
      peaks,
      edge: random.next() < 0.5 ? edge * random.between(0.6, 1) : 0,
    }),
  );
  const landmark = farLandmark(scenery, random, palette, sun);
  const horizon = Math.min(...Array.from({ length: 41 }, (_, i) => profiles[0]!((W * i) / 40)));
  const land = profiles.map((profile, i) => {
    const hazeTop = H * (RIDGES[i]!.base - 0.16);
    const haze = i ? `<rect y="${px(hazeTop)}" width="${W}" height="${px(H * 0.2)}" fill="url(#haze)"/>` : '';
    const ridge = `<path fill="${palette.ridges[i]}" d="${ridgeArea(profile, W, H)}"/>`;
    return haze + ridge + sceneryOn(scenery, i, profile, random, palette);
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    defs(palette, sun, profiles),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    skyMotifs(theme.tags, random, palette, {
      width: W,
      horizon,
      clear: [sun, ...(landmark.plume ? [landmark.plume] : [])],
    }),
    // The main motif from a stream of its own: changing the drawing never changes which motif a guide shows.
    sunWithMotif(theme.tags, seededRandom(`${theme.seed}/motif`).pick, palette, sun),
    landmark.svg,
    ...land,
    '</svg>',
  ].join('');
}

/** The sky's gradient, the glow around the sun, the haze over each ridge, and each ridge as a clip. */
function defs(palette: CoverPalette, sun: Disc, profiles: readonly Profile[]): string {
  const stops = palette.sky
    .map((color, i) => `<stop offset="${px(i / (palette.sky.length - 1))}" stop-color="${color}"/>`)
    .join('');
  const fade = (color: string, from: number, to: number) =>
    `<stop offset="0" stop-color="${color}" stop-opacity="${from}"/><stop offset="1" stop-color="${color}" stop-opacity="${to}"/>`;
  return [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`,
    `<radialGradient id="glow" cx="${px(sun.x)}" cy="${px(sun.y)}" r="${px(sun.r * 4.2)}" gradientUnits="userSpaceOnUse">` +
      `${fade(palette.glow, 0.5, 0)}</radialGradient>`,
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">${fade(palette.glow, 0, 0.22)}</linearGradient>`,
    ...profiles.map(
      (profile, i) => `<clipPath id="clip-${i}"><path d="${ridgeArea(profile, W, H)}"/></clipPath>`,
    ),
    '</defs>',
  ].join('');
}

/**
 * A landmark on the far horizon, on the side away from the sun: a volcano with its plume (kept clear
 * of the sky's motifs), or the boat-shaped mountain.
 */
function farLandmark(
  scenery: Scenery,
  random: Random,
  palette: CoverPalette,
  sun: Disc,
): { svg: string; plume?: Disc } {
  const x = sun.x < W / 2 ? W * random.between(0.66, 0.8) : W * random.between(0.2, 0.34);
  const color = palette.ridges[0];
  if (scenery === 'volcano') {
    const height = H * random.between(0.24, 0.29);
    const base = H * 0.66;
    return {
      svg: volcano(random, {
        x,
        base,
        height,
        spread: W * random.between(0.22, 0.3),
        color,
        steam: palette.glow,
      }),
      plume: { x, y: base - height - H * 0.12, r: W * 0.05 },
    };
  }
  if (scenery === 'highlands') {
    const height = H * random.between(0.11, 0.17);
    return {
      svg: boatMountain(random, { x, base: H * 0.64, height, spread: W * random.between(0.18, 0.3), color }),
    };
  }
  return { svg: '' };
}

/** The scenery on ridge `i` (0 the farthest): trees, rows of tea or a town. */
function sceneryOn(
  scenery: Scenery,
  i: number,
  profile: Profile,
  random: Random,
  palette: CoverPalette,
): string {
  const color = palette.ridges[i]!;
  const tea = (rows: number, gap: number) =>
    teaRows(profile, {
      width: W,
      clip: `clip-${i}`,
      rows,
      gap,
      color: palette.detail,
      opacity: 0.45,
      stroke: 5,
    });
  const trees = (count: number, height: [number, number]) =>
    pines(random, profile, { width: W, count, height, color });
  switch (scenery) {
    case 'pines':
      return ['', trees(40, [40, 80]), trees(26, [70, 130]), trees(14, [120, 210])][i]!;
    case 'tea':
      return i === 1 ? tea(6, 14) : i === 2 ? tea(7, 22) : '';
    case 'highlands':
      return i === 1 ? tea(6, 16) : i === 2 ? trees(14, [80, 150]) : '';
    case 'skyline':
      return i === 2 ? skyline(random, profile, { width: W, color, windows: palette.detail }) : '';
    case 'volcano':
      return i === 2 && random.next() < 0.5 ? trees(10, [60, 120]) : '';
  }
}
