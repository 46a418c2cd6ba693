import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** A section's eyebrow, h2 and optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className={cn('text-sm font-bold tracking-widest uppercase', dark ? 'text-amber-300' : 'text-link')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
          dark ? 'text-white' : 'text-heading',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-forest-100' : 'text-ink-muted')}>
          {intro}
        </p>
      )}
    </div>
  );
}
