import { MAP_ATTRIBUTE, MAP_SCRIPT, MAP_STYLESHEET } from '@/lib/browser/map-config.mjs';
import { messagesOf } from '@/lib/browser/messages';
import type { MapPoint, MapView, OpenMap } from './interactive-map-types';

// "Open the interactive map": swaps a static map (components/places/interactive-map.tsx) for a
// zoomable one, and back. Nothing of the map loads before the click: its script (Leaflet, the
// clustering, ./interactive-map-view.ts) is a file of its own, imported here on the first click, and
// the tiles come after it. If that fails, or no tile arrives (offline, the tile host blocked), the
// static map comes back with a short note.

const mapScript: string = MAP_SCRIPT;
let loading: Promise<{ openInteractiveMap: OpenMap }> | undefined;

/** The map's stylesheet (built pages: a file beside its script), added once; resolves once it applies. */
function loadStylesheet(doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = MAP_STYLESHEET;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`${MAP_STYLESHEET} did not load`));
      },
      { once: true },
    );
    doc.head.append(link);
  });
}

/**
 * The map's code and styles: in built pages its bundled files; in `npm run dev`, the module itself
 * (next dev bundles it, styles included, as a chunk of its own).
 */
function loadMapCode(doc: Document) {
  loading ??= (
    process.env.NODE_ENV === 'production'
      ? Promise.all([
          import(/* webpackIgnore: true */ mapScript) as Promise<{ openInteractiveMap: OpenMap }>,
          loadStylesheet(doc),
        ]).then(([code]) => code)
      : import('./interactive-map-view')
  ).catch((error: unknown) => {
    loading = undefined; // a later click tries again
    throw error;
  });
  return loading;
}

function setUp(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('button[data-map-toggle]');
  const toggleLabel = toggle?.querySelector<HTMLElement>('[data-map-toggle-label]') ?? toggle;
  const staticMap = root.querySelector<HTMLElement>('[data-map-static]');
  const view = root.querySelector<HTMLElement>('[data-map-view]');
  const note = root.querySelector<HTMLElement>('[data-map-note]');
  const data = root.querySelector('script[data-map-places]');
  if (!toggle || !toggleLabel || !staticMap || !view || !note || !data) return () => {};
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
      const { openInteractiveMap } = await loadMapCode(root.ownerDocument);
      const points = JSON.parse(data.textContent ?? '[]') as MapPoint[];
      // The zoomable map takes the static map's place at its size (at least a phone's usable height).
      view.style.height = `${Math.max(Math.round(staticMap.getBoundingClientRect().height), 320)}px`;
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
  return () => {
    toggle.removeEventListener('click', onClick);
    open?.remove();
  };
}

/** Every interactive map of the page ([data-interactive-map]); a page without one loads nothing. */
export function initInteractiveMap(doc: Document = document): () => void {
  const stops = [...doc.querySelectorAll<HTMLElement>(`[${MAP_ATTRIBUTE}]`)].map(setUp);
  return () => stops.forEach((stop) => stop());
}
