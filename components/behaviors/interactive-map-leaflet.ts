import {
  DomEvent,
  control,
  divIcon,
  latLngBounds,
  map as leafletMap,
  marker as leafletMarker,
  tileLayer,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import Supercluster, { type PointFeature } from 'supercluster';
import 'leaflet/dist/leaflet.css';
import './interactive-map.css';
import { MAP_TILES } from '@/lib/browser/map-config.mjs';
import type { MapPoint, OpenMap } from './interactive-map-types';

// The interactive map itself: Leaflet with the tiles of lib/browser/map-config.mjs, one marker per
// place (a link to its page, named with its number and name), and supercluster's clusters where
// markers would crowd (a button that zooms in on them). Never part of a page: part of the map's own
// script (./interactive-map-view.ts), which a page loads only when a visitor opens its map.

/** How long the first tile may take before the map counts as failed (a host that never answers). */
const FIRST_TILE_TIMEOUT_MS = 15_000;

/**
 * Markers closer than this become one cluster. Supercluster counts in pixels of 512-pixel tiles and
 * Leaflet's are 256: 96 here keeps markers and clusters 48 screen pixels apart, more than a
 * cluster's width, so none covers another.
 */
const CLUSTER_RADIUS = 96;

const MARKER_SIZE = 32;

type Leaf = PointFeature<MapPoint>;

const fill = (message: string | undefined, count: number) =>
  (message ?? '{count}').replace('{count}', String(count));

/** A place's marker: a link to its page, showing its number as the list does. */
function placeElement(point: MapPoint): HTMLElement {
  const link = document.createElement('a');
  link.href = point.href;
  link.className = point.current ? 'map-place map-place-current' : 'map-place';
  link.setAttribute('aria-label', `${point.number}. ${point.name}`);
  link.dataset.mapPlace = String(point.number);
  link.textContent = String(point.number);
  return link;
}

export const openInteractiveMap: OpenMap = (container, { points, words, onFail }) => {
  const map: LeafletMap = leafletMap(container, {
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
    maxZoom: MAP_TILES.maxZoom,
  });
  control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
  const link = `<a href="${MAP_TILES.attribution.href}" target="_blank" rel="noopener">${MAP_TILES.attribution.text}</a>`;
  control.attribution({ prefix: false }).addAttribution(`© ${link}`).addTo(map);
  // The map's box is focusable (arrow keys move, + and − zoom): it is a named region.
  container.setAttribute('role', 'region');
  if (words.region) container.setAttribute('aria-label', words.region);

  let failed = false;
  let loaded = 0;
  const fail = () => {
    if (failed || loaded) return;
    failed = true;
    onFail();
  };
  const tiles = tileLayer(MAP_TILES.url, { maxZoom: MAP_TILES.maxZoom })
    .on('tileload', () => (loaded += 1))
    // Every tile of the first view answered, none with an image: offline, or the host is blocked.
    .on('load', () => {
      if (!loaded) fail();
    })
    .addTo(map);
  const timeout = window.setTimeout(fail, FIRST_TILE_TIMEOUT_MS);
  tiles.once('tileload', () => window.clearTimeout(timeout));

  const index = new Supercluster<MapPoint>({ radius: CLUSTER_RADIUS, maxZoom: 17 }).load(
    points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
      properties: point,
    })),
  );

  let zooming = false;
  map.on('zoomstart', () => (zooming = true)).on('zoomend', () => (zooming = false));

  const shown = new Map<string, Marker>();
  /** The place whose marker takes focus once a cluster it was in has opened. */
  let focusNext: number | undefined;

  function clusterElement(id: number, count: number, lat: number, lng: number): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-cluster';
    button.textContent = String(count);
    button.setAttribute('aria-label', fill(words.cluster, count));
    // The numbers of the places it holds, as the list numbers them.
    button.dataset.mapCluster = (index.getLeaves(id, Infinity) as Leaf[])
      .map((leaf) => leaf.properties.number)
      .sort((a, b) => a - b)
      .join(' ');
    button.addEventListener('click', () => {
      const leaves = index.getLeaves(id, 1) as Leaf[];
      focusNext = leaves[0]?.properties.number;
      const zoomIn = () => {
        const zoom = Math.max(index.getClusterExpansionZoom(id), Math.round(map.getZoom()) + 1);
        map.setView([lat, lng], Math.min(zoom, MAP_TILES.maxZoom));
      };
      // Leaflet drops a new view asked for while a zoom is still animating: ask once it has ended.
      if (zooming) map.once('zoomend', zoomIn);
      else zoomIn();
    });
    return button;
  }

  function render() {
    const zoom = Math.round(map.getZoom());
    const bounds = map.getBounds().pad(0.2);
    const features = index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom,
    );
    const next = new Set<string>();
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      const key =
        'cluster' in properties && properties.cluster
          ? `c${properties.cluster_id}`
          : `p${(properties as MapPoint).number}`;
      next.add(key);
      if (shown.has(key)) continue;
      const element =
        'cluster' in properties && properties.cluster
          ? clusterElement(properties.cluster_id, properties.point_count, lat, lng)
          : placeElement(properties as MapPoint);
      // The map neither drags nor zooms from a marker: a press is the link's or the button's.
      DomEvent.disableClickPropagation(element);
      const icon = divIcon({
        html: element,
        className: 'map-marker',
        iconSize: [MARKER_SIZE, MARKER_SIZE],
      });
      // Not Leaflet's own keyboard handling: the link or button inside is what takes focus.
      shown.set(key, leafletMarker([lat, lng], { icon, keyboard: false, interactive: false }).addTo(map));
    }
    for (const [key, shownMarker] of shown) {
      if (!next.has(key)) {
        shownMarker.remove();
        shown.delete(key);
      }
    }
    if (focusNext !== undefined) {
      const target = container.querySelector<HTMLElement>(`[data-map-place="${focusNext}"]`);
      focusNext = undefined;
      // Without scrolling: the browser would scroll the map's box itself and shift every layer.
      target?.focus({ preventScroll: true });
    }
  }
  map.on('moveend', render);

  const bounds = latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number]));
  if (points.length > 1) map.fitBounds(bounds, { padding: [MARKER_SIZE, MARKER_SIZE], maxZoom: 15 });
  else map.setView(bounds.getCenter(), 14);
  render();

  return {
    remove() {
      window.clearTimeout(timeout);
      map.remove();
    },
  };
};
