// The site's colours, the one place they are defined: Tailwind's utilities and CSS variables
// (tailwind.config.ts) and the designed photo covers drawn at build (lib/photos/cover/) use them.

export const colors = {
  // Bandung's highland greens: tea terraces and pine forest.
  forest: {
    50: '#effaf3',
    100: '#d8f3e1',
    200: '#b4e5c7',
    300: '#82d0a5',
    400: '#4db37f',
    500: '#2a9762',
    600: '#1c7a4e',
    700: '#186241',
    800: '#154e36',
    900: '#12402e',
    950: '#08241a',
  },
  // The spec's amber accent (links, quotes, highlights).
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
  },
  ink: {
    DEFAULT: '#1c2420',
    muted: '#4b5852',
    subtle: '#5f6b65',
  },
  sand: '#faf7f0',
} as const;

/**
 * The colours that follow the visitor's colour scheme (prefers-color-scheme), by the role they play:
 * surfaces, text on them, links and lines. Components use these roles (bg-card, text-heading,
 * ring-line/10 …) wherever a colour sits on the page's own background; what sits on a dark photo or a
 * dark green panel (text-white, bg-forest-900, the amber buttons) keeps the palette above in both
 * schemes. tailwind.config.ts turns each role into a CSS variable, set per scheme, so the dark scheme
 * needs no script and no second class on any element. The light values are the palette's.
 */
export const schemeColors = {
  light: {
    page: colors.sand,
    card: '#ffffff',
    tint: colors.forest[50],
    'tint-strong': colors.forest[100],
    highlight: colors.amber[50],
    'highlight-strong': colors.amber[100],
    code: '#f3f4f6',
    line: colors.forest[900],
    ink: colors.ink.DEFAULT,
    'ink-muted': colors.ink.muted,
    'ink-subtle': colors.ink.subtle,
    heading: colors.forest[950],
    strong: colors.forest[900],
    'strong-soft': colors.forest[800],
    link: colors.amber[800],
    'link-hover': colors.amber[900],
    accent: colors.amber[700],
  },
  // Dark greens under light text, every pair at least WCAG AA (tests/unit/colors.test.ts).
  dark: {
    page: '#0e1512',
    card: '#17201b',
    tint: '#1b2b22',
    'tint-strong': '#22382b',
    highlight: '#2b2415',
    'highlight-strong': '#4a3a16',
    code: '#1f2a24',
    line: colors.forest[100],
    ink: '#e3e9e5',
    'ink-muted': '#b4c0ba',
    'ink-subtle': '#9aa9a1',
    heading: colors.forest[50],
    strong: colors.forest[100],
    'strong-soft': colors.forest[200],
    link: colors.amber[300],
    'link-hover': colors.amber[200],
    accent: colors.amber[400],
  },
} as const satisfies Record<'light' | 'dark', Record<string, string>>;

export type SchemeColor = keyof (typeof schemeColors)['light'];
