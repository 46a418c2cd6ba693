// @ts-check
// What the photo pipeline writes and how pages name it: the one place that fixes the widths, the
// formats and the file names, read by the pages (lib/photos/photo-url.ts), the pipeline
// (lib/photos/pipeline.mjs) and the build step that publishes the files (scripts/build/photos.mjs).
// Plain JavaScript, so the build scripts read the same table as the site's TypeScript.

/** URL folder of the processed photos, in out/ (built site) and in public/ (npm run dev). */
export const PHOTOS_PATH = '/photos/';

/**
 * Widths a full-width banner (home hero, article hero) is offered in: a phone at 1×–3× up to a
 * full-HD screen. Other uses offer the first few of them, so one photo's files serve every use.
 */
export const PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200, 1600, 1920]);

/**
 * Card photos are at most 640 CSS px wide (one column on a phone; 360 px from 1024 px up), so
 * 1200 px covers a phone's 2–3× screen; leaving out the larger sizes keeps each card's markup short.
 */
export const CARD_PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200]);

/** Photos inside a guide's text: at most the 736 px column, 2× on a high-density screen. */
export const INLINE_PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200, 1600]);

/**
 * The one JPEG each photo gets: the fallback of browsers without AVIF, and the photo that
 * structured data (search engines) points at.
 */
export const FALLBACK_JPEG_WIDTH = 1200;

/** Formats the pipeline writes, best first, with their file extensions and MIME types. */
export const PHOTO_FORMATS = /** @type {const} */ ({
  avif: { extension: 'avif', type: 'image/avif' },
  jpeg: { extension: 'jpg', type: 'image/jpeg' },
});

/** @typedef {keyof typeof PHOTO_FORMATS} PhotoFormat */

/**
 * The formats a <picture> offers as <source>s, best first (the JPEG is its fallback <img>). AVIF
 * only: every current browser reads it (Chrome 85+, Firefox 93+, Safari 16+, Edge 121+), and a WebP
 * copy of every width would double a photo's files and bytes and its encoding time for the few that
 * do not, which get the JPEG (docs/performance.md).
 */
export const SOURCE_FORMAT_NAMES = /** @type {const} */ (['avif']);

/** Length of the content hash in file names (hex digits of a sha256). */
export const HASH_LENGTH = 16;

/**
 * The file name of one processed photo: content hash, width, format. The hash covers the original's
 * bytes and the encoder settings, so a name never changes meaning and is served as immutable.
 * @param {string} hash
 * @param {number} width
 * @param {PhotoFormat} format
 */
export const photoFileName = (hash, width, format) => `${hash}-${width}.${PHOTO_FORMATS[format].extension}`;

/** A processed photo's file name, anywhere in a text (a page, an absolute URL in structured data). */
export const PHOTO_FILE_PATTERN = new RegExp(
  `${PHOTOS_PATH}([0-9a-f]{${HASH_LENGTH}})-(\\d+)\\.(avif|jpg)\\b`,
  'g',
);

/** @type {Record<string, PhotoFormat>} */
const FORMAT_OF_EXTENSION = { avif: 'avif', jpg: 'jpeg' };

/**
 * Every processed photo a text names, once each.
 * @param {string} text
 * @returns {{ name: string, hash: string, width: number, format: PhotoFormat }[]}
 */
export function photoFilesIn(text) {
  /** @type {Map<string, { name: string, hash: string, width: number, format: PhotoFormat }>} */
  const found = new Map();
  for (const [, hash, width, extension] of text.matchAll(PHOTO_FILE_PATTERN)) {
    const name = `${hash}-${width}.${extension}`;
    const format = FORMAT_OF_EXTENSION[/** @type {string} */ (extension)];
    if (hash && format && !found.has(name)) found.set(name, { name, hash, width: Number(width), format });
  }
  return [...found.values()];
}

/**
 * The widths a photo `width` px wide is offered in for a use: the use's widths it can fill, and its
 * own width when it is narrower than the use's largest (never upscaled).
 * @param {number} width
 * @param {readonly number[]} wanted
 */
export function widthsFor(width, wanted) {
  if (width > Math.max(...wanted)) return [...wanted];
  return [...wanted.filter((w) => w < width), width];
}

/** The width of a photo's one JPEG. @param {number} width */
export const jpegWidthFor = (width) => Math.min(FALLBACK_JPEG_WIDTH, width);
