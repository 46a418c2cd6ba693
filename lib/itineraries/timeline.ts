import { formatList } from '../i18n/format';
import { DAYS, type Day, type OpeningHours, type Period } from '../places/opening-hours';
import type { VisitLength } from '../places/visit-length';
import { roundUpToFive, toClock, toMinutes } from './clock';
import { planLeg } from './legs';
import type { TravelTable } from './travel-table-types';
import type { DayProblem, DayTimeline, Leg, PlannedDay, Visit } from './types';

// A day's timeline, computed at build from the place records and the travel table: leave at the
// start time, travel each leg at the slower end of its range, wait for a place to open if need be,
// stay the stop's time, and come back. Each stop must fit its place's hours on every weekday the
// day is meant for (`on:`); a day that names none works on the weekdays where every stop fits, and
// the page says which. Everything wrong with a day is returned together.

/** A day that brings the traveller back later than this is too long. */
export const LATEST_END = toMinutes('21:00');
/** A longer wait for a place to open is a gap in the plan, not a plan. */
export const LONGEST_WAIT = 60;

const DAY_NAMES: Record<Day, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
const dayList = (days: readonly Day[]) =>
  formatList(
    'en',
    days.map((day) => DAY_NAMES[day]),
  );

/** The periods a place is open on a weekday, as minutes; all day when the record gives no hours. */
export function periodsOn(hours: OpeningHours | undefined, day: Day): [number, number][] {
  if (!hours) return [[0, 24 * 60]];
  const rule = hours.rules.find((candidate) => candidate.days === 'daily' || candidate.days.includes(day));
  if (!rule || 'closed' in rule) return [];
  return rule.periods.map(([opens, closes]: Period) => [toMinutes(opens), toMinutes(closes)]);
}

/** The earliest time from `arrive` at which a stay of `length` fits one period; undefined if none. */
const earliestFit = (periods: [number, number][], arrive: number, length: number) => {
  for (const [opens, closes] of periods) {
    const begin = Math.max(arrive, opens);
    if (begin + length <= closes) return begin;
  }
  return undefined;
};

const fitsAt = (periods: [number, number][], begin: number, length: number) =>
  periods.some(([opens, closes]) => opens <= begin && begin + length <= closes);

/** The middle of a visit's range, rounded up to five minutes: what a stop takes unless it says. */
export const usualStay = (visit: VisitLength) => roundUpToFive((visit.min + visit.max) / 2);

/** Why a stay does not fit some weekdays: "closed on Monday", "open 09:00–12:00 on Wednesday…". */
function misfit(hours: OpeningHours | undefined, days: readonly Day[], begin: number, length: number) {
  const closed = days.filter((day) => periodsOn(hours, day).length === 0);
  const open = days.filter((day) => !closed.includes(day));
  const reasons = [];
  if (closed.length) reasons.push(`closed on ${dayList(closed)}`);
  if (open.length) {
    const periods = periodsOn(hours, open[0]!)
      .map(([opens, closes]) => `${toClock(opens)}–${toClock(closes)}`)
      .join(', ');
    reasons.push(
      `open ${periods} on ${dayList(open)}, so ${length} min from ${toClock(begin)} to ${toClock(begin + length)} does not fit`,
    );
  }
  return reasons.join('; ');
}

/** A zero-length stand-in for a leg that could not be planned, so the rest of the day is still checked. */
const noLeg = (from: Leg['from'], to: Leg['to']): Leg => ({
  mode: 'walk',
  from,
  to,
  minutes: { min: 0, max: 0 },
  traffic: 'any',
});

export function planDay(
  day: PlannedDay,
  table: TravelTable,
): { timeline: DayTimeline; problems: DayProblem[] } {
  const problems: DayProblem[] = [];
  const declared = day.on !== undefined;
  // Travel times follow the days the plan is for; opening hours may narrow an undeclared day further.
  const travelDays: readonly Day[] = day.on ?? DAYS;
  let days: Day[] = [...travelDays];
  const legs: Leg[] = [];
  const visits: Visit[] = [];
  let time = day.start;
  let previous = day.from;

  day.stops.forEach((stop, index) => {
    const { place } = stop;
    const planned = planLeg(table, previous, place, stop.by ?? day.transport, travelDays);
    if (typeof planned === 'string') problems.push({ stop: index, message: planned });
    const leg = typeof planned === 'string' ? noLeg(previous, place) : planned;
    legs.push(leg);
    const arrive = time + leg.minutes.max;

    const file = `content/places/${place.id}.yaml`;
    if (!place.hours) {
      problems.push({
        stop: index,
        message: `${file} gives no opening hours (hours:), so the stop cannot be checked`,
      });
    }
    if (!place.visit) {
      problems.push({
        stop: index,
        message: `${file} gives no visit length (visit:), so the stop cannot be timed`,
      });
    }
    const length = stop.stay ?? (place.visit ? usualStay(place.visit) : 60);

    const fits = new Map<Day, number>();
    for (const weekday of days) {
      const begin = earliestFit(periodsOn(place.hours, weekday), arrive, length);
      if (begin !== undefined) fits.set(weekday, begin);
    }
    // Wait for the latest opening among the days, then check that time suits each of them.
    const begin = fits.size ? Math.max(...fits.values()) : arrive;
    const kept = days.filter(
      (weekday) => fits.has(weekday) && fitsAt(periodsOn(place.hours, weekday), begin, length),
    );
    const dropped = days.filter((weekday) => !kept.includes(weekday));
    if (dropped.length && place.hours) {
      const why = misfit(place.hours, dropped, begin, length);
      if (declared) {
        problems.push({
          stop: index,
          message: `${why}, but the day is planned for ${dayList(travelDays)} (on:)`,
        });
      } else if (kept.length === 0) {
        problems.push({ stop: index, message: `fits no day of the week: ${why}` });
      } else {
        days = kept;
      }
    }
    if (begin - arrive > LONGEST_WAIT) {
      problems.push({
        stop: index,
        message: `arrives at ${toClock(arrive)} and waits ${begin - arrive} min for it to open at ${toClock(begin)}: start later, or add a stop before it`,
      });
    }
    visits.push({ place, arrive, begin, leave: begin + length, stay: length });
    time = begin + length;
    previous = place;
  });

  const back = planLeg(table, previous, day.to, day.back ?? day.transport, travelDays);
  if (typeof back === 'string')
    problems.push({ stop: day.stops.length - 1, message: `the way back: ${back}` });
  const lastLeg = typeof back === 'string' ? noLeg(previous, day.to) : back;
  legs.push(lastLeg);
  const end = time + lastLeg.minutes.max;
  if (end > LATEST_END) {
    const late = visits.findIndex((visit) => visit.leave > LATEST_END);
    const stop = late >= 0 ? late : visits.length - 1;
    problems.push({
      stop,
      message: `the day ends at ${toClock(end)} back at "${day.to.id}", after ${toClock(LATEST_END)}: start earlier, shorten a stay or drop a stop`,
    });
  }
  return { timeline: { legs, visits, end, worksOn: days }, problems };
}
