// @ts-check
// Generated stand-ins for photos: a colour gradient with a coarse, seeded texture (so it stays
// textured after downscaling) and fine grain, i.e. about the bytes of a real camera photo of the
// same size. They stand in where no real photo can be had: bench builds whose remote photos could not
// be downloaded (lib/build/photos/remote.mjs), npm run bench:scale's synthetic guides, and the tests. They
// show no place and are never published as a photo of one.
import sharp from 'sharp';

/** A small seeded random generator (mulberry32), so one seed always gives the same picture. */
function random(/** @type {string} */ seed) {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) >>> 0) + 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A textured image, encoded in `format`.
 * @param {{ seed: string, width?: number, height?: number, format?: 'jpeg' | 'png' | 'webp' | 'avif', alpha?: boolean }} options
 * @returns {Promise<Buffer>}
 */
export async function standInImage({ seed, width = 4000, height = 3000, format = 'jpeg', alpha = false }) {
  const next = random(seed);
  // Texture drawn at a quarter of the size and enlarged: detail of a few pixels, like foliage or stone.
  const w = Math.max(1, Math.ceil(width / 4));
  const h = Math.max(1, Math.ceil(height / 4));
  const channels = alpha ? 4 : 3;
  const top = [next() * 255, next() * 255, next() * 255];
  const bottom = [next() * 255, next() * 255, next() * 255];
  const pixels = Buffer.alloc(w * h * channels);
  for (let y = 0; y < h; y++) {
    const f = y / h;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * channels;
      // Smooth above (a sky), detailed below (ground), as most travel photos are.
      const grain = (next() - 0.5) * (f < 0.4 ? 12 : 70);
      for (let c = 0; c < 3; c++) {
        const base = (top[c] ?? 0) * (1 - f) + (bottom[c] ?? 0) * f + 30 * Math.sin((x + c * 40) / 23);
        pixels[i + c] = Math.max(0, Math.min(255, base + grain));
      }
      if (alpha) pixels[i + 3] = x < w / 2 ? 255 : 128;
    }
  }
  const image = sharp(pixels, { raw: { width: w, height: h, channels } }).resize(width, height, {
    kernel: 'cubic',
  });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 85 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 60, effort: 0 }).toBuffer();
  return image.jpeg({ quality: 88 }).toBuffer();
}

/** A 4000 × 3000 JPEG stand-in (a camera photo's size and weight). @param {{ seed: string }} options */
export const standInJpeg = ({ seed }) => standInImage({ seed });

/**
 * The same JPEG with a comment segment after its start marker: other bytes (so another photo to the
 * pipeline, which names photos by content) for the cost of a copy, not of a new picture.
 * @param {Buffer} jpeg
 * @param {string} comment
 */
export function withJpegComment(jpeg, comment) {
  const text = Buffer.from(comment, 'utf8');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
