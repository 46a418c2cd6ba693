// @ts-check
// The build's photo step (scripts/build/build.mjs, after next build): puts in out/photos/ exactly the
// processed photos the built pages name (lib/photos/photo-files.mjs), making the ones the photo cache
// does not hold yet (lib/photos/pipeline.mjs) a few photos at a time: as many as the cores and a
// memory budget allow, each photo counted at what decoding it may take, so memory stays bounded
// whatever the photos (their size is limited before this, when they are described). The pages
// themselves only read each photo's description while rendering; the slow part, encoding, happens
// here once per file and never again while the photo is unchanged.
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { listFiles } from './html.mjs';
import { frameWidthOf, PHOTOS_PATH, photoFilesIn } from '../../lib/photos/photo-files.mjs';
import {
  cachedMeta,
  decodeBytes,
  encodePhoto,
  linkCachedFile,
  PHOTO_MEMORY_BUDGET,
  photoCacheDir,
} from '../../lib/photos/pipeline.mjs';

/** Memory the photos being encoded at once may take together (one photo always runs, whatever its size). */
export { PHOTO_MEMORY_BUDGET };

/**
 * @typedef {object} PhotoStepResult
 * @property {number} photos     photos the pages show
 * @property {number} files      files in out/photos/
 * @property {number} encoded    files made now (the rest came from the cache)
 * @property {number} bytes      bytes in out/photos/
 */

/**
 * Runs `work` on every item in order, at most `slots` at a time and, beyond the first, only while
 * the costs of those running fit in `budget`. Resolves with the largest total cost that ran at once.
 * @template T
 * @param {T[]} items
 * @param {{ slots: number, budget: number, costOf: (item: T) => number }} limits
 * @param {(item: T) => Promise<void>} work
 * @returns {Promise<number>}
 */
export function inMemoryBudget(items, { slots, budget, costOf }, work) {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    let reserved = 0;
    let peak = 0;
    let failed = false;
    const startMore = () => {
      while (!failed && next < items.length && running < slots) {
        const item = /** @type {T} */ (items[next]);
        const cost = costOf(item);
        if (running > 0 && reserved + cost > budget) break;
        next++;
        running++;
        reserved += cost;
        peak = Math.max(peak, reserved);
        work(item).then(
          () => {
            running--;
            reserved -= cost;
            startMore();
          },
          (error) => {
            failed = true;
            reject(error);
          },
        );
      }
      if (!failed && next >= items.length && running === 0) resolve(peak);
    };
    startMore();
  });
}

/**
 * @param {string} outDir
 * @param {{ cacheDir?: string, concurrency?: number, memoryBudget?: number }} [options]
 * @returns {Promise<PhotoStepResult>}
 */
export async function publishPhotos(
  outDir,
  {
    cacheDir = photoCacheDir(),
    concurrency = availableParallelism(),
    memoryBudget = PHOTO_MEMORY_BUDGET,
  } = {},
) {
  /** @type {Map<string, import('../../lib/photos/photo-files.mjs').NamedPhotoFile[]>} */
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

  const photos = [...byPhoto].map(([hash, files]) => {
    const meta = cachedMeta(cacheDir, hash);
    const first = files[0];
    if (!meta) {
      throw new Error(
        `${first && namedBy.get(first.name)} names ${PHOTOS_PATH}${first?.name}, but no photo with that hash was processed`,
      );
    }
    return { meta, files, page: first && namedBy.get(first.name) };
  });
  let encoded = 0;
  let bytes = 0;
  const costOf = (/** @type {(typeof photos)[number]} */ { meta, files }) =>
    decodeBytes(meta, Math.max(...files.map((file) => frameWidthOf(file, meta))));
  await inMemoryBudget(
    photos,
    { slots: concurrency, budget: memoryBudget, costOf },
    async ({ meta, files, page }) => {
      let made;
      try {
        made = await encodePhoto(meta, files, { cacheDir });
      } catch (error) {
        // Name the photo and a page that shows it: the guide's file is in that page's address.
        throw new Error(
          `photo ${meta.source} (shown by out/${page}): ${error instanceof Error ? error.message : error}`,
        );
      }
      encoded += made;
      for (const { name } of files) {
        linkCachedFile(cacheDir, name, path.join(target, name));
        bytes += fs.statSync(path.join(target, name)).size;
      }
    },
  );
  return { photos: byPhoto.size, files: namedBy.size, encoded, bytes };
}
