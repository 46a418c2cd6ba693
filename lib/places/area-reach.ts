import { areaName } from '../content/taxonomy';
import { LANDMARKS } from './landmarks';
import { CITY_CENTRE, REFERENCE_TOWNS } from './map-layout';
import type { PLACE_AREA_SLUGS } from '../content/places/schema';
import { distanceKm } from './place-lists';

// How far from its area a place may lie: a centre and a radius per area, so a position copied for the
// wrong place (a Lembang cafe 30 km south, Kawah Putih in the city) is caught before it is written.
// The centres are points the project already holds with their sources (Bandung's and Lembang's
// coordinates in ./map-layout.ts, Mount Patuha's summit in ./landmarks.ts); the radii are generous
// enough for every place mapped today (tests/unit/place-locate.test.ts checks each record against them).

type PlaceArea = (typeof PLACE_AREA_SLUGS)[number];
type Point = { lat: number; lng: number };

export type AreaReach = { centre: Point; centreName: string; radiusKm: number };

const lembang = REFERENCE_TOWNS.find((town) => town.name === 'Lembang')!;
const patuha = LANDMARKS.find((landmark) => landmark.id === 'patuha')!;

export const AREA_REACH: Record<PlaceArea, AreaReach> = {
  // The city, Gedebage and the airport included: Al Jabbar, the farthest mapped today, is 11 km out.
  'city-centre': { centre: CITY_CENTRE, centreName: 'Bandung', radiusKm: 15 },
  // Lembang, Dago's upper slopes, Tangkuban Parahu and Ciater's hot springs.
  'lembang-and-the-north': { centre: lembang, centreName: 'Lembang', radiusKm: 22 },
  // Ciwidey, Rancabali and the Patuha highlands, with room for Pangalengan to the east.
  'ciwidey-and-the-south': { centre: patuha, centreName: 'Mount Patuha', radiusKm: 30 },
  // Day trips: Padalarang's karst, the Whoosh stations, Kertajati airport (69 km).
  'further-afield': { centre: CITY_CENTRE, centreName: 'Bandung', radiusKm: 150 },
};

/** Where a point lies against its area's reach: its distance from the centre, and whether that is too far. */
export function areaDistance(area: PlaceArea, point: Point) {
  const reach = AREA_REACH[area];
  const km = distanceKm(reach.centre, point);
  return { km, reach, tooFar: km > reach.radiusKm, areaName: areaName('en', area) };
}
