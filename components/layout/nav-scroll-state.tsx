'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isScrolled } from '@/lib/nav';

/** The fixed header: transparent at the top of the page, solid once scrolled past the threshold. */
export function NavScrollState({ children, className }: { children: ReactNode; className?: string }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={className} data-nav="" data-scrolled={scrolled ? '' : undefined}>
      {children}
    </header>
  );
}
