import { isScrolled } from '@/lib/browser/nav-scroll';

/**
 * The fixed header (<header data-nav>) gets data-scrolled once the page is scrolled past the
 * threshold. (The 404 page has a header per language, one of them shown: each follows the scroll.)
 */
export function initNavScroll(doc: Document = document): () => void {
  const headers = [...doc.querySelectorAll<HTMLElement>('[data-nav]')];
  const view = doc.defaultView;
  if (headers.length === 0 || !view) return () => {};
  const update = () => {
    const scrolled = isScrolled(view.scrollY);
    for (const header of headers) header.toggleAttribute('data-scrolled', scrolled);
  };
  // The first check waits for the next frame: reading scrollY forces a layout, and the frame lays
  // the page out anyway (a page reloaded mid-way down is then solid from its first painted frame on).
  view.requestAnimationFrame(update);
  view.addEventListener('scroll', update, { passive: true });
  return () => view.removeEventListener('scroll', update);
}
