import type { Localized } from '../i18n/locales';
import type { Place } from '../places/place-schema';
import type { PLACE_AREA_SLUGS } from '../places/place-schema';

// Where a place lies for the travel table (./travel-table.ts): the areas of lib/content/taxonomy.ts
// are too coarse for travel times (Tangkuban Perahu is half an hour beyond Lembang; Dago Pakar is
// on the city's edge, though in "Lembang and the north"), so a zone takes either a whole area or
// named places, and a place named by a zone belongs to it rather than to its area's zone.

type PlaceArea = (typeof PLACE_AREA_SLUGS)[number];

export type TravelZone = {
  id: string;
  name: Localized;
  /** Every place of these areas not named by another zone. */
  areas?: readonly PlaceArea[];
  /** These places, whatever their area. */
  places?: readonly string[];
  /** Beyond the day rate's "Bandung, Lembang, Ciwidey": a car costs the out-of-town rate. */
  outOfTown?: boolean;
};

export const travelZones = [
  { id: 'city', name: { en: 'the city centre', id: 'pusat kota' }, areas: ['city-centre'] },
  {
    id: 'dago-pakar',
    name: { en: 'Dago Pakar, on the city’s northern edge', id: 'Dago Pakar di tepi utara kota' },
    places: ['tahura-djuanda', 'tebing-keraton', 'selasar-sunaryo', 'punclut', 'caringin-tilu', 'curug-omas'],
  },
  { id: 'lembang', name: { en: 'Lembang', id: 'Lembang' }, areas: ['lembang-and-the-north'] },
  {
    id: 'tangkuban-parahu',
    name: { en: 'Tangkuban Perahu', id: 'Tangkuban Parahu' },
    places: ['tangkuban-parahu'],
  },
  { id: 'ciater', name: { en: 'Ciater', id: 'Ciater' }, places: ['sari-ater'] },
  { id: 'ciwidey', name: { en: 'Ciwidey', id: 'Ciwidey' }, areas: ['ciwidey-and-the-south'] },
  {
    id: 'padalarang',
    name: { en: 'Padalarang and the Citatah karst', id: 'Padalarang dan karst Citatah' },
    places: ['stasiun-whoosh-padalarang', 'stone-garden-citatah', 'gua-pawon'],
  },
  {
    id: 'papandayan',
    name: { en: 'Papandayan, beyond Garut', id: 'Papandayan di selatan Garut' },
    places: ['kawah-papandayan'],
    outOfTown: true,
  },
] as const satisfies readonly TravelZone[];

export type ZoneId = (typeof travelZones)[number]['id'];

/** The zone a place lies in: the zone naming it, else its area's; undefined when none does. */
export function zoneOf(place: Pick<Place, 'id' | 'area'>, zones: readonly TravelZone[] = travelZones) {
  return (
    zones.find((zone) => zone.places?.includes(place.id)) ??
    zones.find((zone) => zone.areas?.includes(place.area))
  );
}
