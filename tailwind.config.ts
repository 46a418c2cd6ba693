import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { colors, schemeColors, type SchemeColor } from './lib/site/colors';

// Design tokens: fonts, radii and shadows, and the colours of lib/site/colors.ts (which the designed
// photo covers draw with too). Loaded by app/globals.css through Tailwind 4's @config.

/** --color-<name>-<shade> custom properties for every token colour, for plain CSS and arbitrary values. */
function colorVariables(palette: Record<string, string | Record<string, string>>, prefix = '--color') {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) {
    if (typeof value === 'string') variables[`${prefix}-${name}`] = value;
    else
      for (const [shade, hex] of Object.entries(value))
        variables[shade === 'DEFAULT' ? `${prefix}-${name}` : `${prefix}-${name}-${shade}`] = hex;
  }
  return variables;
}

/** The palette without `ink`, which follows the colour scheme like the roles below. */
const { ink: _ink, ...palette } = colors;

/** Each colour-scheme role (lib/site/colors.ts) as a theme colour reading its CSS variable. */
const schemeRoles = Object.fromEntries(
  (Object.keys(schemeColors.light) as SchemeColor[]).map((role) => [role, `var(--color-${role})`]),
);

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: { ...palette, ...schemeRoles },
      fontFamily: {
        // The system UI stack (Roboto on Android, San Francisco on iOS and macOS, Segoe UI on
        // Windows): no font download, so text paints once, final, on a slow phone (the largest
        // paint on every page is text). The brand face, Plus Jakarta Sans, is kept for the
        // share images (lib/seo/og-fonts.ts), which are drawn at build time.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          '"Noto Sans"',
          'Arial',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      borderRadius: {
        card: '1.25rem',
        pill: '9999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(8 36 26 / 0.06), 0 8px 24px -12px rgb(8 36 26 / 0.18)',
        lift: '0 2px 4px rgb(8 36 26 / 0.08), 0 18px 40px -16px rgb(8 36 26 / 0.28)',
        nav: '0 1px 0 rgb(8 36 26 / 0.06), 0 6px 20px -8px rgb(8 36 26 / 0.18)',
      },
      maxWidth: {
        prose: '46rem',
      },
    },
  },
  // Tailwind 4 inlines JS-config colours into utilities without emitting variables; emit them once,
  // and the colour-scheme roles for each scheme: following the system setting with CSS alone, so
  // the first paint is already in the right scheme. color-scheme: form controls and scrollbars too.
  plugins: [
    plugin(({ addBase }) =>
      addBase({
        ':root': {
          colorScheme: 'light dark',
          ...colorVariables(palette),
          ...colorVariables(schemeColors.light),
        },
        '@media (prefers-color-scheme: dark)': { ':root': colorVariables(schemeColors.dark) },
        // Paper is white whatever the screen's scheme: print in the light roles (app/print.css).
        '@media print': { ':root': { colorScheme: 'light', ...colorVariables(schemeColors.light) } },
      }),
    ),
  ],
};

export default config;
