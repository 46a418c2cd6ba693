// Photo addresses for the markup: the site's own processed files (/photos/<hash>-<width>.<ext>, see
// lib/build/photos/photo-files.mjs) and, for a remote photo the build could not download, the stock-photo
// host's resizing URLs (the host resizes on request and serves a modern format with auto=format).
// Pure functions: the photo components (components/ui/photo.tsx) and structured data use them.
import {
  FALLBACK_JPEG_WIDTH,
  jpegWidthFor,
  PHOTO_FORMATS,
  PHOTOS_PATH,
  photoFileName,
  SOURCE_FORMAT_NAMES,
  widthsFor,
  type PhotoFormat,
} from '../build/photos/photo-files.mjs';
import { RESIZING_PHOTO_HOST } from '../build/photos/photo-hosts.mjs';

export { CARD_PHOTO_WIDTHS, INLINE_PHOTO_WIDTHS, PHOTO_WIDTHS } from '../build/photos/photo-files.mjs';

/** A photo as the components render it (made by lib/photos/resolve.ts). */
export type ResolvedPhoto =
  /** Processed by the build: files under /photos/ named by `hash`; `width` × `height` as displayed. */
  | {
      kind: 'built';
      hash: string;
      width: number;
      height: number;
      /** No transparency: the placeholder may show behind it. */
      opaque: boolean;
      /** Main colour, #rrggbb. */
      color: string;
      /** A tiny blurred preview, as a data: URI. */
      preview: string;
    }
  /** A remote photo the build could not download (no network, no earlier copy): linked as it is. */
  | { kind: 'remote'; url: string };

/** An item (a guide, a tour) with its photo resolved, as cards render it. */
export type WithPhoto<T> = T & { photo: ResolvedPhoto };

/** The stock-photo host that resizes on request (the allow-list: lib/build/photos/photo-hosts.mjs). */
export const PHOTO_HOST = RESIZING_PHOTO_HOST;

/** A stock-photo URL at a width (other remote URLs are returned as they are). */
export function photoUrl(src: string, width: number, quality = 70): string {
  if (!src.startsWith(`https://${PHOTO_HOST}/`)) return src;
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality));
  return url.toString();
}

/** A srcset from the stock-photo host at the given widths (none for other hosts). */
export function remoteSrcSet(src: string, widths: readonly number[]): string | undefined {
  if (!src.startsWith(`https://${PHOTO_HOST}/`)) return undefined;
  return widths.map((width) => `${photoUrl(src, width)} ${width}w`).join(', ');
}

type Built = Extract<ResolvedPhoto, { kind: 'built' }>;

/** The site path of one processed file (a crop has a height too). */
export const builtPhotoPath = (
  photo: Pick<Built, 'hash'>,
  width: number,
  format: PhotoFormat,
  height?: number,
) => `${PHOTOS_PATH}${photoFileName(photo.hash, width, format, height)}`;

/**
 * A srcset of a processed photo's files in one format: each file (a crop has a height) with the
 * width the browser should count it at (a banner's crop srcset lists whole frames at the width
 * their crop would have: photo-files.mjs, bannerCrop).
 */
export const candidatesSrcSet = (
  photo: Pick<Built, 'hash'>,
  format: PhotoFormat,
  candidates: readonly { width: number; height?: number; descriptor: number }[],
) =>
  candidates
    .map(({ width, height, descriptor }) => `${builtPhotoPath(photo, width, format, height)} ${descriptor}w`)
    .join(', ');

/** The srcset of a processed photo in one format, for a use's widths (never wider than the photo). */
export const builtSrcSet = (photo: Built, format: PhotoFormat, widths: readonly number[]) =>
  candidatesSrcSet(
    photo,
    format,
    widthsFor(photo.width, widths).map((width) => ({ width, descriptor: width })),
  );

/** The MIME types of the formats offered as <source>s, best first. */
export const SOURCE_FORMATS = SOURCE_FORMAT_NAMES.map((format) => ({
  format,
  type: PHOTO_FORMATS[format].type,
}));

/**
 * The photo's plain JPEG (a <picture>'s fallback, and the photo structured data names), or the
 * remote URL at that width.
 */
export function jpegPhotoPath(photo: ResolvedPhoto): string {
  if (photo.kind === 'remote') return photoUrl(photo.url, FALLBACK_JPEG_WIDTH);
  return builtPhotoPath(photo, jpegWidthFor(photo.width), 'jpeg');
}
