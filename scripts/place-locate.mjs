// @ts-check
// npm run place:locate -- <place-id> --wikidata Q… | --osm node/…|way/…|relation/…
// Writes a place's position from Wikidata or OpenStreetMap into content/places/<place-id>.yaml, after
// checking it (lib/places/locate/, where the logic and its tests live; npm run place:locate -- --help).
// The logic is TypeScript shared with the site (the West Java outline, the areas), so this script
// compiles it with esbuild first, into node_modules/.cache, where its packages resolve as usual.
//
// Service URLs, for a mirror or a test server: PLACE_LOCATE_WIKIDATA_URL, PLACE_LOCATE_NOMINATIM_URL,
// PLACE_LOCATE_OVERPASS_URL. The User-Agent names NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_CONTACT_EMAIL.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One file per run, so two runs at once never read each other's half-written bundle.
const OUT = path.join(ROOT, 'node_modules', '.cache', 'place-locate', `cli-${process.pid}.mjs`);

await build({
  entryPoints: [path.join(ROOT, 'lib', 'places', 'locate', 'cli.ts')],
  outfile: OUT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'error',
});
/** @type {{ main: (argv: string[], env: NodeJS.ProcessEnv, io: { cwd: string, out: (l: string) => void, err: (l: string) => void }) => Promise<number> }} */
const cli = await import(pathToFileURL(OUT).href).finally(() => rmSync(OUT, { force: true }));
process.exitCode = await cli.main(process.argv.slice(2), process.env, {
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
