// Photo URLs on the stock-photo host: it resizes on request and serves a modern format
// (auto=format → AVIF/WebP), so the build downloads nothing. Used by components/ui/photo.tsx and by
// photos inside Markdown guides.

export const PHOTO_HOST = 'images.unsplash.com';

export function photoUrl(src: string, width: number, quality = 70): string {
  if (!src.startsWith(`https://${PHOTO_HOST}/`)) return src;
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality));
  return url.toString();
}

/** The widths offered in a photo's srcset: phone (390 px at 1×–2×) up to full-HD desktop. */
export const PHOTO_WIDTHS = [390, 640, 828, 1080, 1280, 1600, 1920] as const;

/**
 * Card photos are at most 640 CSS px wide (one column on a phone; 360 px from 1024 px up), so
 * 1080 px covers a phone's 2–3× screen; leaving out the larger sizes keeps each card's markup short.
 */
export const CARD_PHOTO_WIDTHS = [390, 640, 828, 1080] as const;

/** A srcset for the photo at the given widths, PHOTO_WIDTHS by default (empty for other hosts). */
export function photoSrcSet(
  src: string,
  quality?: number,
  widths: readonly number[] = PHOTO_WIDTHS,
): string | undefined {
  if (!src.startsWith(`https://${PHOTO_HOST}/`)) return undefined;
  return widths.map((width) => `${photoUrl(src, width, quality)} ${width}w`).join(', ');
}
