import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

// A section of the places pages: its column (the text's width, or the cards' wider one) and its h2.

const columns = {
  prose: 'mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6',
  cards: 'mx-auto max-w-6xl px-4 pb-12 sm:px-6',
} as const;

/** The column alone, for what has no heading of its own (the map above the lists). */
export const placeColumn = (className?: string) => cn(columns.prose, className);

export function PlaceSection({
  headingId,
  title,
  column = 'prose',
  className,
  children,
  ...props
}: ComponentProps<'section'> & { headingId: string; title: ReactNode; column?: keyof typeof columns }) {
  return (
    <section aria-labelledby={headingId} {...props} className={cn(columns[column], className)}>
      <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
