import { isScrolled } from '@/lib/browser/nav-scroll';

/** The fixed header (<header data-nav>) gets data-scrolled once the page is scrolled past the threshold. */
export function initNavScroll(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('[data-nav]');
  const view = doc.defaultView;
  if (!header || !view) return () => {};
  const update = () => header.toggleAttribute('data-scrolled', isScrolled(view.scrollY));
  // The first check waits for the next frame: reading scrollY forces a layout, and the frame lays
  // the page out anyway (a page reloaded mid-way down is then solid from its first painted frame on).
  view.requestAnimationFrame(update);
  view.addEventListener('scroll', update, { passive: true });
  return () => view.removeEventListener('scroll', update);
}
