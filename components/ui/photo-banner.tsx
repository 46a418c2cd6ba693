import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { Photo } from './photo';

type PhotoBannerProps = {
  as?: 'section' | 'header';
  image: { photo: ResolvedPhoto; alt: string };
  /**
   * The banner's least height, as a share of the screen's (BANNER_MIN_HEIGHTS): the same as the
   * `min-h-[…svh]` in `className`. Upright phones get the photo's crop that this height shows.
   */
  minHeight: number;
  /** Layout of the banner itself (height, padding, alignment). */
  className?: string;
  /** The gradient that darkens the photo; strong enough for white text on any part of it. */
  overlayClassName: string;
  children: ReactNode;
};

/** A full-bleed photo banner that opens a page: the page's largest paint, so its photo is preloaded. */
export function PhotoBanner({
  as: Tag = 'section',
  image,
  minHeight,
  className,
  overlayClassName,
  children,
}: PhotoBannerProps) {
  return (
    // data-banner: printed as dark text on white, without its photo (app/print.css).
    <Tag data-banner="" className={cn('relative isolate flex overflow-hidden text-white', className)}>
      <Photo
        photo={image.photo}
        alt={image.alt}
        sizes="100vw"
        priority
        bannerMinHeight={minHeight}
        className="absolute inset-0 -z-10"
      />
      <div aria-hidden className={cn('absolute inset-0 -z-10 bg-gradient-to-t', overlayClassName)} />
      {children}
    </Tag>
  );
}
