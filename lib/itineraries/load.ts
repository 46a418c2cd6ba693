import fs from 'node:fs';
import path from 'node:path';
import { readYamlData } from '../content/frontmatter';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import type { Place } from '../places/place-schema';
import { itineraryHref } from '../routes';
import { dayBudget } from './budget';
import type { Itinerary, ItineraryDay } from './model';
import { dayStopLabel, issueProblems, ItineraryContentError, type ItineraryProblem } from './problems';
import {
  INHERITED,
  INHERITED_DAY,
  INHERITED_STOP,
  itinerarySchema,
  translationSchema,
  type ItineraryFileData,
  type TranslationFileData,
} from './schema';
import { planDay } from './timeline';
import { transportCosts, type TransportCosts } from './transport-costs';
import type { TravelTable } from './travel-table-types';
import { zoneOf } from './travel-zones';

// The itineraries collection: every file of content/itineraries read, checked on its own, then
// against the place records and the travel table (each day's timeline, its hours, its length, its
// budget), then each translation against its original. Every problem of every file is reported
// together, each naming the file, the day and the stop; nothing is published half-checked.

export const ITINERARIES_DIR = path.join(process.cwd(), 'content', 'itineraries');

export type ItineraryFile = { file: string; source: string };

const EXTENSION = '.yaml';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const shown = (full: string) => path.relative(process.cwd(), full) || full;
export const slugOf = (file: string) => path.basename(file, EXTENSION);

/** The files of an itineraries folder, in name order; anything else in it is a problem. */
export function findItineraryFiles(dir: string = ITINERARIES_DIR): {
  files: ItineraryFile[];
  problems: ItineraryProblem[];
} {
  if (!fs.existsSync(dir)) return { files: [], problems: [] };
  const files: ItineraryFile[] = [];
  const problems: ItineraryProblem[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    const file = shown(full);
    if (!fs.lstatSync(full).isFile() || !name.endsWith(EXTENSION)) {
      problems.push({ file, message: 'content/itineraries holds only <slug>.yaml files, one per itinerary' });
    } else if (!SLUG.test(slugOf(name))) {
      problems.push({
        file,
        message: 'the file name must be lower-case kebab-case, e.g. one-day-in-bandung.yaml',
      });
    } else {
      files.push({ file, source: fs.readFileSync(full, 'utf8') });
    }
  }
  return { files, problems };
}

type Parsed =
  | { kind: 'original'; file: string; slug: string; data: ItineraryFileData }
  | { kind: 'translation'; file: string; slug: string; data: TranslationFileData };

/** The inherited fields a translation gives (each a problem), and its data without them. */
function withoutInherited(file: string, raw: Record<string, unknown>, problems: ItineraryProblem[]) {
  const refuse = (field: string, key: string) =>
    problems.push({ file, field, message: `a translation takes "${key}" from its original: remove it` });
  const copy: Record<string, unknown> = { ...raw };
  for (const key of INHERITED) if (key in copy) (refuse(`field "${key}"`, key), delete copy[key]);
  if (Array.isArray(copy.days)) {
    copy.days = copy.days.map((day: unknown, d) => {
      if (!day || typeof day !== 'object') return day;
      const dayCopy: Record<string, unknown> = { ...(day as Record<string, unknown>) };
      for (const key of INHERITED_DAY)
        if (key in dayCopy) (refuse(`${dayStopLabel(d)}, field "${key}"`, key), delete dayCopy[key]);
      if (Array.isArray(dayCopy.stops)) {
        dayCopy.stops = dayCopy.stops.map((stop: unknown, s) => {
          if (!stop || typeof stop !== 'object') return stop;
          const stopCopy: Record<string, unknown> = { ...(stop as Record<string, unknown>) };
          const id = typeof stopCopy.place === 'string' ? stopCopy.place : undefined;
          for (const key of INHERITED_STOP)
            if (key in stopCopy)
              (refuse(`${dayStopLabel(d, s, id)}, field "${key}"`, key), delete stopCopy[key]);
          return stopCopy;
        });
      }
      return dayCopy;
    });
  }
  return copy;
}

function parseFile({ file, source }: ItineraryFile, problems: ItineraryProblem[]): Parsed | undefined {
  let raw: unknown;
  try {
    raw = readYamlData(source);
  } catch (error) {
    problems.push({ file, message: `not valid YAML: ${(error as Error).message}` });
    return undefined;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ file, message: 'must be a YAML map of fields (title, summary, intro, days…)' });
    return undefined;
  }
  const slug = slugOf(file);
  if ('translationOf' in raw) {
    const data = withoutInherited(file, raw as Record<string, unknown>, problems);
    const result = translationSchema.safeParse(data);
    if (!result.success) return void problems.push(...issueProblems(file, result.error, data));
    return { kind: 'translation', file, slug, data: result.data };
  }
  const result = itinerarySchema.safeParse(raw);
  if (!result.success) return void problems.push(...issueProblems(file, result.error, raw));
  return { kind: 'original', file, slug, data: result.data };
}

