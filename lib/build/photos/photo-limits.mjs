// @ts-check
// The limits that keep the photo pipeline's memory bounded (./pipeline.mjs, scripts/build/photos.mjs):
// how large and how elongated a photo may be, read from its header before anything is decoded, and
// what decoding one costs, so the photos decoded at once fit a budget.

/**
 * The most pixels a photo may have, read from its header before anything is decoded: a 61-megapixel
 * camera original fits; a small file declaring 15000 × 15000 (225 megapixels, about 4 GB to decode)
 * does not. Every decode of an original is held to it too (sharp's limitInputPixels).
 */
export const MAX_PHOTO_PIXELS = 70_000_000;

/**
 * How much longer one side of a photo may be than the other. Pages show photos at most this
 * elongated; a "long screenshot" (1080 × 17000) would make files taller than AVIF and WebP allow.
 */
export const MAX_PHOTO_ASPECT = 4;

/**
 * Memory the photos being decoded at once may take together, in one process: the build's photo step
 * (scripts/build/photos.mjs) and describing photos while pages render (describePhoto) each keep to
 * it. One photo always runs, whatever its size.
 */
export const PHOTO_MEMORY_BUDGET = 1024 * 1024 * 1024;

/**
 * Bytes a pixel of the full image takes while it is decoded. AVIF (HEIF) is decoded whole at high
 * bit depth, with the decoder's own planes beside sharp's: an 8360 × 8360 AVIF (69.9 megapixels) of
 * 1.3 KB took 1.23 GiB, about 18 bytes a pixel (measured; issue #34). JPEG, PNG and WebP take 4.
 */
const BYTES_PER_PIXEL = { heif: 18, avif: 18 };

/**
 * Bytes decoding a photo may take at most: the full image (by its format, BYTES_PER_PIXEL), and the
 * copy shrunk to `width` it is encoded from. The build's photo step runs as many at once as its
 * memory budget holds (scripts/build/photos.mjs), and so does describing photos (describePhoto).
 * @param {{ width: number, height: number, format?: string }} photo
 * @param {number} [width] the largest width made from it
 */
export const decodeBytes = ({ width: w, height: h, format }, width = w) =>
  w * h * (BYTES_PER_PIXEL[/** @type {keyof typeof BYTES_PER_PIXEL} */ (format)] ?? 4) +
  Math.ceil((h * Math.min(width, w)) / w) * Math.min(width, w) * 4;

/**
 * Why a photo of this size is refused, or undefined: checked on the header, before decoding.
 * @param {number} width
 * @param {number} height
 */
export function photoSizeProblem(width, height) {
  const pixels = width * height;
  if (pixels > MAX_PHOTO_PIXELS) {
    return (
      `it is ${width} × ${height} px (${Math.round(pixels / 1e6)} megapixels), more than the ` +
      `${MAX_PHOTO_PIXELS / 1e6}-megapixel limit that keeps the build's memory bounded; scale it down ` +
      '(the largest file pages use is 1920 px wide)'
    );
  }
  if (Math.max(width, height) > MAX_PHOTO_ASPECT * Math.min(width, height)) {
    return (
      `it is ${width} × ${height} px, more than ${MAX_PHOTO_ASPECT} times ${width > height ? 'wider than tall' : 'taller than wide'}; ` +
      'crop it (a long screenshot makes files taller than AVIF and WebP allow)'
    );
  }
  return undefined;
}
