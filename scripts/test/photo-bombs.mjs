// @ts-check
// Photo bombs for tests and the memory bench (issue #24): small files whose headers declare far more
// pixels than they hold, as an attacker's would. Decoding one as declared would take gigabytes; the
// pipeline must refuse it from the header (lib/build/photos/pipeline.mjs, MAX_PHOTO_PIXELS).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * A small PNG whose header says it is width × height (its pixel data is a 1 × 1 image's).
 * @param {number} width
 * @param {number} height
 */
export async function pngDeclaring(width, height) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  // IHDR: length (4), "IHDR" (4), width (4), height (4), … then its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/**
 * A small AVIF whose 'ispe' box (the image's spatial extent) says width × height.
 * @param {number} width
 * @param {number} height
 */
export async function avifDeclaring(width, height) {
  const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#468' } })
    .avif()
    .toBuffer();
  const at = avif.indexOf('ispe');
  avif.writeUInt32BE(width, at + 8);
  avif.writeUInt32BE(height, at + 12);
  return avif;
}