type Inputs = { places: ReadonlyMap<string, Place>; table: TravelTable; costs: TransportCosts };

/** An original's days, planned from the records; undefined (with problems) when a day cannot be. */
function planOriginal(
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

/** A translation checked against its original: the same days, the same places in the same order. */
function translate(
  entry: Extract<Parsed, { kind: 'translation' }>,
  original: Itinerary,
  problems: ItineraryProblem[],
) {
  const { file, data } = entry;
  const before = problems.length;
  if (data.days.length !== original.days.length) {
    problems.push({
      file,
      field: 'field "days"',
      message: `has ${data.days.length} day(s), but its original ${original.file} has ${original.days.length}: translate every day`,
    });
  }
  data.days.forEach((day, d) => {
    const theirs = original.days[d]?.stops ?? [];
    const count = Math.max(day.stops.length, theirs.length);
    for (let s = 0; s < count; s++) {
      const mine = day.stops[s]?.place;
      const other = theirs[s]?.place.id;
      if (mine === other) continue;
      problems.push({
        file,
        field: dayStopLabel(d, s, mine ?? other),
        message:
          mine === undefined
            ? `is missing: the original ${original.file} visits "${other}" here; a translation visits the same places in the same order`
            : other === undefined
              ? `is not in the original ${original.file}: a translation visits the same places in the same order`
              : `the original ${original.file} visits "${other}" here: a translation visits the same places in the same order`,
      });
    }
  });
  if (problems.length > before) return undefined;
  const locale = data.lang as Locale;
  const itinerary: Itinerary = {
    ...original,
    slug: entry.slug,
    file,
    locale,
    href: localePath(locale, itineraryHref(entry.slug)),
    title: data.title,
    summary: data.summary,
    intro: data.intro,
    updated: data.updated,
    days: original.days.map((day, d) => {
      const words = data.days[d]!;
      return {
        ...day,
        title: words.title,
        note: words.note,
        stops: day.stops.map((stop, s) => {
          const translated = words.stops[s];
          return { ...stop, note: translated && 'note' in translated ? translated.note : undefined };
        }),
      };
    }),
  };
  return itinerary;
}

/**
 * Every itinerary of the files, in every language, checked against the places and the travel
 * table, with each one's translations linked both ways; and every problem found.
 */
export function checkItineraries(
  files: readonly ItineraryFile[],
  inputs: Inputs,
): { itineraries: Itinerary[]; problems: ItineraryProblem[] } {
  const problems: ItineraryProblem[] = [];
  const parsed = files.flatMap((file) => parseFile(file, problems) ?? []);
  const originals = new Map<string, Itinerary>();
  const broken = new Set<string>();
  for (const entry of parsed) {
    if (entry.kind !== 'original') continue;
    const itinerary = planOriginal(entry, inputs, problems);
    if (itinerary) originals.set(entry.slug, itinerary);
    else broken.add(entry.slug);
  }
  const homes = [...originals.values()].filter((itinerary) => itinerary.home);
  for (const extra of homes.slice(1)) {
    problems.push({
      file: extra.file,
      field: 'field "home"',
      message: `${homes[0]!.file} is the home page's itinerary already: only one may say home: true`,
    });
  }
  const translations: Itinerary[] = [];
  for (const entry of parsed) {
    if (entry.kind !== 'translation') continue;
    const original = originals.get(entry.data.translationOf);
    if (!original) {
      if (broken.has(entry.data.translationOf)) continue;
      problems.push({
        file: entry.file,
        field: 'field "translationOf"',
        message: `there is no itinerary content/itineraries/${entry.data.translationOf}.yaml for it to translate`,
      });
      continue;
    }
    const twin = translations.find(
      (other) => other.originalSlug === original.slug && other.locale === entry.data.lang,
    );
    if (twin) {
      problems.push({
        file: entry.file,
        field: 'field "translationOf"',
        message: `${twin.file} already translates ${original.file} into ${twin.locale}: keep one`,
      });
      continue;
    }
    const translation = translate(entry, original, problems);
    if (translation) translations.push(translation);
  }
  // Each version learns where the others are (the language switch, hreflang, the sitemap).
  const all = [...originals.values(), ...translations];
  const itineraries = all.map((itinerary) => ({
    ...itinerary,
    translations: Object.fromEntries(
      all
        .filter((other) => other.originalSlug === itinerary.originalSlug && other.locale !== itinerary.locale)
        .map((other) => [other.locale, { slug: other.slug, href: other.href, title: other.title }]),
    ),
  }));
  return { itineraries, problems };
}

/** Every itinerary of a folder, checked; throws an ItineraryContentError listing every problem. */
export function loadItineraries(dir: string, inputs: Inputs): Itinerary[] {
  const found = findItineraryFiles(dir);
  const { itineraries, problems } = checkItineraries(found.files, inputs);
  const all = [...found.problems, ...problems];
  if (all.length) throw new ItineraryContentError(all);
  return itineraries;
}

export { transportCosts };
