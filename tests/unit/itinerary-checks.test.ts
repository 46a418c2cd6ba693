// @vitest-environment node
import { describeItineraryProblems } from '@/lib/itineraries/problems';
import { checkItineraries, loadItineraries } from '@/lib/itineraries/load';
import { toClock } from '@/lib/itineraries/clock';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  check,
  fixtureCosts,
  fixturePlaces,
  fixtureTable,
  itineraryYaml,
  placeYaml,
} from './itinerary-fixtures';

// The build computes each day's timeline from the place records and the travel table, and refuses a
// plan that cannot be done, naming the file, the day and the stop; every problem comes out at once.

const FILE = 'content/itineraries/a-day-in-town.yaml';
const museumDay = (on = "'Tue–Fri'") => `  - title: 'Museum morning'
    start: '08:30'
    transport: ride-hailing
    on: ${on}
    stops:
      - museum
      - place: square
        by: walk`;

const timesOf = (places = fixturePlaces()) => {
  const { itineraries, problems } = check([{ file: FILE, source: itineraryYaml(museumDay()) }], places);
  expect(problems).toEqual([]);
  return itineraries[0]!.days[0]!.timeline.visits.map((visit) => ({
    place: visit.place.id,
    arrive: toClock(visit.arrive),
    begin: toClock(visit.begin),
    leave: toClock(visit.leave),
  }));
};

