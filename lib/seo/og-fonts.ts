import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

// Fonts for the share images (lib/seo/og-image.tsx), read from the installed npm package so the build
// needs no network. Satori reads TTF, OTF and WOFF (not WOFF2), hence the static @fontsource
// package's .woff files; every subset the package ships, so accented Latin (Indonesian, Vietnamese,
// European names) and Cyrillic draw in the brand face. Other scripts have no bundled font: the
// renderer leaves them out of the image and warns (lib/seo/og-image.tsx).

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'plus-jakarta-sans', 'files');

/** The package's subsets; satori falls back from one to the next, character by character. */
export const OG_FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic-ext'] as const;

export const OG_FONT_FAMILY = 'Plus Jakarta Sans';

/** The scripts those subsets draw (ISO 15924): a language in another stops the build (lib/i18n/scripts.ts). */
export const OG_FONT_SCRIPTS = ['Latn', 'Cyrl'];

type OgFont = { name: string; data: ArrayBuffer; weight: 600 | 800; style: 'normal' };

let cache: OgFont[] | undefined;

export function ogFonts(): OgFont[] {
  cache ??= OG_FONT_SUBSETS.flatMap((subset) =>
    ([600, 800] as const).map((weight) => {
      const buffer = fs.readFileSync(
        path.join(FONT_DIR, `plus-jakarta-sans-${subset}-${weight}-normal.woff`),
      );
      const data = buffer.buffer.slice(
        buffer.byteOffset,
        buffer.byteOffset + buffer.byteLength,
      ) as ArrayBuffer;
      // One name per subset: satori keeps one font per name and weight, and falls back from the
      // first font to the others for a character it lacks.
      const name = subset === 'latin' ? OG_FONT_FAMILY : `${OG_FONT_FAMILY} ${subset}`;
      return { name, data, weight, style: 'normal' as const };
    }),
  );
  return cache;
}
