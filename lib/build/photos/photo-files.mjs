// @ts-check
// What the photo pipeline writes and how pages name it: the one place that fixes the widths, the
// formats and the file names, read by the pages (lib/photos/photo-url.ts), the pipeline
// (lib/build/photos/pipeline.mjs) and the build step that publishes the files (scripts/build/photos.mjs).
// Plain JavaScript, so the build scripts read the same table as the site's TypeScript.

/** URL folder of the processed photos, in out/ (built site) and in public/ (npm run dev). */
export const PHOTOS_PATH = '/photos/';

/**
 * Widths a full-width banner (home hero, article hero) is offered in: a phone at 1×–3× up to a
 * full-HD screen. Cards offer the first few of them, so one photo's files serve both uses. No
 * 1,600 px file: a screen needing 1,201–1,600 px fetches the 1,920 px one instead, and every banner
 * photo is a file and a fifth of its bytes and encoding time lighter (issue #23: a thousand photos
 * within a host's 1 GB; the figures are in docs/performance.md).
 */
export const PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200, 1920]);

/**
 * Card photos are at most 640 CSS px wide (one column on a phone; 360 px from 1024 px up), so
 * 1200 px covers a phone's 2–3× screen; leaving out the larger sizes keeps each card's markup short.
 */
export const CARD_PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200]);

/** Photos inside a guide's text: at most the 736 px column, 2× on a high-density screen. */
export const INLINE_PHOTO_WIDTHS = /** @type {const} */ ([480, 800, 1200, 1600]);

/**
 * Full-bleed banners open the home page and every guide. Each covers a box at least this share of
 * the screen's height: `min-h-[88svh]` and `min-h-[60svh]` in components/home/hero.tsx and
 * components/guides/guide-article-hero.tsx (tests/unit/banner-crop.test.tsx holds them together).
 */
export const BANNER_MIN_HEIGHTS = /** @type {const} */ ({ home: 0.88, article: 0.6 });

/**
 * Phones held upright: screens at most 11 wide for 20 high (current phones are 9:19.5 to 9:20,
 * Lighthouse's phone 412 × 823). There a banner's box is much taller than wide, and
 * `object-fit: cover` shows only a middle strip of a landscape photo; the rest of the file is
 * fetched and never seen. Such screens get a crop of that strip instead (bannerCrop).
 */
export const UPRIGHT_PHONE = /** @type {const} */ ({ query: '(max-aspect-ratio: 11/20)', aspect: 11 / 20 });

/** The banner widths a phone picks from (1× to 3×): a phone's crop is made at each one's height. */
export const CROP_FRAME_WIDTHS = /** @type {const} */ ([480, 800, 1200]);

/**
 * The crop a banner offers upright phones, or undefined when the photo is barely wider than the
 * box (cropping would save little). The crop is the middle of the photo, as wide for its height as
 * the box can be on such a phone (`aspect`, so `cover` still shows the photo's whole height: the
 * same picture as the whole frame showed), at the heights of the frame widths a phone picks.
 * `sizes` makes the browser pick the crop at the height it would have picked the whole frame at:
 * the same pixels on screen, for the crop's share of the bytes (LCP: docs/performance.md).
 * `candidates` is that srcset: the crops, then the larger whole frames (a 430 px phone at 3×
 * needs more than the 1,200 px frame), each listed at the width its crop would have, so it is
 * picked exactly where the whole-frame source would pick it; `cover` shows its middle.
 * @param {number} width the photo's
 * @param {number} height
 * @param {number} minHeight the banner's least height, as a share of the screen's
 */
