// The landmarks the inline maps draw for orientation (lib/places/map-layout.ts), where they fall
// inside a map's frame: the main volcanoes around Bandung. Summit coordinates from open sources,
// each named beside it; their names in each language are messages (places.landmarks.<id>).

export type Landmark = { id: LandmarkId; lat: number; lng: number; source: string };

export const LANDMARK_IDS = [
  'tangkubanParahu',
  'patuha',
  'malabar',
  'manglayang',
  'papandayan',
  'guntur',
] as const;
export type LandmarkId = (typeof LANDMARK_IDS)[number];

export const LANDMARKS: readonly Landmark[] = [
  // Global Volcanism Program, Tangkuban Parahu (263090): 6.77°S, 107.6°E.
  { id: 'tangkubanParahu', lat: -6.77, lng: 107.6, source: 'https://volcano.si.edu/volcano.cfm?vn=263090' },
  // Kawah Putih's volcano: en.wikipedia, "Mount Patuha" (7°09′37″S 107°24′E).
  { id: 'patuha', lat: -7.16028, lng: 107.4, source: 'https://en.wikipedia.org/wiki/Mount_Patuha' },
  // de.wikipedia, "Malabar (Vulkan)" (7°8′S 107°39′E).
  { id: 'malabar', lat: -7.1333, lng: 107.65, source: 'https://de.wikipedia.org/wiki/Malabar_(Vulkan)' },
  // id.wikipedia, "Gunung Manglayang" (6°52′32″S 107°44′37″E).
  {
    id: 'manglayang',
    lat: -6.87556,
    lng: 107.74361,
    source: 'https://id.wikipedia.org/wiki/Gunung_Manglayang',
  },
  // Garut's volcanoes, for the day trips: Global Volcanism Program, Papandayan (263100): 7.32°S,
  // 107.73°E; Guntur (263130): 7.143°S, 107.841°E (reference points near the summits, about 1 km).
  { id: 'papandayan', lat: -7.32, lng: 107.73, source: 'https://volcano.si.edu/volcano.cfm?vn=263100' },
  { id: 'guntur', lat: -7.143, lng: 107.841, source: 'https://volcano.si.edu/volcano.cfm?vn=263130' },
];

/** The place record whose coordinates are the maps' city centre: the town square. */
export const CITY_CENTRE_PLACE = 'alun-alun-bandung';
