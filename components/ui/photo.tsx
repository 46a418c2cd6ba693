import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { PHOTO_WIDTHS, photoSrcSet, photoUrl } from '@/lib/photos/photo-url';

type PhotoProps = {
  src: string;
  alt: string;
  /** The image's rendered width per breakpoint, so the browser picks the right size. */
  sizes: string;
  priority?: boolean;
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
export function Photo({ src, alt, sizes, priority = false, className, imageClassName }: PhotoProps) {
  const srcSet = photoSrcSet(src);
  const fallback = photoUrl(src, PHOTO_WIDTHS[2]);
  if (priority) {
    preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-forest-800 bg-[radial-gradient(circle_at_30%_20%,var(--color-forest-600),transparent_60%),linear-gradient(160deg,var(--color-forest-700),var(--color-forest-950))]',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 120 60"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-x-0 bottom-0 h-1/2 w-full text-forest-950/40"
        fill="currentColor"
      >
        <path d="M0 60 L28 22 L44 40 L70 8 L100 44 L120 26 L120 60 Z" />
      </svg>
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