export function bannerCrop(width, height, minHeight) {
  const aspect = UPRIGHT_PHONE.aspect / minHeight;
  if (width / height <= aspect * 1.1) return undefined;
  // A frame F wide is picked when F ≥ 100vw × density; its crop is F × (height / width) × aspect wide.
  const cropWidthAt = (/** @type {number} */ frame) => Math.round((frame * height * aspect) / width);
  const files = widthsFor(width, CROP_FRAME_WIDTHS).map((frame) => {
    const cropHeight = Math.round((frame * height) / width);
    return { width: Math.round(cropHeight * aspect), height: cropHeight };
  });
  const largerFrames = widthsFor(width, PHOTO_WIDTHS).filter(
    (frame) => frame > Math.max(...CROP_FRAME_WIDTHS),
  );
  /** @type {{ width: number, height?: number, descriptor: number }[]} */
  const candidates = [
    ...files.map((file) => ({ ...file, descriptor: file.width })),
    ...largerFrames.map((frame) => ({ width: frame, descriptor: cropWidthAt(frame) })),
  ];
  const sizes = `${Number(((100 * aspect * height) / width).toFixed(2))}vw`;
  return { aspect, files, candidates, sizes };
}

/**
 * The width of the whole frame a file is made from: its own width, or for a crop the width at
 * which the photo has the crop's height.
 * @param {{ width: number, height?: number }} file
 * @param {{ width: number, height: number }} photo
 */
export const frameWidthOf = (file, photo) =>
  file.height
    ? Math.min(photo.width, Math.max(file.width, Math.ceil((file.height * photo.width) / photo.height)))
    : file.width;

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
 * The file name of one processed photo: content hash, width (and height, for a crop: bannerCrop),
 * format. The hash covers the original's bytes and the encoder settings, so a name never changes
 * meaning and is served as immutable.
 * @param {string} hash
 * @param {number} width
 * @param {PhotoFormat} format
 * @param {number} [height] a crop's; a whole frame's follows from its width
 */
export const photoFileName = (hash, width, format, height) =>
  `${hash}-${width}${height ? `x${height}` : ''}.${PHOTO_FORMATS[format].extension}`;

/** A processed photo's file name, anywhere in a text (a page, an absolute URL in structured data). */
export const PHOTO_FILE_PATTERN = new RegExp(
  `${PHOTOS_PATH}([0-9a-f]{${HASH_LENGTH}})-(\\d+)(?:x(\\d+))?\\.(avif|jpg)\\b`,
  'g',
);

/** @type {Record<string, PhotoFormat>} */
const FORMAT_OF_EXTENSION = { avif: 'avif', jpg: 'jpeg' };

/** @typedef {{ name: string, hash: string, width: number, height?: number, format: PhotoFormat }} NamedPhotoFile */

/**
 * Every processed photo a text names, once each.
 * @param {string} text
 * @returns {NamedPhotoFile[]}
 */
export function photoFilesIn(text) {
  /** @type {Map<string, NamedPhotoFile>} */
  const found = new Map();
  for (const [, hash, widthText, heightText, extension] of text.matchAll(PHOTO_FILE_PATTERN)) {
    const format = FORMAT_OF_EXTENSION[/** @type {string} */ (extension)];
    if (!hash || !format) continue;
    const [width, height] = [Number(widthText), heightText ? Number(heightText) : undefined];
    const name = photoFileName(hash, width, format, height);
    if (!found.has(name)) found.set(name, { name, hash, width, ...(height && { height }), format });
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

/**
 * Every file a photo gets for some uses, as the build makes them: each use's widths it can fill
 * (widthsFor), the crops of the given banners for upright phones (bannerCrop), each in every
 * <source> format, and its one JPEG.
 * @param {{ width: number, height: number }} photo
 * @param {{ widths: readonly (readonly number[])[], banners?: readonly number[] }} uses banners:
 *   the banners' least heights (BANNER_MIN_HEIGHTS)
 * @returns {{ width: number, height?: number, format: PhotoFormat }[]}
 */
export function filesOfUses({ width, height }, { widths, banners = [] }) {
  /** @type {{ width: number, height?: number }[]} */
  const sizes = [
    ...[...new Set(widths.flatMap((wanted) => widthsFor(width, wanted)))].map((w) => ({ width: w })),
    ...banners.flatMap((minHeight) => bannerCrop(width, height, minHeight)?.files ?? []),
  ];
  return [
    ...sizes.flatMap((size) => SOURCE_FORMAT_NAMES.map((format) => ({ ...size, format }))),
    { width: jpegWidthFor(width), format: /** @type {const} */ ('jpeg') },
  ];
}
