import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * The mobile menu: a <details> disclosure, so it opens and closes without JavaScript.
 * components/behaviors/mobile-menu.ts adds aria-expanded and closes it on Escape, on a chosen link
 * and when focus or a click leaves it.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details data-mobile-menu="" className="group/menu md:hidden">
      {/* No role on <summary>: it already is the disclosure's button (a role there is invalid HTML). */}
      <summary className="flex size-11 list-none items-center justify-center rounded-full text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-tint">
        <Icon name="menu" className="size-6 group-open/menu:hidden" />
        <Icon name="x" className="hidden size-6 group-open/menu:block" />
        <span className="sr-only">{label}</span>
      </summary>
      {/* Scrolls on its own when taller than the screen; the page behind it does not scroll while it is
          open (app/globals.css). */}
      <div className="absolute inset-x-3 top-full mt-2 max-h-[calc(100svh-5rem)] overflow-y-auto overscroll-contain rounded-card bg-card p-3 shadow-lift ring-1 ring-line/5">
        {children}
      </div>
    </details>
  );
}