describe('a day’s timeline, computed from the records', () => {
  it('travels at the slower end of each leg, waits for opening, stays the middle of the visit, walks from coordinates', () => {
    expect(timesOf()).toEqual([
      { place: 'museum', arrive: '08:50', begin: '09:00', leave: '10:30' },
      { place: 'square', arrive: '10:35', begin: '10:35', leave: '11:05' },
    ]);
    const { itineraries } = check([{ file: FILE, source: itineraryYaml(museumDay()) }]);
    const day = itineraries[0]!.days[0]!;
    expect(day.timeline.legs.map((leg) => [leg.mode, leg.minutes.max])).toEqual([
      ['ride-hailing', 20],
      ['walk', 5],
      ['ride-hailing', 20],
    ]);
    expect(toClock(day.timeline.end)).toBe('11:25');
  });

  it('follows a change of a place’s hours: a later opening moves every time after it', () => {
    const later = fixturePlaces({
      museum: placeYaml.museum!.replace('09:00–12:00, 13:00–16:00', '09:45–16:00'),
    });
    expect(timesOf(later)).toEqual([
      { place: 'museum', arrive: '08:50', begin: '09:45', leave: '11:15' },
      { place: 'square', arrive: '11:20', begin: '11:20', leave: '11:50' },
    ]);
  });

  it('follows a change of a place’s hours into an error: closed on a day the plan is for', () => {
    const places = fixturePlaces({
      museum: placeYaml.museum!.replace(
        "'Tue–Sun 09:00–12:00, 13:00–16:00; Mon closed'",
        "'Tue, Thu 09:00–16:00; Mon, Wed, Fri–Sun closed'",
      ),
    });
    const { problems } = check([{ file: FILE, source: itineraryYaml(museumDay()) }], places);
    expect(problems).toEqual([
      {
        file: FILE,
        field: 'day 1, stop 1 "museum"',
        message: expect.stringMatching(
          /closed on Wednesday and Friday, but the day is planned for Tuesday, Wednesday, Thursday and Friday/,
        ),
      },
    ]);
  });

  it('a day that names no weekdays works on those where every stop fits, with the slower of weekday and weekend traffic', () => {
    const day = `  - title: 'Any day'
    start: '08:30'
    transport: ride-hailing
    stops:
      - museum`;
    const { itineraries, problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([]);
    const planned = itineraries[0]!.days[0]!;
    expect(planned.timeline.worksOn).toEqual(['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(planned.timeline.legs[0]!.minutes).toEqual({ min: 15, max: 30 });
    expect(toClock(planned.timeline.visits[0]!.arrive)).toBe('09:00');
  });

  it('waits past a midday closing for the afternoon period when the stay does not fit the morning', () => {
    const day = `  - title: 'Late morning'
    start: '11:45'
    transport: ride-hailing
    on: 'Tue'
    stops:
      - museum`;
    const { itineraries, problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([]);
    const visit = itineraries[0]!.days[0]!.timeline.visits[0]!;
    expect([toClock(visit.arrive), toClock(visit.begin), toClock(visit.leave)]).toEqual([
      '12:05',
      '13:00',
      '14:30',
    ]);
  });
});

describe('plans the build refuses, naming the itinerary, the day and the stop', () => {
  it('a day that ends after 21:00', () => {
    const day = `  - title: 'Late'
    start: '19:00'
    transport: ride-hailing
    on: weekdays
    stops:
      - market`;
    const { problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([
      {
        file: FILE,
        field: 'day 1, stop 1 "market"',
        message: expect.stringMatching(/^the day ends at 21:10 back at "hotel", after 21:00/),
      },
    ]);
  });

  it('an unknown place id', () => {
    const day = `  - title: 'Typo'
    start: '09:00'
    transport: car
    stops:
      - square
      - kawah-puth`;
    const { problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([
      {
        file: FILE,
        field: 'day 1, stop 2 "kawah-puth"',
        message: 'there is no place content/places/kawah-puth.yaml',
      },
    ]);
  });

  it('a place whose record gives no hours or no visit length names both files', () => {
    const places = fixturePlaces({ shop: "name: 'Shop'\narea: city-centre" });
    const day = `  - title: 'Shopping'
    start: '09:00'
    transport: car
    stops:
      - shop`;
    const { problems } = check([{ file: FILE, source: itineraryYaml(day) }], places);
    expect(problems).toEqual([
      {
        file: FILE,
        field: 'day 1, stop 1 "shop"',
        message: expect.stringMatching(/^content\/places\/shop\.yaml gives no opening hours/),
      },
      {
        file: FILE,
        field: 'day 1, stop 1 "shop"',
        message: expect.stringMatching(/^content\/places\/shop\.yaml gives no visit length/),
      },
    ]);
  });

  it('a wait of more than an hour for a place to open', () => {
    const day = `  - title: 'Too early'
    start: '14:00'
    transport: ride-hailing
    on: weekdays
    stops:
      - market`;
    const { problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([
      {
        file: FILE,
        field: 'day 1, stop 1 "market"',
        message: expect.stringMatching(/^arrives at 14:20 and waits 160 min/),
      },
    ]);
  });

  it('a walk between places without coordinates, and a leg the table has no row for', () => {
    const table = { ...fixtureTable, rows: fixtureTable.rows.filter((row) => row.between[1] !== 'hills') };
    const day = `  - title: 'Out'
    start: '09:00'
    transport: car
    stops:
      - place: crater
        by: walk`;
    const { problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^a walk needs both places' coordinates, and "crater" has none/),
    ]);
    const rowless = `  - title: 'Out'
    start: '09:00'
    transport: car
    stops:
      - crater`;
    const result = checkItineraries([{ file: FILE, source: itineraryYaml(rowless) }], {
      places: fixturePlaces(),
      table,
      costs: fixtureCosts,
    });
    expect(result.problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      expect.stringMatching(
        /^day 1, stop 1 "crater": the travel table .* has no row between town \("hotel"\) and hills \("crater"\)/,
      ),
      expect.stringMatching(
        /^day 1, stop 1 "crater": the way back: the travel table .* has no row between hills/,
      ),
    ]);
  });

  it('a translation whose stops differ from its original', () => {
    const original = itineraryYaml(museumDay());
    const translation = [
      "title: 'Sehari di Kota'",
      "summary: 'Sehari di kota.'",
      "intro: 'Museum dan alun-alun.'",
      'updated: 2026-11-28',
      'lang: id',
      'translationOf: a-day-in-town',
      'days:',
      "  - title: 'Pagi di museum'",
      '    stops:',
      '      - square',
      '      - museum',
    ].join('\n');
    const { problems } = check([
      { file: FILE, source: original },
      { file: 'content/itineraries/sehari-di-kota.yaml', source: translation },
    ]);
    expect(problems).toEqual([
      {
        file: 'content/itineraries/sehari-di-kota.yaml',
        field: 'day 1, stop 1 "square"',
        message: `the original ${FILE} visits "museum" here: a translation visits the same places in the same order`,
      },
      {
        file: 'content/itineraries/sehari-di-kota.yaml',
        field: 'day 1, stop 2 "museum"',
        message: `the original ${FILE} visits "square" here: a translation visits the same places in the same order`,
      },
    ]);
  });

  it('a translation that gives what it takes from its original', () => {
    const translation = [
      "title: 'Sehari di Kota'",
      "summary: 'Sehari di kota.'",
      "intro: 'Museum.'",
      'updated: 2026-11-28',
      'lang: id',
      'translationOf: a-day-in-town',
      'base: hotel',
      'days:',
      "  - title: 'Pagi'",
      "    start: '10:00'",
      '    stops:',
      '      - museum',
      '      - square',
    ].join('\n');
    const { problems } = check([
      { file: FILE, source: itineraryYaml(museumDay()) },
      { file: 'content/itineraries/sehari.yaml', source: translation },
    ]);
    expect(problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      'field "base": a translation takes "base" from its original: remove it',
      'day 1, field "start": a translation takes "start" from its original: remove it',
    ]);
  });

  it('reports every problem of every file together, and the build’s error lists them all', () => {
    const late = `  - title: 'Late'
    start: '19:00'
    transport: ride-hailing
    on: weekdays
    stops:
      - market
      - nowhere`;
    const second = itineraryYaml(`  - title: 'Bad'
    start: '25:00'
    transport: boat
    stops:
      - museum`);
    const dir = mkdtempSync(join(tmpdir(), 'itineraries-'));
    writeFileSync(join(dir, 'a-day-in-town.yaml'), itineraryYaml(late));
    writeFileSync(join(dir, 'second.yaml'), second);
    writeFileSync(join(dir, 'notes.txt'), 'not an itinerary');
    let message = '';
    try {
      loadItineraries(dir, { places: fixturePlaces(), table: fixtureTable, costs: fixtureCosts });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/notes\.txt:\n {2}content\/itineraries holds only <slug>\.yaml files/);
    expect(message).toMatch(
      /a-day-in-town\.yaml:\n {2}day 1, stop 2 "nowhere": there is no place content\/places\/nowhere\.yaml/,
    );
    expect(message).toMatch(/second\.yaml:\n {2}day 1, field "start": must be a time written HH:MM/);
    expect(message).toMatch(/day 1, field "transport": "boat" is not one of/);
  });

  it('describes problems file by file, a line each', () => {
    expect(
      describeItineraryProblems([
        { file: 'a.yaml', field: 'day 1, stop 2 "x"', message: 'one' },
        { file: 'b.yaml', message: 'two' },
        { file: 'a.yaml', message: 'three' },
      ]),
    ).toBe('Invalid itinerary a.yaml:\n  day 1, stop 2 "x": one\n  three\nInvalid itinerary b.yaml:\n  two');
  });
});

describe('a day’s budget, from the same records', () => {
  it('adds entry prices for Indonesian and foreign visitors, and the fares of its legs', () => {
    const day = `  - title: 'Town and hills'
    start: '07:30'
    transport: ride-hailing
    on: 'Tue–Fri'
    stops:
      - crater
      - museum
      - place: square
        by: walk`;
    const { itineraries, problems } = check([{ file: FILE, source: itineraryYaml(day) }]);
    expect(problems).toEqual([]);
    const { budget } = itineraries[0]!.days[0]!;
    expect(budget.entry.local).toMatchObject({ min: 30_000, max: 40_000, unknown: [] });
    expect(budget.entry.foreign).toMatchObject({ min: 70_000, max: 80_000, unknown: [] });
    // Ride-hailing: hotel→crater and crater→museum 10–20 km, square→hotel 2–4 km, at 3,000–5,000 a km.
    expect(budget.perGroup).toEqual({ min: (10 + 10 + 2) * 3_000, max: (20 + 20 + 4) * 5_000 });
    expect(budget.perPerson).toEqual({ min: 0, max: 0 });
    expect(budget.carDay).toBe(false);
  });

  it('charges a car’s day rate for a day by car, and each angkot ride per person', () => {
    const byCar = `  - title: 'Car'
    start: '09:00'
    transport: car
    on: 'Tue–Fri'
    stops:
      - museum`;
    const byAngkot = byCar.replace('transport: car', 'transport: angkot');
    const [car, angkot] = [byCar, byAngkot].map(
      (day) => check([{ file: FILE, source: itineraryYaml(day) }]).itineraries[0]!.days[0]!.budget,
    );
    expect(car!.perGroup).toEqual({ min: 500_000, max: 600_000 });
    expect(car!.carDay).toBe(true);
    expect(angkot!.perPerson).toEqual({ min: 8_000, max: 10_000 });
    expect(angkot!.perGroup).toEqual({ min: 0, max: 0 });
  });

  it('names the places whose entry price the records do not give, instead of counting them free', () => {
    const day = `  - title: 'Evening'
    start: '16:00'
    transport: ride-hailing
    on: weekdays
    stops:
      - market`;
    const places = fixturePlaces({
      stall: "name: 'Stall'\narea: city-centre\nkind: food\nhours: '17:00–23:00'\nvisit: '30 min'",
    });
    const withStall = day.replace('      - market', '      - market\n      - stall');
    const { itineraries, problems } = check([{ file: FILE, source: itineraryYaml(withStall) }], places);
    expect(problems).toEqual([]);
    const { entry } = itineraries[0]!.days[0]!.budget;
    expect(entry.local.unknown.map((place) => place.id)).toEqual(['market']);
    expect(entry.local).toMatchObject({ min: 0, max: 0 });
  });
});
