// @ts-check
// The photo cache (.cache/photos/, git-ignored, outliving builds): where the pipeline (./pipeline.mjs)
// keeps each photo's description and files, written so that no process of a build ever reads half a
// file.
import fs from 'node:fs';
import path from 'node:path';

/** The variable that moves the cache (tests; the end-to-end fixture site shares the project's). */
export const PHOTO_CACHE_ENV = 'EXPLORE_BANDUNG_PHOTO_CACHE';

/** The photo cache of the project in `cwd`. */
export const photoCacheDir = (env = process.env, cwd = process.cwd()) =>
  env[PHOTO_CACHE_ENV] ? path.resolve(env[PHOTO_CACHE_ENV]) : path.join(cwd, '.cache', 'photos');

export const metaFile = (/** @type {string} */ cacheDir, /** @type {string} */ hash) =>
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
 * @returns {import('./pipeline.mjs').PhotoMeta | undefined}
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
