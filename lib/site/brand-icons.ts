import { site } from './config';

// The brand mark (the nav's amber tile with a mountain) as icons: an SVG favicon, and PNGs rendered
// at build for the apple touch icon, the web manifest and the organisation's logo in structured data.

/** Lucide's "mountain" outline, the same glyph the nav's brand mark uses (24 × 24 view box). */
export const MOUNTAIN_PATH = 'm8 3 4 8 5-5 5 15H2L8 3z';

export const brandColors = {
  tile: '#fbbf24', // amber-400
  glyph: '#08241a', // forest-950
  theme: site.themeColor, // forest-800
  background: '#faf7f0', // sand
} as const;

/** The favicon: the rounded amber tile, scalable. */
export const BRAND_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brandColors.tile}"/><g transform="translate(14 14) scale(1.5)"><path d="${MOUNTAIN_PATH}" fill="none" stroke="${brandColors.glyph}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

export type BrandIcon =
  | { file: `${string}.svg`; type: 'image/svg+xml' }
  | { file: `${string}.png`; type: 'image/png'; size: number };

/** Every icon file, served under /icons/. PNGs are full-bleed squares so platforms can mask them. */
export const brandIcons = {
  favicon: { file: 'icon.svg', type: 'image/svg+xml' },
  apple: { file: 'apple-touch-icon.png', type: 'image/png', size: 180 },
  small: { file: 'icon-192.png', type: 'image/png', size: 192 },
  /** Also the organisation's logo in structured data. */
  large: { file: 'icon-512.png', type: 'image/png', size: 512 },
} as const satisfies Record<string, BrandIcon>;

export const allBrandIcons: readonly BrandIcon[] = Object.values(brandIcons);

export function findBrandIcon(file: string): BrandIcon | undefined {
  return allBrandIcons.find((icon) => icon.file === file);
}
