import fs from 'node:fs';
import path from 'node:path';
import { issueLines } from '../rules';
import { readYamlData } from '../frontmatter';
import { fileProblems, ProblemList } from '../problems';
import { YamlContentError } from '../yaml-safety';
import { PLACE_ID_PATTERN, placeRecordSchema, type Place } from './schema';

// The place records: one per place, content/places/<id>.yaml, each checked on its own. An invalid
// record is a problem naming the file and the field; so is any file in the folder that is not a
// place. Whether guides and tours name places that exist is checked with the other references
// (../references.ts).

const PLACE_EXTENSION = '.yaml';

/** Files an editor's tools leave behind (.gitkeep, .DS_Store): never content, never an error. */
const isHiddenFile = (name: string) => name.startsWith('.');

const shown = (full: string) => path.relative(process.cwd(), full) || '.';

const recordSchema = placeRecordSchema();

/** Parses and validates one place file's text; `file` names it in errors and gives its id. */
export function parsePlace(file: string, source: string): Place {
  const id = path.basename(file, PLACE_EXTENSION);
  if (!PLACE_ID_PATTERN.test(id)) {
    throw fileProblems(file, [
      `file name "${id}" must be lower-case kebab-case (a-z, 0-9 and single hyphens), e.g. kawah-putih.yaml`,
    ]);
  }
  let data: unknown;
  try {
    data = readYamlData(source);
  } catch (error) {
    throw fileProblems(file, [error instanceof YamlContentError ? error.message : String(error)]);
  }
  const result = recordSchema.safeParse(data);
  if (!result.success) throw fileProblems(file, issueLines(result.error, data));
  return { id, ...result.data };
}

export type PlaceFile = { file: string; source: string };

/** Every place file in `dir`, in id order; anything else in the folder stops the build, named. */
export function findPlaceFiles(dir: string): PlaceFile[] {
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
  if (problems.length) throw fileProblems(`files in ${shown(dir)}`, problems);
  return files;
}

/** The valid places of the files, by id; each invalid file's problems go to `problems`. */
export function readPlaces(files: readonly PlaceFile[], problems: ProblemList): Map<string, Place> {
  const places = files.flatMap(({ file, source }) => problems.collect(() => parsePlace(file, source)) ?? []);
  return new Map(places.map((place) => [place.id, place]));
}

/** Every place record of a folder (content/places), checked: a ContentError lists every problem. */
export function loadPlaces(dir: string): Map<string, Place> {
  const problems = new ProblemList();
  const places = readPlaces(findPlaceFiles(dir), problems);
  problems.throwIfAny();
  return places;
}
