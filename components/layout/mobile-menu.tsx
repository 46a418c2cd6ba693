'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The mobile menu: a <details> disclosure, so it opens and closes without JavaScript. With
 * JavaScript it also closes on Escape (focus back on the button), when a link is chosen, on
 * navigation, and when focus or a click leaves it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  // Unset until hydrated: without JavaScript the browser exposes the disclosure's own state.
  const [expanded, setExpanded] = useState<boolean>();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusButton: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusButton) details.querySelector('summary')?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!details.contains(target)) close(false);
      else if ((target as Element).closest?.('a')) close(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onToggle = () => setExpanded(details.open);
    onToggle();
    details.addEventListener('toggle', onToggle);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    return () => {
      details.removeEventListener('toggle', onToggle);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  return (
    <details ref={ref} className="group/menu md:hidden">
      <summary
        role="button"
        aria-expanded={expanded}
        className="flex size-11 list-none items-center justify-center rounded-full text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-forest-50"
      >
        <MenuGlyph open={false} className="size-6 group-open/menu:hidden" />
        <MenuGlyph open className="hidden size-6 group-open/menu:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-3 top-full mt-2 rounded-card bg-white p-3 shadow-lift ring-1 ring-forest-900/5">
        {children}
      </div>
    </details>
  );
}

// Inline glyphs (lucide's menu and x paths) rather than lucide-react: in a client component the icon
// library's runtime would ship to every page for two icons.
function MenuGlyph({ open, className }: { open: boolean; className: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={className}
    >
      <path d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'} />
    </svg>
  );
}
