// @ts-check
// The interactive map's one configuration place: the tile host, its attribution, and where the map's
// own files are served from. Read by the map's behaviour (components/behaviors/interactive-map.ts),
// the map itself (interactive-map-view.ts), the policy (scripts/build/security-policy.mjs allows the
// tile host on the pages that have the map, and only there), the build step that writes the files
// (scripts/build/behaviors.mjs) and the tests. Plain JavaScript so the build scripts import it too.
//
// OpenStreetMap's own raster tiles: free for a site like this one under its tile usage policy
// (https://operations.osmfoundation.org/policies/tiles/: a valid Referer, the attribution shown,
// no bulk downloading, no offline copies). Loaded only when a visitor opens the map. To move to
// another raster tile service (a commercial one for heavy traffic), change the template, the
// attribution and the zoom limit here; the policy follows.

/** @typedef {{ url: string, attribution: { text: string, href: string }, maxZoom: number }} TileService */

/** @type {TileService} */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // OSM's attribution guidelines: "© OpenStreetMap" linked to its copyright page, visible on the map.
  attribution: { text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
  maxZoom: 19,
};

/** The tile host's origin, as the policy names it (img-src: tiles are images). */
/** @param {TileService} tiles */
const originOf = (tiles) => new URL(tiles.url.replace(/\{[a-z]\}/g, '0')).origin;
// (Marked pure so the inline behaviours, which never show a tile, carry none of this.)
export const MAP_TILE_ORIGIN = /* @__PURE__ */ originOf(MAP_TILES);

/**
 * The map's script and stylesheet (Leaflet, the clustering and the map's own code and styles),
 * bundled at build from components/behaviors/interactive-map-view.ts: loaded only when a visitor opens
 * the map, never precached.
 */
export const MAP_SCRIPT = '/behaviors/interactive-map.js';
export const MAP_STYLESHEET = '/behaviors/interactive-map.css';

/** The attribute of the element that holds a page's map (the policy looks for it in the markup). */
export const MAP_ATTRIBUTE = 'data-interactive-map';
