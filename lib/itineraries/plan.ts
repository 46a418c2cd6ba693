import { DEFAULT_LOCALE } from '../i18n/locales';
import type { Place } from '../places/place-schema';
import { itineraryHref } from '../routes';
import { dayBudget } from './budget';
import type { Itinerary, ItineraryDay } from './model';
import type { Parsed } from './parse';
import { dayStopLabel, type ItineraryProblem } from './problems';
import { planDay } from './timeline';
import type { TransportCosts } from './transport-costs';
import type { TravelTable } from './travel-table-types';
import { zoneOf } from './travel-zones';

// An original itinerary against the records: its places looked up (an unknown id is a problem naming
// the day and the stop), each day planned (./timeline.ts) and priced (./budget.ts).

export type Inputs = { places: ReadonlyMap<string, Place>; table: TravelTable; costs: TransportCosts };

/** An original's days, planned from the records; undefined (with problems) when a day cannot be. */
export function planOriginal(
  entry: Extract<Parsed, { kind: 'original' }>,
  inputs: Inputs,
  problems: ItineraryProblem[],
) {
  const { file, data } = entry;
  const before = problems.length;
  const lookup = (id: string, field: string) => {
    const place = inputs.places.get(id);
    if (!place) problems.push({ file, field, message: `there is no place content/places/${id}.yaml` });
    return place;
  };
  const base = lookup(data.base, 'field "base"');
  const days = data.days.map((day, d): ItineraryDay | undefined => {
    const from = day.from ? lookup(day.from, `${dayStopLabel(d)}, field "from"`) : base;
    const to = day.to ? lookup(day.to, `${dayStopLabel(d)}, field "to"`) : base;
    const stops = day.stops.map((stop, s) => {
      const place = lookup(stop.place, dayStopLabel(d, s, stop.place));
      return (
        place && {
          place,
          note: 'note' in stop ? stop.note : undefined,
          stay: 'stay' in stop ? stop.stay : undefined,
          by: 'by' in stop ? stop.by : undefined,
        }
      );
    });
    if (!from || !to || stops.some((stop) => !stop)) return undefined;
    const planned = stops as NonNullable<(typeof stops)[number]>[];
    const { timeline, problems: found } = planDay(
      { start: day.start, transport: day.transport, on: day.on, from, to, back: day.back, stops: planned },
      inputs.table,
    );
    for (const problem of found) {
      const id = problem.stop === undefined ? undefined : planned[problem.stop]?.place.id;
      problems.push({ file, field: dayStopLabel(d, problem.stop, id), message: problem.message });
    }
    const places = [from, to, ...planned.map((stop) => stop.place)];
    const outOfTown = places.some((place) => zoneOf(place, inputs.table.zones)?.outOfTown);
    return {
      number: d + 1,
      title: day.title,
      note: day.note,
      start: day.start,
      transport: day.transport,
      on: day.on,
      from,
      to,
      stops: planned.map((stop, s) => ({ ...stop, stay: timeline.visits[s]!.stay })),
      timeline,
      budget: dayBudget(timeline, day.transport, inputs.costs, outOfTown ? 'outOfTown' : 'bandung'),
    };
  });
  if (problems.length > before || !base) return undefined;
  const itinerary: Itinerary = {
    slug: entry.slug,
    file,
    locale: DEFAULT_LOCALE,
    originalSlug: entry.slug,
    href: itineraryHref(entry.slug),
    title: data.title,
    summary: data.summary,
    intro: data.intro,
    updated: data.updated,
    tags: data.tags,
    home: data.home,
    base,
    days: days as ItineraryDay[],
    translations: {},
  };
  return itinerary;
}
