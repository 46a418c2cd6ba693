import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

// A home-page section: its band (plain, tinted or dark), its column and its heading (eyebrow, h2,
// intro), written once. What the section shows is its children.

const bands = { plain: '', tint: 'bg-tint py-20', dark: 'bg-forest-900 py-20 text-white' } as const;
const columns = { wide: 'max-w-6xl', narrow: 'max-w-3xl' } as const;

type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  id: string;
  /** The heading: its id (the section's label), eyebrow, title and optional intro. */
  heading: { id: string; eyebrow: string; title: string; intro?: string };
  band?: keyof typeof bands;
  column?: keyof typeof columns;
  children: ReactNode;
};

export function Section({ id, heading, band = 'plain', column = 'wide', children, ...props }: SectionProps) {
  const head = <SectionHeading {...heading} tone={band === 'dark' ? 'dark' : 'light'} />;
  // A plain section is its own column; a banded one spans the page, its column inside.
  if (band === 'plain') {
    return (
      <section
        id={id}
        {...props}
        aria-labelledby={heading.id}
        className={cn('mx-auto', columns[column], 'px-4 py-20 sm:px-6')}
      >
        {head}
        {children}
      </section>
    );
  }
  return (
    <section id={id} {...props} aria-labelledby={heading.id} className={bands[band]}>
      <div className={cn('mx-auto', columns[column], 'px-4 sm:px-6')}>
        {head}
        {children}
      </div>
    </section>
  );
}
