import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import {
  builtPhotoPath,
  builtSrcSet,
  candidatesSrcSet,
  jpegPhotoPath,
  PHOTO_WIDTHS,
  photoUrl,
  remoteSrcSet,
  SOURCE_FORMATS,
  type ResolvedPhoto,
} from '@/lib/photos/photo-url';
import {
  bannerCrop,
  FALLBACK_JPEG_WIDTH,
  UPRIGHT_PHONE,
  widthsFor,
} from '@/lib/build/photos/photo-files.mjs';

// How every photo is shown. The build makes each photo into AVIF at a few widths plus one
// JPEG (lib/photos/), served from /photos/ with content-hashed names; the markup offers them in a
// <picture> with the photo's own width and height (no layout shift) and `sizes`, so the browser picks
// the smallest file that fills the box, in the best format it reads. A remote photo the build could
// not download is linked as it is (the stock-photo host resizes it). Not next/image: a static export
// has no image optimiser, and lint refuses it.

type PictureProps = {
  photo: ResolvedPhoto;
  alt: string;
  /** The image's rendered width per breakpoint, so the browser picks the right size. */
  sizes: string;
  /** The widths offered (fewer than every width keeps small uses' markup short). */
  widths?: readonly number[];
  /** The page's first, largest photo: preloaded (AVIF) and fetched with high priority, never lazily. */
  priority?: boolean;
  /**
   * A full-bleed banner's least height, as a share of the screen's: upright phones then get the
   * middle of the photo that the banner shows them, not the whole frame (bannerCrop).
   */
  bannerMinHeight?: number;
  className?: string;
};

/** The <picture> (or, for a remote photo, the <img>) of a photo. */
export function Picture({
  photo,
  alt,
  sizes,
  widths = PHOTO_WIDTHS,
  priority = false,
  bannerMinHeight,
  className,
}: PictureProps) {
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
  };
  if (photo.kind === 'remote') {
    const srcSet = remoteSrcSet(photo.url, widths);
    const src = photoUrl(photo.url, FALLBACK_JPEG_WIDTH);
    if (priority) {
      preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
    }
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see the comment at the top
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        {...loading}
        className={className}
      />
    );
  }
  const [best] = SOURCE_FORMATS;
  const crop =
    bannerMinHeight === undefined ? undefined : bannerCrop(photo.width, photo.height, bannerMinHeight);
  if (priority && best) {
    // Only browsers that read AVIF act on this (type), and each fetches the width it will show:
    // upright phones the crop, other screens the whole frame (media), never both.
    const options = { as: 'image', type: best.type, fetchPriority: 'high' } as const;
    if (crop) {
      const [first] = crop.files;
      preload(builtPhotoPath(photo, first!.width, best.format, first!.height), {
        ...options,
        imageSrcSet: candidatesSrcSet(photo, best.format, crop.candidates),
        imageSizes: crop.sizes,
        media: UPRIGHT_PHONE.query,
      });
    }
    preload(builtPhotoPath(photo, widthsFor(photo.width, widths)[0]!, best.format), {
      ...options,
      imageSrcSet: builtSrcSet(photo, best.format, widths),
      imageSizes: sizes,
      ...(crop && { media: `not all and ${UPRIGHT_PHONE.query}` }),
    });
  }
  return (
    <picture>
      {crop &&
        SOURCE_FORMATS.map(({ format, type }) => (
          <source
            key={`crop-${format}`}
            media={UPRIGHT_PHONE.query}
            type={type}
            srcSet={candidatesSrcSet(photo, format, crop.candidates)}
            sizes={crop.sizes}
          />
        ))}
      {SOURCE_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={builtSrcSet(photo, format, widths)} sizes={sizes} />
      ))}
      <img
        src={jpegPhotoPath(photo)}
        width={photo.width}
        height={photo.height}
        alt={alt}
        {...loading}
        className={className}
      />
    </picture>
  );
}

/**
 * The placeholder painted behind a photo until it loads (and instead of it, should it fail: see
 * BOOT_SCRIPT): the photo's own blurred preview over its main colour, a few hundred bytes inline.
 * Remote photos (and photos with transparency, which would show it through) keep the site's drawn
 * placeholder (`photo-placeholder` in app/globals.css).
 */
export function placeholderStyle(photo: ResolvedPhoto): CSSProperties | undefined {
  if (photo.kind !== 'built' || !photo.opaque) return undefined;
  return {
    backgroundColor: photo.color,
    backgroundImage: `url(${photo.preview})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

type PhotoProps = Omit<PictureProps, 'className'> & {
  className?: string;
  imageClassName?: string;
};

/**
 * A photo that fills its (sized) container, cropped to it. The container carries the placeholder, so
 * the page looks finished while the photo loads and if it fails, and nothing shifts.
 */
export function Photo({ photo, className, imageClassName, ...picture }: PhotoProps) {
  const transparent = photo.kind === 'built' && !photo.opaque;
  return (
    <div
      className={cn('relative overflow-hidden', !transparent && 'photo-placeholder', className)}
      style={placeholderStyle(photo)}
    >
      <Picture
        photo={photo}
        {...picture}
        className={cn('absolute inset-0 size-full object-cover', imageClassName)}
      />
    </div>
  );
}
