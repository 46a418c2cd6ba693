import type { Day } from '../places/opening-hours';
import { distanceKm } from '../places/place-lists';
import { hasCoordinates, type Place } from '../places/place-schema';
import { roundUpToFive } from './clock';
import type { TravelRow, TravelTable } from './travel-table-types';
import { zoneOf } from './travel-zones';
import type { Leg, LegMode, Range } from './types';
import { isWeekend } from './weekdays';

// How long a leg of a day takes, from the travel table (by road, angkot or train) or, on foot, from
// the two places' coordinates. The timeline plans with the slower end of each range.

/** Streets wind: a walk is about this much longer than the straight line. */
export const WALK_DETOUR = 1.3;
/** Walking pace in town, km/h: unhurried, with crossings. */
export const WALK_KMH = 4;
/** Further than this (km, straight line), a leg is not a walk. */
export const WALK_MAX_KM = 2;

/** The row between two zones, in either order. */
export const rowBetween = (table: TravelTable, a: string, b: string): TravelRow | undefined =>
  table.rows.find(({ between: [x, y] }) => (x === a && y === b) || (x === b && y === a));

/** The slower of two ranges at each end: a plan for both weekday and weekend traffic. */
const slower = (a: Range, b: Range): Range => ({ min: Math.max(a.min, b.min), max: Math.max(a.max, b.max) });

/** Minutes on foot between two places with coordinates. */
export const walkMinutes = (from: Place, to: Place): number | undefined =>
  hasCoordinates(from) && hasCoordinates(to)
    ? roundUpToFive((distanceKm(from, to) * WALK_DETOUR * 60) / WALK_KMH)
    : undefined;

/** The leg from one place to the next on the given days, or a message saying why it cannot be planned. */
export function planLeg(
  table: TravelTable,
  from: Place,
  to: Place,
  mode: LegMode,
  days: readonly Day[],
): Leg | string {
  const weekday = days.some((day) => !isWeekend(day));
  const weekend = days.some(isWeekend);
  const traffic = weekday && weekend ? 'any' : weekend ? 'weekend' : 'weekday';
  if (from.id === to.id) return { mode: 'walk', from, to, minutes: { min: 0, max: 0 }, traffic };
  if (mode === 'walk') {
    const minutes = walkMinutes(from, to);
    if (minutes === undefined) {
      const missing = [from, to].filter((place) => !hasCoordinates(place)).map((place) => `"${place.id}"`);
      return `a walk needs both places' coordinates, and ${missing.join(' and ')} has none: go by the day's transport, or add lat and lng to the place`;
    }
    if (distanceKm(from as Required<Place>, to as Required<Place>) > WALK_MAX_KM) {
      return `"${from.id}" to "${to.id}" is more than ${WALK_MAX_KM} km as the crow flies: too far to walk`;
    }
    return { mode, from, to, minutes: { min: minutes, max: minutes }, traffic };
  }
  const [a, b] = [zoneOf(from, table.zones), zoneOf(to, table.zones)];
  if (!a || !b) {
    const place = a ? to : from;
    return `"${place.id}" (area ${place.area}) is in no zone of the travel table (lib/itineraries/travel-zones.ts): add it to one`;
  }
  const row = rowBetween(table, a.id, b.id);
  if (!row) {
    return `the travel table (lib/itineraries/travel-table.ts) has no row between ${a.id} ("${from.id}") and ${b.id} ("${to.id}")`;
  }
  if (mode === 'angkot') {
    if (!row.angkot) return `no angkot runs between ${a.id} and ${b.id} in the travel table: go another way`;
    return { mode, from, to, minutes: row.angkot, km: row.km, traffic, sources: row.sources };
  }
  if (mode === 'train-feeder') {
    if (!row.train) return `no train runs between ${a.id} and ${b.id} in the travel table: go another way`;
    return {
      mode,
      from,
      to,
      minutes: row.train.minutes,
      fare: row.train.fare,
      train: row.train.name,
      traffic,
      sources: row.sources,
    };
  }
  const minutes =
    traffic === 'any' ? slower(row.weekday, row.weekend) : traffic === 'weekend' ? row.weekend : row.weekday;
  return { mode, from, to, minutes, km: row.km, traffic, sources: row.sources };
}
