import fs from 'node:fs';
import path from 'node:path';
import { readYamlData } from '../content/frontmatter';
import { dayStopLabel, issueProblems, type ItineraryProblem } from './problems';
import {
  INHERITED,
  INHERITED_DAY,
  INHERITED_STOP,
  itinerarySchema,
  translationSchema,
  type ItineraryFileData,
  type TranslationFileData,
} from './schema';

// Reading the itinerary files: the folder's files (anything else in it is a problem), and each file
// checked on its own against its schema, an original's or a translation's. A translation giving a
// field it takes from its original is told so, rather than "unknown field".

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

export type Parsed =
  | { kind: 'original'; file: string; slug: string; data: ItineraryFileData }
  | { kind: 'translation'; file: string; slug: string; data: TranslationFileData };

/** The inherited fields a translation gives (each a problem), and its data without them. */
function withoutInherited(file: string, raw: Record<string, unknown>, problems: ItineraryProblem[]) {
  const refuse = (field: string, key: string) =>
    problems.push({ file, field, message: `a translation takes "${key}" from its original: remove it` });
  const copy: Record<string, unknown> = { ...raw };
  const strip = (
    object: Record<string, unknown>,
    keys: readonly string[],
    where: (key: string) => string,
  ) => {
    for (const key of keys) {
      if (!(key in object)) continue;
      refuse(where(key), key);
      delete object[key];
    }
  };
  strip(copy, INHERITED, (key) => `field "${key}"`);
  if (Array.isArray(copy.days)) {
    copy.days = copy.days.map((day: unknown, d) => {
      if (!day || typeof day !== 'object') return day;
      const dayCopy: Record<string, unknown> = { ...(day as Record<string, unknown>) };
      strip(dayCopy, INHERITED_DAY, (key) => `${dayStopLabel(d)}, field "${key}"`);
      if (Array.isArray(dayCopy.stops)) {
        dayCopy.stops = dayCopy.stops.map((stop: unknown, s) => {
          if (!stop || typeof stop !== 'object') return stop;
          const stopCopy: Record<string, unknown> = { ...(stop as Record<string, unknown>) };
          const id = typeof stopCopy.place === 'string' ? stopCopy.place : undefined;
          strip(stopCopy, INHERITED_STOP, (key) => `${dayStopLabel(d, s, id)}, field "${key}"`);
          return stopCopy;
        });
      }
      return dayCopy;
    });
  }
  return copy;
}

export function parseFile({ file, source }: ItineraryFile, problems: ItineraryProblem[]): Parsed | undefined {
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
