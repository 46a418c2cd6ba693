// @vitest-environment node
import { distanceKm, NEARBY_KM, nearestPlaces } from '@/lib/places/place-lists';
import { getPlaces, hasCoordinates, type Place } from '@/lib/content';

// "Near this place" on a place's page: only places within NEARBY_KM, nearest first, none when none.

const places = getPlaces();
const all = [...places.values()];
const place = (id: string) => places.get(id)! as Place & { lat: number; lng: number };
const ids = (list: { place: Place }[]) => list.map((entry) => entry.place.id);

describe('places near a place', () => {
  it('lists Kawah Putih’s neighbours in the south, never Husein airport 35 km away', () => {
    const near = nearestPlaces(place('kawah-putih'), all);
    expect(ids(near)).toContain('situ-patenggang');
    expect(ids(near)).not.toContain('bandara-husein-sastranegara');
    expect(distanceKm(place('kawah-putih'), place('bandara-husein-sastranegara'))).toBeGreaterThan(30);
  });

  it('lists only places within the distance, nearest first, for every mapped place', () => {
    for (const from of all.filter(hasCoordinates)) {
      const near = nearestPlaces(from, all);
      for (const { place: other, km } of near) {
        expect(km, `${from.id} → ${other.id}`).toBeLessThanOrEqual(NEARBY_KM);
        expect(km).toBeCloseTo(distanceKm(from, other as typeof from), 6);
        expect(other.id).not.toBe(from.id);
      }
      expect(near.map((entry) => entry.km)).toEqual([...near.map((entry) => entry.km)].sort((a, b) => a - b));
      // Nothing within the distance is left out in favour of a farther place.
      const left = all
        .filter(hasCoordinates)
        .filter((other) => other.id !== from.id && !ids(near).includes(other.id))
        .map((other) => distanceKm(from, other));
      if (near.length) for (const km of left) expect(km).toBeGreaterThanOrEqual(near.at(-1)!.km);
    }
  });

  it('lists none when nothing is that close, and none for a place without coordinates', () => {
    const lonely = { ...place('kawah-putih'), id: 'far-east', lat: -7.4, lng: 108.5 } as Place;
    expect(nearestPlaces(lonely, [...all, lonely])).toEqual([]);
    const unmapped = all.find((entry) => !hasCoordinates(entry))!;
    expect(nearestPlaces(unmapped, all)).toEqual([]);
  });

  it('keeps a place 9.9 km away and drops one 10.1 km away', () => {
    const from = { ...place('kawah-putih'), id: 'from', lat: -7, lng: 107.5 } as Place;
    // 1° of latitude is about 111.2 km on the haversine sphere.
    const at = (km: number, id: string) => ({ ...from, id, lat: -7 - km / 111.195 }) as Place;
    const near = nearestPlaces(from, [from, at(10.1, 'farther'), at(9.9, 'closer')]);
    expect(ids(near)).toEqual(['closer']);
  });
});
