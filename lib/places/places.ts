import fs from 'node:fs';
import path from 'node:path';
import { describeIssues, oneLineText, oneOf, sourcesSchema } from '../content/guide-schema';
import { readYamlData } from '../content/frontmatter';
import { YamlContentError } from '../content/yaml-safety';
import { PLACE_ID_PATTERN, placeRecordSchema, type Place } from './place-schema';

// The places loader: one record per place, content/places/<id>.yaml, read and checked once per
// process (npm run dev reads them again when a file changed). An invalid record stops the build
// naming the file and the field; so does any file in the folder that is not a place.

export const PLACES_DIR = path.join(process.cwd(), 'content', 'places');

/** A place file (or the places folder) the build refuses: the message names the file and what to fix. */
export class PlaceContentError extends Error {
  constructor(file: string, problems: string) {
    super(`Invalid place ${file}:\n  ${problems}`);
    this.name = 'PlaceContentError';
  }
}

const PLACE_EXTENSION = '.yaml';

/** Files an editor's tools leave behind (.gitkeep, .DS_Store): never content, never an error. */
const isHiddenFile = (name: string) => name.startsWith('.');

const shown = (full: string) => path.relative(process.cwd(), full) || '.';

const recordSchema = placeRecordSchema(oneLineText, oneOf, sourcesSchema);

/** Parses and validates one place file's text; `file` names it in errors and gives its id. */
export function parsePlace(file: string, source: string): Place {
  const id = path.basename(file, PLACE_EXTENSION);
  if (!PLACE_ID_PATTERN.test(id)) {
    throw new PlaceContentError(
      file,
      `file name "${id}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. kawah-putih.yaml`,
    );
  }
  let data: unknown;
  try {
    data = readYamlData(source);
  } catch (error) {
    throw new PlaceContentError(file, error instanceof YamlContentError ? error.message : String(error));
  }
  const result = recordSchema.safeParse(data);
  if (!result.success) throw new PlaceContentError(file, describeIssues(result.error, data));
  return { id, ...result.data };
}

type PlaceFile = { file: string; source: string };

/** Every place file in `dir`, in id order; anything else in the folder stops the build, named. */
function findPlaceFiles(dir: string): PlaceFile[] {
  if (!fs.existsSync(dir)) return [];
  const problems: string[] = [];
  const files: PlaceFile[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (isHiddenFile(name)) continue;
    const full = path.join(dir, name);
    const stat = fs.lstatSync(full);
    if (!stat.isFile()) {
      problems.push(`${shown(full)}: content/places holds only <id>.yaml files, one per place`);
    } else if (!name.endsWith(PLACE_EXTENSION)) {
      problems.push(`${shown(full)}: a place file ends in .yaml (rename it to <id>.yaml)`);
    } else {
      files.push({ file: shown(full), source: fs.readFileSync(full, 'utf8') });
    }
  }
  if (problems.length) throw new PlaceContentError(`files in ${shown(dir)}`, problems.join('\n  '));
  return files;
}

const byId = (files: readonly PlaceFile[]) =>
  new Map(files.map(({ file, source }) => parsePlace(file, source)).map((place) => [place.id, place]));

/** Reads and validates every place in a directory (content/places), by id. */
export const loadPlaces = (dir: string = PLACES_DIR): Map<string, Place> => byId(findPlaceFiles(dir));

let cache: { key: string; places: Map<string, Place> } | undefined;

/** Every place, by id. A build reads the files once; npm run dev again whenever one changed. */
export function getPlaces(): Map<string, Place> {
  if (cache && process.env.NODE_ENV !== 'development') return cache.places;
  const files = findPlaceFiles(PLACES_DIR);
  const key = files.map(({ file, source }) => `${file}\0${source}`).join('\0');
  if (cache?.key !== key) cache = { key, places: byId(files) };
  return cache.places;
}
