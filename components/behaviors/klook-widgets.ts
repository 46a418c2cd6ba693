import { ensureKlookScript } from '@/lib/browser/klook-script';

/**
 * Adds the Klook loader script once the widgets section ([data-klook-widgets]) comes near the
 * viewport, so third-party code never delays first paint. ensureKlookScript adds it at most once.
 * Once the loader has loaded, the section is marked data-klook-loaded and the boxes take the
 * widgets' height (app/globals.css) before the loader fills them, 600 px before they scroll into view;
 * while it is blocked or absent they stay compact fallback cards.
 */
export function initKlookWidgets(doc: Document = document): () => void {
  const section = doc.querySelector('[data-klook-widgets]');
  const view = doc.defaultView;
  if (!section || !view) return () => {};
  const loaded = () => section.setAttribute('data-klook-loaded', '');
  if (!('IntersectionObserver' in view)) {
    ensureKlookScript(doc, loaded);
    return () => {};
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        ensureKlookScript(doc, loaded);
        observer.disconnect();
      }
    },
    { rootMargin: '600px 0px' },
  );
  observer.observe(section);
  return () => observer.disconnect();
}
