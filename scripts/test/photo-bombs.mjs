// @ts-check
// Photo bombs for tests and the memory bench (issue #24): small files whose headers declare far more
// pixels than they hold, as an attacker's would. Decoding one as declared would take gigabytes; the
// pipeline must refuse it from the header (lib/photos/pipeline.mjs, MAX_PHOTO_PIXELS).
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

/**
 * A real AVIF of width × height pixels in one colour: a few kilobytes that decode to the full size
 * (8360 × 8360, just under the 70-megapixel cap, costs about 1.3 GB to decode). `variant` changes
 * the file's bytes (the minor version of its 'ftyp' box) and not its image, so several copies are
 * several photos to the pipeline without encoding each again.
 * @param {number} width
 * @param {number} height
 */
export async function realAvif(width, height) {
  const avif = await sharp({ create: { width, height, channels: 3, background: '#468' } })
    .avif({ quality: 50, effort: 0 })
    .toBuffer();
  return (/** @type {number} */ variant) => {
    const copy = Buffer.from(avif);
    copy.writeUInt32BE(variant, 12);
    return copy;
  };
}
