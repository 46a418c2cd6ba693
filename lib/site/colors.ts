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
