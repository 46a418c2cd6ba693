import { MAP_ATTRIBUTE, MAP_SCRIPT } from '@/lib/browser/map-config.mjs';
import type { TakeOverMap } from './interactive-map-types';

// "Open the interactive map" (components/places/interactive-map.tsx), the part every page carries:
// nothing of the map loads before the click. The first click imports the map's own script
// (./interactive-map-view.ts with Leaflet, a file of its own in built pages; in `npm run dev` the
// module itself), which then takes the button over; the tiles come after it. If the script cannot
// be had (offline), the button stays and the note says why.

const mapScript: string = MAP_SCRIPT;

/**
 * How many times the script failed to load. The browser keeps a module that failed as failed for
 * the page's life (its module map), so a later click asks for it under a new URL.
 */
let failures = 0;

const loadMapCode = (): Promise<{ takeOverMap: TakeOverMap }> =>
  process.env.NODE_ENV === 'production'
    ? import(/* webpackIgnore: true */ failures ? `${mapScript}?retry=${failures}` : mapScript)
    : import('./interactive-map-view');

function setUp(root: HTMLElement): () => void {
  const toggle = root.querySelector('button[data-map-toggle]');
  let stop = () => toggle?.removeEventListener('click', onClick);
  function onClick() {
    stop();
    loadMapCode().then(
      ({ takeOverMap }) => {
        const map = takeOverMap(root);
        stop = map.stop;
        map.open();
      },
      () => {
        failures += 1;
        const note = root.querySelector('[data-map-note]');
        if (note) note.textContent = root.dataset.msgFailed ?? '';
        toggle?.addEventListener('click', onClick);
      },
    );
  }
  toggle?.addEventListener('click', onClick);
  return () => stop();
}

/** Every interactive map of the page ([data-interactive-map]); a page without one loads nothing. */
export function initInteractiveMap(doc: Document = document): () => void {
  const stops = [...doc.querySelectorAll<HTMLElement>(`[${MAP_ATTRIBUTE}]`)].map(setUp);
  return () => stops.forEach((stop) => stop());
}
