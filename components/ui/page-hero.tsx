import type { ReactNode } from 'react';

/** The dark banner that opens list pages (the navigation bar sits on it, transparent). */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    // data-banner: printed as dark text on white (app/print.css).
    <section
      data-banner=""
      className="relative overflow-hidden bg-forest-900 bg-[radial-gradient(ellipse_at_top_right,var(--color-forest-700),transparent_60%)] pt-32 pb-16 text-white sm:pt-36 sm:pb-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-forest-100">{children}</div>}
      </div>
    </section>
  );
}
