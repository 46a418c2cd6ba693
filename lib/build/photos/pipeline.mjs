// @ts-check
// The photo pipeline (sharp): every photo on every page, the editors' own and downloaded ones, goes
// through here. A photo is named by the hash of its bytes (and of the encoder settings below):
//   - describePhoto(): its size, whether it has transparency, its main colour and a tiny blurred
//     preview (a ~200-byte WebP, inlined as the placeholder), kept in <cache>/meta/<hash>.json;
//   - encodePhoto(): the AVIF and JPEG files pages name (lib/build/photos/photo-files.mjs), kept in
//     <cache>/files/ and linked into out/photos/ by the build (scripts/build/photos.mjs) or into
//     public/photos/ by npm run dev (lib/photos/resolve.ts).
// The cache (.cache/photos/, git-ignored) outlives builds: a rebuild with unchanged photos decodes
// nothing. Every file is written under a unique name and renamed into place, so processes of one
// build (next build renders on several) never read half a file.
// Plain JavaScript, so the build scripts use the same code as the pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { ACCEPTED_FORMATS } from './image-format.mjs';
import { frameWidthOf, HASH_LENGTH, photoFileName } from './photo-files.mjs';
import { createMemoryGate } from './memory-gate.mjs';
import { cachedFile, cachedMeta, metaFile, writeAtomically } from './photo-cache.mjs';
import { MAX_PHOTO_PIXELS, PHOTO_MEMORY_BUDGET, decodeBytes, photoSizeProblem } from './photo-limits.mjs';

export {
  cachedFile,
  cachedMeta,
  linkCachedFile,
  PHOTO_CACHE_ENV,
  photoCacheDir,
  writeAtomically,
} from './photo-cache.mjs';
export {
  decodeBytes,
  MAX_PHOTO_ASPECT,
  MAX_PHOTO_PIXELS,
  PHOTO_MEMORY_BUDGET,
  photoSizeProblem,
} from './photo-limits.mjs';

// Encoder settings. Changing any of them changes every hash, so browsers holding the old files
// (cached as immutable) fetch the new ones. AVIF at the fastest effort, with a quality that keeps each
// use as close to the original as the slower effort did, and 4:2:0 chroma, as JPEG always uses: why
// and by how much, docs/performance.md ("Photo encoding", npm run bench:photo-encode).
const SETTINGS = {
  avif: { quality: 52, effort: 0, chromaSubsampling: '4:2:0' },
  jpeg: { quality: 75, mozjpeg: true },
  preview: { width: 16, quality: 40 },
  version: 2,
};

/** Options for sharp when it reads an original. */
const ORIGINAL = { limitInputPixels: MAX_PHOTO_PIXELS };

/** Describing photos (their one full decode) in this process keeps to the memory budget. */
const describeGate = createMemoryGate(PHOTO_MEMORY_BUDGET);

/** @typedef {import('./photo-files.mjs').PhotoFormat} PhotoFormat */

/**
 * What the pages need to know of a photo, without its files.
 * @typedef {object} PhotoMeta
 * @property {string} hash      content hash, the start of every file name
 * @property {string} format    as sharp reads it (jpeg, png, webp, heif): what decoding it costs
 * @property {number} width     as displayed (EXIF orientation applied)
 * @property {number} height
 * @property {boolean} opaque   no transparency: the placeholder may show behind it
 * @property {string} color     main colour, #rrggbb
 * @property {string} preview   a tiny blurred preview, as a data: URI
 * @property {string} source    a file holding the original (the last one seen with these bytes)
 */

/** A photo that cannot be processed; the message names it. */
export class PhotoError extends Error {
  name = 'PhotoError';
}

/** The hash that names a photo's files: its bytes and the encoder settings. @param {Uint8Array} bytes */
export const photoHash = (bytes) =>
  createHash('sha256').update(JSON.stringify(SETTINGS)).update(bytes).digest('hex').slice(0, HASH_LENGTH);

const hex = (/** @type {number} */ n) => Math.round(n).toString(16).padStart(2, '0');

/**
 * Describes a photo (reading the cache first) and records `source` as where its bytes are.
 * @param {Uint8Array} bytes the original
 * @param {{ cacheDir: string, source: string, label: string }} options label names the photo in errors
 * @returns {Promise<PhotoMeta>}
 */
