// Photo URLs on the stock-photo host: it resizes on request and serves a modern format
// (auto=format → AVIF/WebP), so the build downloads nothing. Used by next/image's loader and by
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
