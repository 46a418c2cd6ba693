'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { behaviors } from './all';
import { offlineBehaviors } from './offline-behaviors';

/**
 * `npm run dev` only (components/layout/site-document.tsx renders it when NODE_ENV is development): runs the same
 * behaviours as the built pages' inline script, so a page previewed in dev behaves as it will in
 * production. It starts them after React has hydrated the page (so React never meets DOM the
 * behaviours changed), stops them on unmount (Strict Mode mounts twice in dev), and starts them
 * again on the new page after a client-side navigation (in dev, next/link navigates without a page
 * load; the built pages have no runtime, so there every link is a page load). The production build
 * never runs it: it is not rendered there, and the post-build step deletes every Next script.
 */
export function DevBehaviors(): null {
  const pathname = usePathname();
  useEffect(() => {
    // In built pages the offline behaviours are a script of their own, loaded where needed.
    const stops = [...behaviors, ...offlineBehaviors].map((init) => init(document));
    return () => stops.forEach((stop) => stop());
  }, [pathname]);
  return null;
}
