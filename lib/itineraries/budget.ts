import type { Place } from '../places/place-schema';
import type { Rupiah } from '../places/price-range';
import type { TransportCosts } from './transport-costs';
import type { DayTimeline, DayTransport, Range } from './types';

// A day's budget, computed from the same data as its timeline: the entry prices of its places (for
// Indonesian and for foreign visitors, who pay more at some), the fares a person pays (angkot,
// trains) and what the group pays for its car (a driver's day rate, or the ride-hailing fares of its
// legs). Meals, shopping and extras are not counted; the page says so. Every figure is a dated range.

export type EntryTotal = Range & { unknown: Place[] };

export type DayBudget = {
  /** Entry tickets per person, as Indonesian visitors pay them and as foreign visitors do. */
  entry: { local: EntryTotal; foreign: EntryTotal };
  /** Fares each person pays (angkot, train). */
  perPerson: Range;
  /** What the group pays for its transport (a car with driver, ride-hailing cars). */
  perGroup: Range;
  /** The car's day rate applies (for a day by car). */
  carDay: boolean;
};

const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
const ZERO: Range = { min: 0, max: 0 };

/** Kinds of place with no entry ticket: you pay for what you eat or buy there, not to go in. */
const NO_TICKET: ReadonlySet<string> = new Set([
  'food',
  'cafe',
  'shopping',
  'nightlife',
  'stay',
  'transport',
]);

function entryOf(places: readonly Place[], who: 'local' | 'foreign'): EntryTotal {
  let total: Range = ZERO;
  const unknown: Place[] = [];
  for (const place of new Set(places)) {
    const price = place.price;
    const amount: Rupiah | undefined = !price
      ? place.kind && NO_TICKET.has(place.kind)
        ? ZERO
        : undefined
      : price.free
        ? ZERO
        : (price.everyone ?? price[who]);
    // A price the record does not give is named, never guessed.
    if (amount) total = add(total, amount);
    else unknown.push(place);
  }
  return { ...total, unknown };
}

export function dayBudget(
  timeline: DayTimeline,
  transport: DayTransport,
  costs: TransportCosts,
  carRate: 'bandung' | 'outOfTown',
): DayBudget {
  const places = timeline.visits.map((visit) => visit.place);
  let perPerson = ZERO;
  let perGroup = ZERO;
  for (const leg of timeline.legs) {
    if (leg.mode === 'angkot') perPerson = add(perPerson, costs.angkot.perRide);
    if (leg.mode === 'train-feeder' && leg.fare) perPerson = add(perPerson, leg.fare);
    if (leg.mode === 'ride-hailing' && leg.km) {
      const perKm = costs.rideHailing.perKm;
      perGroup = add(perGroup, { min: leg.km.min * perKm.min, max: leg.km.max * perKm.max });
    }
  }
  const carDay = transport === 'car';
  if (carDay) perGroup = add(perGroup, costs.car[carRate]);
  return {
    entry: { local: entryOf(places, 'local'), foreign: entryOf(places, 'foreign') },
    perPerson,
    perGroup,
    carDay,
  };
}
