import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { writeAtomically } from '../pipeline.mjs';
import { coverSvg } from './draw';
import { COVER_SIZE, type CoverTheme } from './theme';

// A cover becomes a PNG in the photo cache, then goes through the photo pipeline like any photo
// (lib/photos/resolve.ts): described, made into AVIF and JPEG at every width, cropped for phones'
// banners, previewed, preloaded. A raster rather than inline SVG, so every page, card, share image,
// JSON-LD entry, offline copy and the service worker handle it exactly as they handle a photo: one
// pipeline and one markup, and no page carries a cover's few dozen kilobytes of paths inline.

/**
 * The cover as PNG bytes: the same bytes for the same theme (resvg draws no text and reads no fonts).
 * Without an alpha channel, so the pipeline knows it is opaque and paints its preview while it loads.
 */
export const coverPng = (theme: CoverTheme): Promise<Uint8Array> => pngOf(coverSvg(theme));

async function pngOf(svg: string): Promise<Uint8Array> {
  const { width, height } = COVER_SIZE;
  const rgba = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  }).render().pixels;
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

/**
 * The cover's PNG in the photo cache (<cache>/covers/<hash of its SVG>.png), drawn once: a rebuild
 * with the same theme and drawing code reads the file the pipeline already knows.
 */
export async function coverFile(theme: CoverTheme, cacheDir: string): Promise<string> {
  const svg = coverSvg(theme);
  const name = `${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.png`;
  const file = path.join(cacheDir, 'covers', name);
  if (!fs.existsSync(file)) writeAtomically(file, await pngOf(svg));
  return file;
}
