'use client';

import { useEffect, useRef } from 'react';
import { ensureKlookScript } from '@/lib/klook-script';

/**
 * Adds the Klook loader script once the widgets come near the viewport, so third-party code never
 * delays first paint. The script is added at most once per document (also after client-side
 * navigation back to the home page).
 */
export function KlookWidgetLoader() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const section = ref.current?.parentElement;
    if (!section) return;
    if (!('IntersectionObserver' in window)) {
      ensureKlookScript();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          ensureKlookScript();
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return <span ref={ref} hidden />;
}
