import { MAP_STYLESHEET } from '@/lib/browser/map-config.mjs';
import { messagesOf } from '@/lib/browser/messages';
import { openInteractiveMap } from './interactive-map-leaflet';
import type { MapPoint, MapView, TakeOverMap } from './interactive-map-types';

// The interactive map's own script (bundled by scripts/build/behaviors.mjs with Leaflet and its
// styles, loaded by ./interactive-map.ts on the first click): it takes over the map's button and
// swaps the static map (components/places/interactive-map.tsx) for the zoomable one
// (./interactive-map-leaflet.ts) and back. If the stylesheet fails, or no tile arrives (offline, the
// tile host blocked), the static map comes back with a short note.

/** Built pages: the map's stylesheet, a file beside this script, added once; resolves once it applies. */
let styles: Promise<void> | undefined;
function loadStylesheet(doc: Document): Promise<void> {
  // In `npm run dev` the module's own imports bring the styles (next dev bundles them).
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  styles ??= new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = MAP_STYLESHEET;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        styles = undefined; // a later click tries again
        reject(new Error(`${MAP_STYLESHEET} did not load`));
      },
      { once: true },
    );
    doc.head.append(link);
  });
  return styles;
}

export const takeOverMap: TakeOverMap = (root) => {
  const toggle = root.querySelector<HTMLButtonElement>('button[data-map-toggle]');
  const toggleLabel = toggle?.querySelector<HTMLElement>('[data-map-toggle-label]') ?? toggle;
  const staticMap = root.querySelector<HTMLElement>('[data-map-static]');
  const view = root.querySelector<HTMLElement>('[data-map-view]');
  const note = root.querySelector<HTMLElement>('[data-map-note]');
  const data = root.querySelector('script[data-map-places]');
  if (!toggle || !toggleLabel || !staticMap || !view || !note || !data)
    return { stop: () => {}, open: () => {} };
  const words = messagesOf(root);
  let open: MapView | undefined;
  let busy = false;

  const showStatic = (failed: boolean) => {
    open?.remove();
    open = undefined;
    view.hidden = true;
    view.replaceChildren();
    staticMap.hidden = false;
    toggleLabel.textContent = words.open ?? '';
    toggle.setAttribute('aria-expanded', 'false');
    note.textContent = failed ? (words.failed ?? '') : '';
    root.dataset.mapState = failed ? 'failed' : 'static';
  };

  const onClick = async () => {
    if (open) return showStatic(false);
    if (busy) return;
    busy = true;
    note.textContent = words.loading ?? '';
    try {
      await loadStylesheet(root.ownerDocument);
      const points = JSON.parse(data.textContent ?? '[]') as MapPoint[];
      // The zoomable map takes the static map's place at its size.
      // The main drawing's height (not its inset's), between 320 px and most of the window.
      const drawn = staticMap.querySelector('svg')?.getBoundingClientRect().height ?? 0;
      const height = Math.min(Math.max(drawn, 320), Math.max(320, window.innerHeight * 0.8));
      view.style.height = `${Math.round(height)}px`;
      view.hidden = false;
      staticMap.hidden = true;
      let failedEarly = false;
      open = openInteractiveMap(view, {
        points,
        words: { region: words.region, zoomIn: words.zoomIn, zoomOut: words.zoomOut, cluster: words.cluster },
        onFail: () => (open ? showStatic(true) : (failedEarly = true)),
      });
      if (failedEarly) return showStatic(true);
      toggleLabel.textContent = words.close ?? '';
      toggle.setAttribute('aria-expanded', 'true');
      note.textContent = '';
      root.dataset.mapState = 'open';
    } catch {
      showStatic(true);
    } finally {
      busy = false;
    }
  };

  toggle.addEventListener('click', onClick);
  return {
    open: () => void onClick(),
    stop: () => {
      toggle.removeEventListener('click', onClick);
      open?.remove();
    },
  };
};
