'use client';

import { photoUrl } from './photo-url';

// next/image's custom loader (next.config.ts → images.loaderFile).
export default function imageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}) {
  return photoUrl(src, width, quality);
}
