import type { Box } from './map-geometry';
import type { MapLabel } from './map-labels';
import type { MapMarker } from './map-markers';

// What lib/places/map-layout.ts takes and what it gives: a map's places, towns and volcanoes in,
// everything placed (in map units) out.

type LatLng = { lat: number; lng: number };

/** A landmark or town to draw when it falls inside the frame: its name in the page's language. */
export type LandmarkInput = LatLng & { id: string; name: string };
export type TownInput = LatLng & { name: string };
export type MapLandmark = { id: string; x: number; y: number; box: Box; label: MapLabel };
export type MapTown = { name: string; x: number; y: number; box: Box; label: MapLabel };

export type MapLayout = {
  width: number;
  /** Height of the plotted area; the legend strip (LEGEND_HEIGHT) is below it. */
  height: number;
  kmPerUnit: number;
  centre: {
    x: number;
    y: number;
    visible: boolean;
    /** Where the centre's name goes: beside the diamond, where nothing covers it (or nowhere). */
    label?: MapLabel;
  };
  /** The landmarks inside the frame whose triangle and name cover no marker and nothing else drawn. */
  landmarks: MapLandmark[];
  /** The rings, each with its distance's label where one fits. */
  rings: { km: number; r: number; label?: MapLabel }[];
  /** The towns inside the frame whose dot and name cover nothing else drawn. */
  towns: MapTown[];
  scale: { km: number; length: number };
  markers: MapMarker[];
  /** The city's core, drawn as a circle around the centre when an inset shows it larger. */
  core?: { km: number; r: number };
  /** The core's own map, at a larger scale: its places are on it rather than on this one. */
  inset?: MapLayout;
};

export type MapOptions = {
  width?: number;
  centreLabel?: string;
  /** The name of the circle on the map that the inset shows larger ("City center: map below"). */
  insetLabel?: string;
  /** The rings' centre and the diamond. */
  centre?: LatLng;
  /** Drawn only inside the frame: the places make it, widened by at most LANDMARK_REACH for these. */
  landmarks?: readonly LandmarkInput[];
  /** Named where they fall inside the frame and their names fit, the first first. */
  towns?: readonly TownInput[];
  /** false: never an inset (the inset itself). */
  inset?: boolean;
};
