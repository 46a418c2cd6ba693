// @ts-check
// The photo pipeline (sharp): every photo on every page, the editors' own and downloaded ones, goes
// through here. A photo is named by the hash of its bytes (and of the encoder settings below):
//   - describePhoto(): its size, whether it has transparency, its main colour and a tiny blurred
//     preview (a ~200-byte WebP, inlined as the placeholder), kept in <cache>/meta/<hash>.json;
//   - encodePhoto(): the AVIF and JPEG files pages name (lib/photos/photo-files.mjs), kept in
//     <cache>/files/ and linked into out/photos/ by the build (scripts/build/photos.mjs) or into
//     public/photos/ by npm run dev (lib/photos/resolve.ts).
// The cache (.cache/photos/, git-ignored) outlives builds: a rebuild with unchanged photos decodes
// nothing. Every file is written under a unique name and renamed into place, so processes of one
// build (next build renders on several) never read half a file.
// Plain JavaScript, so the build scripts use the same code as the pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ACCEPTED_FORMATS } from './image-format.mjs';
import { frameWidthOf, HASH_LENGTH, photoFileName } from './photo-files.mjs';
import { createMemoryGate } from './memory-gate.mjs';

/** The variable that moves the cache (tests; the end-to-end fixture site shares the project's). */
export const PHOTO_CACHE_ENV = 'EXPLORE_BANDUNG_PHOTO_CACHE';

/** The photo cache of the project in `cwd`. */
export const photoCacheDir = (env = process.env, cwd = process.cwd()) =>
  env[PHOTO_CACHE_ENV] ? path.resolve(env[PHOTO_CACHE_ENV]) : path.join(cwd, '.cache', 'photos');

// Encoder settings. Changing any of them changes every hash, so browsers holding the old files
// (cached as immutable) fetch the new ones. AVIF at effort 0 encodes five times faster than effort 2
// for 1–2 % fewer bytes; quality 52 (rather than 50) keeps each use's similarity to the original at
// least where effort 2 had it (npm run bench:photo-encode, docs/performance.md). 4:2:0 chroma, as
// JPEG and WebP always use, saves a quarter of the encoding time and no visible detail in a photo.
const SETTINGS = {
  avif: { quality: 52, effort: 0, chromaSubsampling: '4:2:0' },
  jpeg: { quality: 75, mozjpeg: true },
  preview: { width: 16, quality: 40 },
  version: 2,
};

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

/** Options for sharp when it reads an original. */
const ORIGINAL = { limitInputPixels: MAX_PHOTO_PIXELS };

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

/** Describing photos (their one full decode) in this process keeps to the memory budget. */
const describeGate = createMemoryGate(PHOTO_MEMORY_BUDGET);

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

const metaFile = (/** @type {string} */ cacheDir, /** @type {string} */ hash) =>
  path.join(cacheDir, 'meta', `${hash}.json`);

/** Where the cache keeps a processed file. @param {string} cacheDir @param {string} name */
export const cachedFile = (cacheDir, name) => path.join(cacheDir, 'files', name);

/**
 * Writes a file atomically (unique temporary name, then rename).
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export function writeAtomically(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/**
 * The cached description of a photo, if there is a sound one.
 * @param {string} cacheDir
 * @param {string} hash
 * @returns {PhotoMeta | undefined}
 */
export function cachedMeta(cacheDir, hash) {
  try {
    const meta = JSON.parse(fs.readFileSync(metaFile(cacheDir, hash), 'utf8'));
    // One without a format was written before decoding costs depended on it: described again.
    return meta?.hash === hash &&
      Number.isInteger(meta.width) &&
      typeof meta.source === 'string' &&
      typeof meta.format === 'string'
      ? meta
      : undefined;
  } catch {
    return undefined;
  }
}

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

/**
 * Puts a cached file at `target` (a hard link when it can: no copy of the bytes). A file already
 * there is the same file: names are content hashes.
 * @param {string} cacheDir
 * @param {string} name
 * @param {string} target
 */
export function linkCachedFile(cacheDir, name, target) {
  if (fs.existsSync(target)) return;
  const from = cachedFile(cacheDir, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.linkSync(from, target);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return;
    fs.copyFileSync(from, target);
  }
}
