import type { AreaSlug } from '../../content/taxonomy';
import { colors } from '../../site/colors';

// Each area of lib/content/taxonomy.ts has one look: a palette of the site's own colours
// (lib/site/colors.ts) and the scenery its land shows (scenery.ts). Record<AreaSlug, …>: a new area
// stops the type check until it has its look.
//
// Every colour is dark enough for the article banner's white title: over the banner's gradient at its
// weakest (forest-950 at 55 %), each gives at least 4.5:1 (tests/unit/cover.test.ts checks the drawn
// covers). Nothing lighter than forest-200 or amber-300 may fill more than a line.

export type Scenery = 'skyline' | 'pines' | 'tea' | 'volcano' | 'highlands';

export type CoverPalette = {
  /** The sky's gradient, top to horizon. */
  sky: readonly [string, string, string];
  /** The glow around the sun, and the haze between ridges. */
  glow: string;
  sun: string;
  /** The guide's main motif, drawn on the sun like a stamp. */
  emblem: string;
  /** The motifs scattered over the sky. */
  pattern: string;
  /** The ridges, farthest (palest) to nearest (darkest: the banner's title sits on it). */
  ridges: readonly [string, string, string, string];
  /** Details on the land: tea rows, lit windows, trees. */
  detail: string;
};

/** An area's palette, and the sceneries its land may show (the guide's seed picks one). */
export type AreaStyle = { palette: CoverPalette; scenery: readonly [Scenery, ...Scenery[]] };

const { forest, amber, ink } = colors;

export const AREA_STYLES: Record<AreaSlug, AreaStyle> = {
  // Braga and the old town at dusk: a dark sky, an amber moon, lit windows.
  'city-centre': {
    palette: {
      sky: [ink.DEFAULT, forest[950], amber[900]],
      glow: amber[700],
      sun: amber[300],
      emblem: forest[950],
      pattern: amber[400],
      ridges: [forest[800], forest[900], forest[950], ink.DEFAULT],
      detail: amber[400],
    },
    scenery: ['skyline'],
  },
  // Lembang's pine slopes before sunrise: the darkest greens, a pale sun, no amber.
  'lembang-and-the-north': {
    palette: {
      sky: [forest[950], forest[900], forest[700]],
      glow: forest[400],
      sun: forest[200],
      emblem: forest[900],
      pattern: forest[300],
      ridges: [forest[700], forest[800], forest[900], forest[950]],
      detail: forest[950],
    },
    scenery: ['pines'],
  },
  // Ciwidey's tea estates in the mist: the lightest, haziest greens and rows of tea.
  'ciwidey-and-the-south': {
    palette: {
      sky: [forest[500], forest[300], forest[200]],
      glow: forest[100],
      sun: amber[300],
      emblem: forest[700],
      pattern: forest[100],
      ridges: [forest[300], forest[400], forest[600], forest[800]],
      detail: forest[200],
    },
    scenery: ['tea'],
  },
  // Long trips beyond the basin: a volcano against an amber evening.
  'further-afield': {
    palette: {
      sky: [amber[900], amber[700], amber[500]],
      glow: amber[400],
      sun: amber[300],
      emblem: amber[800],
      pattern: amber[300],
      ridges: [amber[800], forest[800], forest[900], forest[950]],
      detail: amber[600],
    },
    scenery: ['volcano'],
  },
  // The whole region: the site's own forest and amber, over any of the region's landscapes.
  'all-around-bandung': {
    palette: {
      sky: [forest[800], forest[600], forest[500]],
      glow: forest[200],
      sun: amber[300],
      emblem: forest[900],
      pattern: forest[200],
      ridges: [forest[500], forest[600], forest[800], forest[950]],
      detail: forest[400],
    },
    scenery: ['highlands', 'tea', 'pines', 'volcano'],
  },
};
