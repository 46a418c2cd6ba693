import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

/** The dark call-to-action block that closes a list page: a question, a line of copy, one link. */
export function ClosingCta({
  id,
  title,
  href,
  label,
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  title: string;
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    // A call to act, white on a dark card: on paper (no backgrounds) it would print white on white.
    <section aria-labelledby={`${id}-heading`} className="px-4 pb-20 sm:px-6 print:hidden">
      <div className="mx-auto max-w-4xl rounded-card bg-forest-900 bg-[radial-gradient(ellipse_at_bottom_left,var(--color-forest-700),transparent_65%)] px-6 py-12 text-center text-white shadow-lift sm:px-12">
        <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-forest-100">{children}</p>
        <div className="mt-8">
          <ButtonLink href={href}>{label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
