import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { PHOTO_WIDTHS, photoSrcSet, photoUrl } from '@/lib/photos/photo-url';

type PhotoProps = {
  src: string;
  alt: string;
  /** The image's rendered width per breakpoint, so the browser picks the right size. */
  sizes: string;
  priority?: boolean;
  /** The srcset's widths; every size by default. */
  widths?: readonly number[];
  className?: string;
  imageClassName?: string;
};

/**
 * A stock photo that fills its (sized) container. The container carries a styled placeholder that
 * shows while the photo loads and stays if it fails (see BOOT_SCRIPT), so a page always looks finished
 * and nothing shifts.
 *
 * A plain <img> with a srcset from the photo host rather than next/image: the host already resizes
 * and picks the format, and a static export has no image optimiser (lint refuses next/image).
 * `priority` (the hero) preloads the photo with high priority; every other photo loads lazily.
 */
export function Photo({
  src,
  alt,
  sizes,
  priority = false,
  widths = PHOTO_WIDTHS,
  className,
  imageClassName,
}: PhotoProps) {
  const srcSet = photoSrcSet(src, undefined, widths);
  const fallback = photoUrl(src, PHOTO_WIDTHS[2]);
  if (priority) {
    preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    // The placeholder (a mountain over a green gradient) is one CSS background (app/globals.css).
    <div className={cn('relative overflow-hidden photo-placeholder', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- see the comment above */}
      <img
        src={fallback}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn('absolute inset-0 size-full object-cover', imageClassName)}
      />
    </div>
  );
}
