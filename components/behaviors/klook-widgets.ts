import { ensureKlookScript } from '@/lib/browser/klook-script';

/**
 * How near the viewport the widgets section is when the boxes take the widgets' height: more than a
 * scroll moves between two frames, and less than the home page's first screen is from the widgets on
 * common screens (1,028 px at 1280 × 720, 985 px at 1920 × 1080), so a page opened at the top never
 * starts with tall boxes that a blocked loader would shrink in view after a jump to them.
 */
export const KLOOK_PREPARE_MARGIN = '900px 0px';
/** How near the viewport the widgets section is when the loader is requested. */
export const KLOOK_LOAD_MARGIN = '600px 0px';

/**
 * Adds the Klook loader script once the widgets section ([data-klook-widgets]) comes within 600 px of
 * the viewport, so third-party code never delays first paint; ensureKlookScript adds it at most once.
 *
 * The widgets are taller than the fallback cards the boxes hold until then (app/klook-widgets.css), and a
 * box must never grow while a visitor sees it: what is below it would jump. So once the section is
 * within 900 px of the viewport and still off screen, it is marked data-klook-expected and the
 * boxes take the widgets' height, the fallback card in their middle; the loader, however late, then
 * fills them without moving anything. Should it fail (a blocker refuses it at once, 600 px before
 * the section is in view), the mark goes and the boxes are compact cards again, still off screen. A
 * visitor who lands on the section (a link to it) keeps the compact cards until the loader has
 * loaded. Once loaded, the section is marked data-klook-loaded (the widgets' height for good).
 */
export function initKlookWidgets(doc: Document = document): () => void {
  const section = doc.querySelector('[data-klook-widgets]');
  const view = doc.defaultView;
  if (!section || !view) return () => {};
  const loaded = () => {
    section.setAttribute('data-klook-loaded', '');
    section.removeAttribute('data-klook-expected');
  };
  const failed = () => section.removeAttribute('data-klook-expected');
  if (!('IntersectionObserver' in view)) {
    ensureKlookScript(doc, loaded, failed);
    return () => {};
  }
  const nearOf = (entries: IntersectionObserverEntry[]) => entries.find((entry) => entry.isIntersecting);
  const prepare = new view.IntersectionObserver(
    (entries) => {
      const near = nearOf(entries);
      if (!near) return;
      const { top, bottom } = near.boundingClientRect;
      if (top >= view.innerHeight || bottom <= 0) section.setAttribute('data-klook-expected', '');
      prepare.disconnect();
    },
    { rootMargin: KLOOK_PREPARE_MARGIN },
  );
  const load = new view.IntersectionObserver(
    (entries) => {
      if (!nearOf(entries)) return;
      ensureKlookScript(doc, loaded, () => {
        prepare.disconnect();
        failed();
      });
      load.disconnect();
    },
    { rootMargin: KLOOK_LOAD_MARGIN },
  );
  prepare.observe(section);
  load.observe(section);
  return () => {
    prepare.disconnect();
    load.disconnect();
  };
}
