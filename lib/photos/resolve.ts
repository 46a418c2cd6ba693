import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { onceDuringBuild } from '../content/build-cache.mjs';
import { GuideContentError } from '../content/guide-error';
import {
  BANNER_MIN_HEIGHTS,
  CARD_PHOTO_WIDTHS,
  filesOfUses,
  INLINE_PHOTO_WIDTHS,
  PHOTO_WIDTHS,
  PHOTOS_PATH,
  photoFileName,
} from './photo-files.mjs';
import type { PhotoSource } from './photo-source';
import type { ResolvedPhoto, WithPhoto } from './photo-url';
import {
  describePhoto,
  encodePhoto,
  linkCachedFile,
  photoCacheDir,
  PhotoError,
  photoHash,
  type PhotoMeta,
} from './pipeline.mjs';
import { remoteOriginal, RemotePhotoError } from './remote.mjs';
import { coverFile } from './cover/render';

// What a page needs to show a photo, from where the photo comes from. Pages (app/) resolve their
// photos with resolvePhoto() and hand the result to the photo components, which only render it.
//
// In a build, resolving reads (or makes, once per build: lib/content/build-cache.mjs) the photo's
// description; the files themselves are made after next build, for exactly the ones the pages name
// (scripts/build/photos.mjs). In `npm run dev` there is no such step, so the files are made here, on
// the first view, and linked into public/photos/ (git-ignored), which next dev serves: the same
// markup and files as the build.

export type { ResolvedPhoto };

const memo = new Map<string, Promise<ResolvedPhoto>>();

/** The photo's files and description, once per process. */
export function resolvePhoto(source: PhotoSource): Promise<ResolvedPhoto> {
  const key = sourceKey(source);
  let resolved = memo.get(key);
  if (!resolved) {
    resolved = resolveUncached(source);
    // A failure is not kept: the next render (npm run dev after a fix) tries again.
    resolved.catch(() => memo.delete(key));
    memo.set(key, resolved);
  }
  return resolved;
}

/** What makes two sources the same photo. */
function sourceKey(source: PhotoSource): string {
  if (source.kind === 'file') return `file:${source.path}`;
  if (source.kind === 'remote') return `remote:${source.url}`;
  const { area, tags, seed } = source.theme;
  return `cover:${JSON.stringify([area, tags, seed])}`;
}

/** How messages name a photo: the guide file and the photo as written. */
const describeSource = (source: PhotoSource) =>
  source.kind === 'file'
    ? `photo ${source.written} (${source.path})`
    : source.kind === 'remote'
      ? `photo ${source.url}`
      : `the designed cover (${source.theme.area}, ${source.theme.seed})`;

async function resolveUncached(source: PhotoSource): Promise<ResolvedPhoto> {
  const cacheDir = photoCacheDir();
  try {
    let file: string;
    if (source.kind === 'remote') {
      const label = `${source.in ?? source.usedBy ?? 'a page'}: ${describeSource(source)}`;
      const original = await onceDuringBuild('photo-remote', source.url, () =>
        remoteOriginal(source.url, { cacheDir, label }),
      );
      if (!original.file) return { kind: 'remote', url: source.url };
      file = original.file;
    } else if (source.kind === 'cover') {
      // Drawn into the photo cache, then described and made into files like any photo.
      file = await onceDuringBuild('photo-cover', sourceKey(source), () => coverFile(source.theme, cacheDir));
    } else {
      file = path.resolve(source.path);
    }
    const bytes = await readFile(file);
    const meta = await onceDuringBuild('photo-meta', photoHash(bytes), () =>
      describePhoto(bytes, { cacheDir, source: file, label: describeSource(source) }),
    );
    if (process.env.NODE_ENV === 'development') await publishForDev(meta, cacheDir);
    const { hash, width, height, opaque, color, preview } = meta;
    return { kind: 'built', hash, width, height, opaque, color, preview };
  } catch (error) {
    // A remote photo's error already names where it is used (its label) and the photo.
    if (
      error instanceof Error &&
      !(error instanceof GuideContentError || error instanceof RemotePhotoError)
    ) {
      const message =
        error instanceof PhotoError ? error.message : `${describeSource(source)}: ${error.message}`;
      if (source.in) throw new GuideContentError(source.in, message);
      if (source.kind !== 'file' && source.usedBy) throw new Error(`${source.usedBy}: ${message}`);
    }
    throw error;
  }
}

/** Every file any use of a photo names (banners and their phone crops, card, text), as the build would make them. */
export const filesOfEveryUse = (width: number, height: number) =>
  filesOfUses(
    { width, height },
    {
      widths: [PHOTO_WIDTHS, CARD_PHOTO_WIDTHS, INLINE_PHOTO_WIDTHS],
      banners: Object.values(BANNER_MIN_HEIGHTS),
    },
  );

/** npm run dev: makes the photo's files and links them into public/photos/, which next dev serves. */
async function publishForDev(meta: PhotoMeta, cacheDir: string) {
  const files = filesOfEveryUse(meta.width, meta.height);
  await encodePhoto(meta, files, { cacheDir });
  for (const { width, height, format } of files) {
    const name = photoFileName(meta.hash, width, format, height);
    linkCachedFile(cacheDir, name, path.join(process.cwd(), 'public', PHOTOS_PATH, name));
  }
}

/** Items (guides, tours) with their photos resolved, in the same order. */
export function withPhotos<T>(
  items: readonly T[],
  sourceOf: (item: T) => PhotoSource,
): Promise<WithPhoto<T>[]> {
  return Promise.all(items.map(async (item) => ({ ...item, photo: await resolvePhoto(sourceOf(item)) })));
}
