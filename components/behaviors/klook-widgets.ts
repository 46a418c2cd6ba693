import { ensureKlookScript } from '@/lib/browser/klook-script';

/**
 * Adds the Klook loader script once the widgets section ([data-klook-widgets]) comes near the
 * viewport, so third-party code never delays first paint. ensureKlookScript adds it at most once.
 */
export function initKlookWidgets(doc: Document = document): () => void {
  const section = doc.querySelector('[data-klook-widgets]');
  const view = doc.defaultView;
  if (!section || !view) return () => {};
  if (!('IntersectionObserver' in view)) {
    ensureKlookScript(doc);
    return () => {};
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        ensureKlookScript(doc);
        observer.disconnect();
      }
    },
    { rootMargin: '600px 0px' },
  );
  observer.observe(section);
  return () => observer.disconnect();
}
