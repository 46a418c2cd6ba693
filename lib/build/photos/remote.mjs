// @ts-check
// Remote photos (an https URL in a guide, the home hero, the tours): downloaded at build into the
// photo cache (<cache>/remote/, git-ignored) and processed like the editors' own, so the site serves
// every photo itself. A copy is used for 30 days, then downloaded again. The network never fails a
// plain build: when a download fails, an older copy is used; with none, the page keeps the remote URL
// and the build prints a warning; a deploy build (DEPLOY=1) stops instead. Downloads are checked and
// bounded by lib/build/photos/download.mjs. Bench builds (npm run bench) put a stand-in through the pipeline
// instead, so their figures include photo bytes: EXPLORE_BANDUNG_BENCH_PHOTOS=real (or camera), a crop of
// a real camera photograph (lib/build/photos/real-photo.mjs), as the bench does; =painting, the hard case;
// =1, a generated texture (quick).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_PHOTOS_ENV, isDeployBuild, PHOTO_TEST_ORIGIN_ENV } from '../deploy-settings.mjs';
import { DownloadRefused, downloadPhoto } from './download.mjs';
import { ACCEPTED_FORMATS, imageFormatOf } from './image-format.mjs';
import { writeAtomically } from './pipeline.mjs';
import {
  DEFAULT_REAL_PHOTO,
  REAL_PHOTO_VARIANTS,
  REAL_PHOTOS,
  realPhoto,
  realPhotoNamed,
} from './real-photo.mjs';
import { standInJpeg } from './stand-in.mjs';

/**
 * Tests only: remote photos are fetched from this local origin instead, as
 * <origin>/<original host><original path and query>. A deploy build refuses it.
 */
export const TEST_ORIGIN_ENV = PHOTO_TEST_ORIGIN_ENV;

/** npm run bench only: a photo that cannot be downloaded becomes a stand-in ('camera' or 'real', 'painting', '1'). */
export { BENCH_PHOTOS_ENV };

/**
 * The stand-in a bench build uses for a remote photo it cannot download: a crop of one of the real
 * photographs (lib/build/photos/real-photo.mjs; the same URL always gets the same crop), or a generated
 * texture; none outside bench builds.
 * @param {string | undefined} setting the BENCH_PHOTOS_ENV value
 * @returns {import('./real-photo.mjs').RealPhotoName | 'generated' | undefined}
 */
export function benchStandIn(setting) {
  const value = setting?.trim().toLowerCase() ?? '';
  if (value === 'real') return DEFAULT_REAL_PHOTO;
  if (Object.hasOwn(REAL_PHOTOS, value)) return realPhotoNamed(value);
  return /^(1|true|yes)$/.test(value) ? 'generated' : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a downloaded copy is used before it is downloaded again. */
export const FRESH_FOR_MS = 30 * DAY_MS;

/**
 * Where the original of a remote photo is, or why there is none.
 * @typedef {{ file: string, from: 'download' | 'cache' | 'old copy' | 'stand-in' } | { file?: undefined, reason: string }} RemoteOriginal
 */

/**
 * The URL actually fetched: the photo's own, or in tests the local stand-in server's.
 * @param {string} url
 * @param {Record<string, string | undefined>} [env]
 */
export function fetchUrlFor(url, env = process.env) {
  const origin = env[TEST_ORIGIN_ENV]?.trim();
  if (!origin) return url;
  const parsed = new URL(url);
  return `${origin.replace(/\/+$/, '')}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

const keyOf = (/** @type {string} */ url) => createHash('sha256').update(url).digest('hex').slice(0, 32);

/** A remote photo a deploy build cannot serve itself; the message names where it is used and the photo. */
export class RemotePhotoError extends Error {
  name = 'RemotePhotoError';
}

const reasonOf = (/** @type {unknown} */ error) => {
  if (error instanceof DownloadRefused) return error.message;
  const code = /** @type {{ code?: string }} */ (error).code;
  if (code) return code;
  const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/**
 * The original of a remote photo: a fresh copy from the cache, else a download, else an older copy,
 * else (bench builds only) a stand-in. Prints one warning when it falls back. A deploy build
 * (DEPLOY=1) serves every photo itself: with no copy at all it stops, naming the photo (`label`).
 * @param {string} url
 * @param {{ cacheDir: string, label?: string, env?: Record<string, string | undefined>, download?: (url: string) => Promise<Uint8Array>, now?: number, warn?: (message: string) => void, realCrop?: (index: number, photo: import('./real-photo.mjs').RealPhotoName) => Promise<Buffer> }} options
 * @returns {Promise<RemoteOriginal>}
 */
export async function remoteOriginal(
  url,
  {
    cacheDir,
    label = `photo ${url}`,
    env = process.env,
    download = (/** @type {string} */ from) =>
      downloadPhoto(from, { testOrigin: env[TEST_ORIGIN_ENV]?.trim() || undefined }),
    now = Date.now(),
    warn = console.warn,
    realCrop = (/** @type {number} */ index, /** @type {import('./real-photo.mjs').RealPhotoName} */ photo) =>
      realPhoto(index, { photo }),
  },
) {
  // Keyed by what is fetched: a test build's answers (TEST_ORIGIN_ENV) are never a real build's copy.
  const fetched = fetchUrlFor(url, env);
  const base = path.join(cacheDir, 'remote', keyOf(fetched));
  const file = `${base}.img`;
  /** @type {{ url?: string, downloaded?: number } | undefined} */
  let record;
  try {
    record = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8'));
    if (record?.url !== url || !fs.existsSync(file)) record = undefined;
  } catch {
    record = undefined;
  }
  if (record && now - (record.downloaded ?? 0) < FRESH_FOR_MS) return { file, from: 'cache' };
  try {
    const bytes = await download(url);
    if (!imageFormatOf(bytes)) throw new Error(`the answer is not a ${ACCEPTED_FORMATS} image`);
    writeAtomically(file, bytes);
    writeAtomically(`${base}.json`, JSON.stringify({ url, downloaded: now }));
    return { file, from: 'download' };
  } catch (error) {
    const reason = reasonOf(error);
    if (record) {
      const when = new Date(record.downloaded ?? 0).toISOString().slice(0, 10);
      warn(`⚠ ${label}: could not download it again (${reason}); using the copy from ${when}`);
      return { file, from: 'old copy' };
    }
    const standInKind = benchStandIn(env[BENCH_PHOTOS_ENV]);
    if (standInKind) {
      const key = keyOf(url);
      const generated = standInKind === 'generated';
      const standIn = path.join(cacheDir, 'stand-ins', `${generated ? '' : `${standInKind}-`}${key}.jpg`);
      if (!fs.existsSync(standIn)) {
        // Which crop: from the URL's hash, so a photo keeps its crop from build to build.
        const index = Number.parseInt(key.slice(0, 8), 16) % REAL_PHOTO_VARIANTS;
        writeAtomically(
          standIn,
          generated ? await standInJpeg({ seed: url }) : await realCrop(index, standInKind),
        );
      }
      return { file: standIn, from: 'stand-in' };
    }
    if (isDeployBuild(env)) {
      throw new RemotePhotoError(
        `${label}: could not download it (${reason}) and there is no earlier copy; a deploy build ` +
          'serves every photo itself (no hot-links): build where the photo host can be reached, keep ' +
          '.cache/photos/ between builds, or commit the photo beside the guide',
      );
    }
    warn(
      `⚠ ${label}: could not download it (${reason}) and there is no earlier copy; ` +
        'the pages link the remote photo, which the site does not serve itself',
    );
    return { reason };
  }
}
