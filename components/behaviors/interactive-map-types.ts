// What the page hands the interactive map (components/places/interactive-map.tsx renders it as JSON)
// and what the map's on-demand script (./interactive-map-view.ts, ./interactive-map-leaflet.ts) offers
// its behaviour (./interactive-map.ts). Types only: nothing of it reaches the inline behaviours.

/** A place on the map: its number in the page's list, its name, its page and its position. */
export type MapPoint = {
  number: number;
  name: string;
  href: string;
  lat: number;
  lng: number;
  /** The place whose page this is (drawn apart from its neighbours). */
  current?: boolean;
};

/** The words the map shows, in the page's language (data-msg-* on the map's root). */
export type MapWords = {
  region?: string;
  zoomIn?: string;
  zoomOut?: string;
  cluster?: string;
};

export type OpenMapOptions = {
  points: readonly MapPoint[];
  words: MapWords;
  /** Called once when no tile could be loaded (offline, or the tile host blocked). */
  onFail: () => void;
};

/** An open map: remove() takes it down (the static map comes back). */
export type MapView = { remove(): void };

export type OpenMap = (container: HTMLElement, options: OpenMapOptions) => MapView;

/** What the map's script does with a map's markup: takes its button over; open() opens the map. */
export type TakeOverMap = (root: HTMLElement) => { open(): void; stop(): void };
