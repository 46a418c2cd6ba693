import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

// Fonts for next/og, read from the installed npm package so the build needs no network. Satori
// reads TTF, OTF and WOFF (not WOFF2), hence the static @fontsource package's .woff files.

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'plus-jakarta-sans', 'files');

type OgFont = { name: string; data: ArrayBuffer; weight: 600 | 800; style: 'normal' };

let cache: OgFont[] | undefined;

export function ogFonts(): OgFont[] {
  cache ??= ([600, 800] as const).map((weight) => {
    const buffer = fs.readFileSync(path.join(FONT_DIR, `plus-jakarta-sans-latin-${weight}-normal.woff`));
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    return { name: 'Plus Jakarta Sans', data, weight, style: 'normal' };
  });
  return cache;
}