export async function describePhoto(bytes, { cacheDir, source, label }) {
  const hash = photoHash(bytes);
  const cached = cachedMeta(cacheDir, hash);
  if (cached) {
    if (cached.source !== source && !fs.existsSync(cached.source)) {
      const moved = { ...cached, source };
      writeAtomically(metaFile(cacheDir, hash), JSON.stringify(moved));
      return moved;
    }
    return cached;
  }
  let info;
  let tiny;
  try {
    // The header only (no limit here: nothing is decoded), so the refusal can say what the size is.
    info = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoError(
      `${label} is not a readable ${ACCEPTED_FORMATS} image (${error instanceof Error ? error.message : error})`,
    );
  }
  const tooLarge = photoSizeProblem(info.width ?? 0, info.height ?? 0);
  if (tooLarge) throw new PhotoError(`${label} is refused: ${tooLarge}`);
  try {
    if (
      !['jpeg', 'png', 'webp', 'heif'].includes(info.format ?? '') ||
      (info.format === 'heif' && info.compression !== 'av1')
    ) {
      throw new Error(`it is ${info.format ?? 'an unknown format'}`);
    }
    // The one full decode of describing: in turn with the others of this process, within the budget.
    tiny = await describeGate.run(
      decodeBytes({ width: info.width ?? 0, height: info.height ?? 0, format: info.format }, 0),
      () =>
        sharp(bytes, ORIGINAL)
          .rotate()
          .resize(SETTINGS.preview.width, SETTINGS.preview.width, { fit: 'inside' })
          .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    throw new PhotoError(
      `${label} is not a readable ${ACCEPTED_FORMATS} image (${error instanceof Error ? error.message : error})`,
    );
  }
  const { dominant } = await sharp(tiny.data).stats();
  const preview = await sharp(tiny.data).webp({ quality: SETTINGS.preview.quality }).toBuffer();
  // EXIF orientations 5–8 turn the photo a quarter: its displayed width is the stored height.
  const turned = (info.orientation ?? 1) >= 5;
  const width = turned ? info.height : info.width;
  const height = turned ? info.width : info.height;
  if (!width || !height) throw new PhotoError(`${label}: the image has no size`);
  /** @type {PhotoMeta} */
  const meta = {
    hash,
    format: info.format,
    width,
    height,
    opaque: !info.hasAlpha,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    preview: `data:image/webp;base64,${preview.toString('base64')}`,
    source,
  };
  writeAtomically(metaFile(cacheDir, hash), JSON.stringify(meta));
  return meta;
}

/** @param {import('sharp').Sharp} image @param {PhotoFormat} format */
function encode(image, format) {
  if (format === 'avif') return image.avif(SETTINGS.avif);
  // JPEG has no transparency: transparent parts turn white rather than black.
  return image.flatten({ background: '#ffffff' }).jpeg(SETTINGS.jpeg);
}

/**
 * Makes the given files of a photo that the cache does not hold yet: whole frames at a width, and
 * crops of the middle (a width and a height: photo-files.mjs, bannerCrop). The original is decoded
 * once (shrunk to the largest frame asked for), every file is made from that.
 * @param {PhotoMeta} meta
 * @param {{ width: number, height?: number, format: PhotoFormat }[]} files
 * @param {{ cacheDir: string, label?: string }} options
 * @returns {Promise<number>} how many files were made
 */
export async function encodePhoto(meta, files, { cacheDir, label = `photo ${meta.source}` }) {
  const nameOf = (/** @type {(typeof files)[number]} */ { width, height, format }) =>
    photoFileName(meta.hash, width, format, height);
  const missing = files.filter((file) => !fs.existsSync(cachedFile(cacheDir, nameOf(file))));
  if (missing.length === 0) return 0;
  for (const { width, height } of missing) {
    if (!Number.isInteger(width) || width < 1 || width > meta.width) {
      throw new PhotoError(`${label}: no ${width} px file can be made from a ${meta.width} px photo`);
    }
    if (height !== undefined && (!Number.isInteger(height) || height < 1 || height > meta.height)) {
      throw new PhotoError(
        `${label}: no crop ${height} px high can be made from a ${meta.width} × ${meta.height} px photo`,
      );
    }
  }
  let bytes;
  try {
    bytes = fs.readFileSync(meta.source);
  } catch {
    throw new PhotoError(`${label}: the original (${meta.source}) is gone; run the build again`);
  }
  if (photoHash(bytes) !== meta.hash) {
    throw new PhotoError(`${label}: ${meta.source} changed during the build; run the build again`);
  }
  const largest = Math.max(...missing.map((file) => frameWidthOf(file, meta)));
  const { data, info } = await sharp(bytes, ORIGINAL)
    .rotate()
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const file of missing) {
    // A crop: scaled to its height, the middle kept (cover, centred, as the banner shows it).
    const image = sharp(data, { raw: info }).resize(
      file.height ? { width: file.width, height: file.height, fit: 'cover' } : { width: file.width },
    );
    const output = await encode(image, file.format).toBuffer();
    writeAtomically(cachedFile(cacheDir, nameOf(file)), output);
  }
  return missing.length;
}
