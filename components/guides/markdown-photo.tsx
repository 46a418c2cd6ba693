// A photo in a guide's text (components/guides/markdown.tsx renders the text around it).
import { Picture, placeholderStyle } from '@/components/ui/photo';
import { cn } from '@/lib/cn';
import { INLINE_PHOTO_WIDTHS, PHOTO_HOST, type ResolvedPhoto } from '@/lib/photos/photo-url';

/** A stock photo nobody resolved (a Markdown preview, a test) is linked as it is. */
export const remoteFallback = (url: string): ResolvedPhoto | undefined =>
  url.startsWith(`https://${PHOTO_HOST}/`) ? { kind: 'remote', url } : undefined;

export const INLINE_SIZES = '(min-width: 768px) 736px, 100vw';

/**
 * A photo in a guide's text, at its own aspect ratio (never wider than the column or than itself), in
 * a box that carries its placeholder: the space is reserved while it loads, and the placeholder stays
 * if it fails (BOOT_SCRIPT hides a broken image). `photo` is the photo the page resolved for this
 * address; a remote photo the build could not download keeps the stock-photo host's sizes (3:2).
 */
export function MarkdownPhoto({
  src,
  alt,
  title,
  photo,
}: {
  src?: string;
  alt: string;
  title?: string;
  photo?: ResolvedPhoto;
}) {
  const fromPhotoHost = src?.startsWith(`https://${PHOTO_HOST}/`);
  if (photo?.kind === 'built') {
    return (
      <span
        className={cn(
          'my-8 block w-full overflow-hidden rounded-card shadow-card',
          !photo.opaque ? '' : 'photo-placeholder',
        )}
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          maxWidth: photo.width,
          ...placeholderStyle(photo),
        }}
      >
        <Picture
          photo={photo}
          alt={alt}
          sizes={INLINE_SIZES}
          widths={INLINE_PHOTO_WIDTHS}
          className="block size-full"
        />
      </span>
    );
  }
  if (photo && fromPhotoHost) {
    return (
      <span className="my-8 block aspect-[3/2] w-full rounded-card bg-tint-strong">
        <Picture
          photo={photo}
          alt={alt}
          sizes={INLINE_SIZES}
          widths={INLINE_PHOTO_WIDTHS}
          className="aspect-[3/2] h-auto w-full max-w-full rounded-card object-cover shadow-card"
        />
      </span>
    );
  }
  return (
    // Any other photo (one this page did not resolve, or another host's) at its natural size.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...(src ? { src } : {})}
      alt={alt}
      title={title}
      loading="lazy"
      decoding="async"
      className="my-8 h-auto max-w-full rounded-card shadow-card"
    />
  );
}
