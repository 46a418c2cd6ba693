import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

// Design tokens: the one place colours, fonts, radii and shadows are defined.
// Loaded by app/globals.css through Tailwind 4's @config.

const colors = {
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
};

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

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors,
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
  // Tailwind 4 inlines JS-config colours into utilities without emitting variables; emit them once.
  plugins: [plugin(({ addBase }) => addBase({ ':root': colorVariables(colors) }))],
};

export default config;
