import type { Day } from '../places/opening-hours';
import type { Place } from '../places/place-schema';

// The shapes the itinerary modules share: a plan as its file gives it (resolved against the place
// records), and what the build computes from it (the timeline, the budget).

/** A range of minutes, kilometres or rupiah. */
export type Range = { min: number; max: number };

/** A dated page a figure comes from: shown under the table that uses it, like a guide's sources. */
export type Source = { title: string; url: string; publisher?: string; checked: string };

/** How the traveller gets about for the day (a car with driver, ride-hailing cars, angkot). */
export const DAY_TRANSPORTS = ['car', 'ride-hailing', 'angkot'] as const;
export type DayTransport = (typeof DAY_TRANSPORTS)[number];

/** How one leg is travelled: the day's way, or on foot, or by train and feeder where a row has a train. */
export const LEG_MODES = [...DAY_TRANSPORTS, 'walk', 'train-feeder'] as const;
export type LegMode = (typeof LEG_MODES)[number];

/** One stop of a day, its place resolved. */
export type PlannedStop = {
  place: Place;
  /** Minutes to spend there; else the middle of the place's `visit`. */
  stay?: number;
  /** How the leg that arrives here is travelled; else the day's transport. */
  by?: LegMode;
  note?: string;
};

/** One day of a plan, its places resolved. */
export type PlannedDay = {
  /** Leaving `from`, "08:00" as minutes since midnight. */
  start: number;
  transport: DayTransport;
  /** The weekdays the day is meant for; undefined: any the places allow. */
  on?: readonly Day[];
  /** Where the day starts and ends (the plan's base unless the day says otherwise). */
  from: Place;
  to: Place;
  /** How the last leg, back to `to`, is travelled; else the day's transport. */
  back?: LegMode;
  stops: readonly PlannedStop[];
};

/** A leg between two places: how, how long (the range, and the slower end the plan allows), how far. */
export type Leg = {
  mode: LegMode;
  from: Place;
  to: Place;
  minutes: Range;
  /** Road distance, for fares; undefined on foot and by train. */
  km?: Range;
  /** A train's fare per person (by train and feeder). */
  fare?: Range;
  /** The train's name (by train and feeder). */
  train?: string;
  /** Whose figures: weekday traffic, weekend traffic or both (the slower of each end). */
  traffic: 'weekday' | 'weekend' | 'any';
  /** The pages the figures come from (the travel table's row); none on foot (computed from coordinates). */
  sources?: readonly Source[];
};

/** A stop as the timeline places it: when the traveller arrives, begins (after any wait), leaves. */
export type Visit = { place: Place; arrive: number; begin: number; leave: number; stay: number };

/** A day's timeline: a leg before each stop and one back, the visits, and the days it works on. */
export type DayTimeline = {
  legs: Leg[];
  visits: Visit[];
  /** Back at `to`. */
  end: number;
  /** The weekdays every stop fits its place's hours. */
  worksOn: Day[];
};

/** A problem of one day: the stop it concerns (0-based), if any, and what is wrong. */
export type DayProblem = { stop?: number; message: string };
