// @ts-check
// The build's photo step (scripts/build/build.mjs, after next build): puts in out/photos/ exactly the
// processed photos the built pages name (lib/photos/photo-files.mjs), making the ones the photo cache
// does not hold yet (lib/photos/pipeline.mjs) a few photos at a time. The pages themselves only read
// each photo's description while rendering; the slow part, encoding, happens here once per file and
// never again while the photo is unchanged.
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { listFiles } from './html.mjs';
import { PHOTOS_PATH, photoFilesIn } from '../../lib/photos/photo-files.mjs';
import { cachedMeta, encodePhoto, linkCachedFile, photoCacheDir } from '../../lib/photos/pipeline.mjs';

/**
 * @typedef {object} PhotoStepResult
 * @property {number} photos     photos the pages show
 * @property {number} files      files in out/photos/
 * @property {number} encoded    files made now (the rest came from the cache)
 * @property {number} bytes      bytes in out/photos/
 */

/**
 * Runs `work` on every item, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 */
async function inPool(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * @param {string} outDir
 * @param {{ cacheDir?: string, concurrency?: number }} [options]
 * @returns {Promise<PhotoStepResult>}
 */
export async function publishPhotos(
  outDir,
  { cacheDir = photoCacheDir(), concurrency = availableParallelism() } = {},
) {
  /** @type {Map<string, { name: string, width: number, format: import('../../lib/photos/photo-files.mjs').PhotoFormat }[]>} */
  const byPhoto = new Map();
  /** @type {Map<string, string>} a file name → the first page naming it, for messages */
  const namedBy = new Map();
  for (const page of listFiles(outDir).filter((file) => file.endsWith('.html'))) {
    for (const file of photoFilesIn(fs.readFileSync(path.join(outDir, page), 'utf8'))) {
      if (namedBy.has(file.name)) continue;
      namedBy.set(file.name, page);
      byPhoto.set(file.hash, [...(byPhoto.get(file.hash) ?? []), file]);
    }
  }
  // Next copies public/ into out/, including the files `npm run dev` linked into public/photos/:
  // start from an empty folder, so out/photos/ holds what the pages name and nothing else.
  const target = path.join(outDir, PHOTOS_PATH);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });

  let encoded = 0;
  let bytes = 0;
  await inPool([...byPhoto], concurrency, async ([hash, files]) => {
    const meta = cachedMeta(cacheDir, hash);
    if (!meta) {
      const first = files[0];
      throw new Error(
        `${first && namedBy.get(first.name)} names ${PHOTOS_PATH}${first?.name}, but no photo with that hash was processed`,
      );
    }
    const made = await encodePhoto(meta, files, { cacheDir });
    encoded += made;
    for (const { name } of files) {
      linkCachedFile(cacheDir, name, path.join(target, name));
      bytes += fs.statSync(path.join(target, name)).size;
    }
  });
  return { photos: byPhoto.size, files: namedBy.size, encoded, bytes };
}
