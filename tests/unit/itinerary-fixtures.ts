import { parsePlace } from '@/lib/places/places';
import type { Place } from '@/lib/places/place-schema';
import type { ItineraryFile } from '@/lib/itineraries/load';
import { checkItineraries } from '@/lib/itineraries/load';
import type { TransportCosts } from '@/lib/itineraries/transport-costs';
import type { TravelTable } from '@/lib/itineraries/travel-table-types';

// Small, made-up places, travel table and costs for the itinerary tests: numbers chosen so the
// expected times are easy to follow, not the site's data.

export const placeYaml: Record<string, string> = {
  museum: [
    "name: 'Town Museum'",
    'area: city-centre',
    'lat: -6.9200',
    'lng: 107.6100',
    "source: 'https://www.openstreetmap.org/node/1'",
    "hours: 'Tue–Sun 09:00–12:00, 13:00–16:00; Mon closed'",
    "price: '10,000 local; 50,000 foreign'",
    "visit: '1–2 h'",
  ].join('\n'),
  square: [
    "name: 'Town Square'",
    'area: city-centre',
    'lat: -6.9220',
    'lng: 107.6100',
    "source: 'https://www.openstreetmap.org/node/2'",
    "hours: '00:00–24:00'",
    'price: free',
    "visit: '30 min'",
  ].join('\n'),
  crater: [
    "name: 'Crater'",
    'area: lembang-and-the-north',
    "hours: '08:00–17:00'",
    "price: '20,000–30,000'",
    "visit: '1 h'",
  ].join('\n'),
  market: ["name: 'Night Market'", 'area: city-centre', "hours: '17:00–23:00'", "visit: '1.5 h'"].join('\n'),
  hotel: [
    "name: 'Hotel'",
    'area: city-centre',
    'lat: -6.9210',
    'lng: 107.6110',
    "source: 'https://www.openstreetmap.org/node/3'",
  ].join('\n'),
};

export function fixturePlaces(overrides: Record<string, string> = {}): Map<string, Place> {
  const yaml = { ...placeYaml, ...overrides };
  return new Map(
    Object.entries(yaml).map(([id, text]) => [id, parsePlace(`content/places/${id}.yaml`, text)]),
  );
}

export const fixtureTable: TravelTable = {
  zones: [
    { id: 'town', name: { en: 'town', id: 'kota' }, areas: ['city-centre'] },
    { id: 'hills', name: { en: 'hills', id: 'bukit' }, areas: ['lembang-and-the-north'] },
  ],
  rows: [
    {
      between: ['town', 'town'],
      km: { min: 2, max: 4 },
      weekday: { min: 10, max: 20 },
      weekend: { min: 15, max: 30 },
      angkot: { min: 20, max: 40 },
      sources: [],
    },
    {
      between: ['town', 'hills'],
      km: { min: 10, max: 20 },
      weekday: { min: 40, max: 60 },
      weekend: { min: 60, max: 120 },
      sources: [],
    },
  ],
};

export const fixtureCosts: TransportCosts = {
  car: {
    bandung: { min: 500_000, max: 600_000 },
    outOfTown: { min: 700_000, max: 800_000 },
    seen: '2026-01-01',
    sources: [],
  },
  rideHailing: { perKm: { min: 3_000, max: 5_000 }, seen: '2026-01-01', sources: [] },
  angkot: { perRide: { min: 4_000, max: 5_000 }, seen: '2026-01-01', sources: [] },
};

/** An itinerary file's text: the words, then the days' YAML as given. */
export const itineraryYaml = (days: string, extra = '') =>
  [
    "title: 'A Day in Town'",
    "summary: 'A day in town.'",
    "intro: 'Museums and a square.'",
    'updated: 2026-11-28',
    'base: hotel',
    extra,
    'days:',
    days,
  ]
    .filter(Boolean)
    .join('\n');

export const check = (files: ItineraryFile[], places = fixturePlaces()) =>
  checkItineraries(files, { places, table: fixtureTable, costs: fixtureCosts });
