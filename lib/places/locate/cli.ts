import path from 'node:path';
import { SITE_NAME } from '../../site/config';
import { deploySetting } from '../../build/deploy-settings.mjs';
import { locatePlace, PlaceLocateError } from './locate';
import { osmRef, servicesFrom, wikidataRef, type OpenDataRef } from './open-data';
import { politeClient, type Clock } from './polite-client';

// The command line of npm run place:locate (scripts/place-locate.mjs compiles and runs this module).

export const USAGE = `Usage:
  npm run place:locate -- <place-id> --wikidata <Q-id>
  npm run place:locate -- <place-id> --osm <node|way|relation>/<id>
  npm run place:locate -- kawah-putih --wikidata Q2345 tebing-keraton --osm way/123456   (several at once)

Reads the position from Wikidata (the item's coordinate location) or OpenStreetMap (a node's point,
a way's or relation's centre), checks that it lies in West Java and near the place's area, and writes
lat, lng and source into content/places/<place-id>.yaml, leaving the rest of the file as it is.
Requests name the site and its contact e-mail and are sent at most one a second. docs/editing.md,
"Finding a place's coordinates", says where to find the ids.`;

export type Job = { id: string; ref: OpenDataRef };

/** The jobs on the command line, `--help`, or what is wrong with it. */
export function parseArgs(argv: readonly string[]): { jobs: Job[] } | { help: true } | { error: string } {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return { help: true };
  const jobs: Job[] = [];
  for (let i = 0; i < argv.length; i += 3) {
    const [id, flag, value] = [argv[i]!, argv[i + 1], argv[i + 2]];
    if (id.startsWith('-')) return { error: `expected a place id, found "${id}"` };
    if (flag !== '--wikidata' && flag !== '--osm')
      return { error: `${id}: give --wikidata <Q-id> or --osm <type>/<id> after the place id` };
    if (value === undefined) return { error: `${id}: ${flag} needs a value` };
    const ref = flag === '--wikidata' ? wikidataRef(value) : osmRef(value);
    if (!ref)
      return {
        error:
          flag === '--wikidata'
            ? `${id}: "${value}" is not a Wikidata item id (Q followed by digits, e.g. Q12345)`
            : `${id}: "${value}" is not an OpenStreetMap element (node/…, way/… or relation/… and its number)`,
      };
    jobs.push({ id, ref });
  }
  return { jobs };
}

/** Who is asking, as the services' policies want it said: the tool, the site, a contact. */
export function userAgent(env: Record<string, string | undefined>): string {
  const site = deploySetting('NEXT_PUBLIC_SITE_URL', env);
  const email = deploySetting('NEXT_PUBLIC_CONTACT_EMAIL', env);
  return `${SITE_NAME.replace(/\s+/g, '')}-place-locate/1.0 (${site}; ${email})`;
}

type Io = {
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: Clock;
  timeoutMs?: number;
};

/** Runs the command line; resolves with the exit code (1 when any place failed). */
export async function main(argv: readonly string[], env: Record<string, string | undefined>, io: Io) {
  const parsed = parseArgs(argv);
  if ('help' in parsed) {
    io.out(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`✖ ${parsed.error}\n\n${USAGE}`);
    return 1;
  }
  const client = politeClient({ userAgent: userAgent(env), clock: io.clock, timeoutMs: io.timeoutMs });
  const services = servicesFrom(env);
  const dir = path.join(io.cwd, 'content', 'places');
  let failed = 0;
  for (const { id, ref } of parsed.jobs) {
    try {
      const { file, position, km, centreName } = await locatePlace({ id, ref, dir, client, services });
      const name = position.label ? ` ("${position.label}")` : '';
      io.out(
        `✔ ${id}: ${position.lat}, ${position.lng}${name}, ${km.toFixed(1)} km from ${centreName}, ` +
          `from ${position.source}; written to ${file}`,
      );
    } catch (error) {
      failed += 1;
      io.err(`✖ ${error instanceof PlaceLocateError ? error.message : `${id}: ${(error as Error).message}`}`);
    }
  }
  return failed ? 1 : 0;
}
