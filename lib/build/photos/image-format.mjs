// @ts-check
// What kind of image a file holds, told from its first bytes (not its name): the guide loader
// refuses a "photo" that is not one before anything tries to decode it, and a download that is a web
// page rather than a photo is never taken for one.
import fs from 'node:fs';

/** The formats photos may come in, with the names editors know them by. */
export const ACCEPTED_FORMATS = 'JPEG, PNG, WebP or AVIF';

/** Bytes needed to tell the formats apart. */
const HEADER_BYTES = 32;

/**
 * The image format of a file's first bytes, or undefined when it is none of the accepted ones.
 * @param {Uint8Array} bytes
 * @returns {'jpeg' | 'png' | 'webp' | 'avif' | undefined}
 */
export function imageFormatOf(bytes) {
  const ascii = (/** @type {number} */ start, /** @type {number} */ end) =>
    String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO base media file: a 'ftyp' box whose brands name AVIF (still image or sequence).
  if (ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(
      (bytes[0] ?? 0) * 2 ** 24 + ((bytes[1] ?? 0) << 16) + ((bytes[2] ?? 0) << 8) + (bytes[3] ?? 0),
      bytes.length,
    );
    const brands = [];
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  }
  return undefined;
}

/**
 * The image format of a file, read from its first bytes.
 * @param {string} file
 */
export function imageFormatOfFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const read = fs.readSync(fd, header, 0, HEADER_BYTES, 0);
    return imageFormatOf(header.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
}
