import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CARD_PHOTO_WIDTHS, type ResolvedPhoto } from '@/lib/photos/photo-url';
import { Photo } from './photo';

type PhotoCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  image: { photo: ResolvedPhoto; alt: string };
  children: ReactNode;
};

/** A white card that opens with a 16:10 photo (zoomed gently on hover); guide and tour cards use it. */
export function PhotoCard({ image, className, children, ...props }: PhotoCardProps) {
  return (
    <article
      className={cn(
        'group flex flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-line/5 transition-shadow hover:shadow-lift',
        className,
      )}
      {...props}
    >
      <Photo
        photo={image.photo}
        alt={image.alt}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        widths={CARD_PHOTO_WIDTHS}
        className="aspect-[16/10] print:hidden"
        imageClassName="transition-transform duration-500 group-hover:scale-105"
      />
      {children}
    </article>
  );
}
