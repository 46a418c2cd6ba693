import yaml from 'js-yaml';
import { isDeepStrictEqual } from 'node:util';

// Writes a position into a place record as an editor would: the `lat`, `lng` and `source` lines are
// replaced where they are, or added after `area:` when the record has none, and nothing else in the
// file changes (comments, order, quoting, line endings). The comment lines right above `lat:` say what
// the coordinates are (a summit, their precision): they belong to the position and are replaced with it.

export type CoordinatesEdit = { lat: number; lng: number; source: string; comment?: string };

/** Six decimals: about 10 cm, more than any source gives. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

const KEYS = ['lat', 'lng', 'source'] as const;
const keyLine = (key: string) => new RegExp(`^${key}\\s*:`);
const isComment = (line: string) => /^#/.test(line);

/** The record's text with the new position; throws when the file's layout is not one it can edit safely. */
export function writeCoordinates(text: string, edit: CoordinatesEdit): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const values = { lat: coordinate(edit.lat), lng: coordinate(edit.lng), source: quoted(edit.source) };

  for (const key of ['area', ...KEYS]) {
    if (lines.filter((line) => keyLine(key).test(line)).length > 1)
      throw new Error(`"${key}:" appears more than once at the start of a line`);
  }
  const area = lines.findIndex((line) => keyLine('area').test(line));
  if (area < 0) throw new Error('the record has no "area:" line');

  let after = area;
  for (const key of KEYS) {
    const line = `${key}: ${values[key]}`;
    const at = lines.findIndex((l) => keyLine(key).test(l));
    if (at >= 0) {
      lines[at] = line;
      after = at;
    } else {
      lines.splice(after + 1, 0, line);
      after += 1;
    }
  }

  // The position's comment: the comment lines right above lat, replaced by the new one (or none).
  let lat = lines.findIndex((l) => keyLine('lat').test(l));
  while (lat > 0 && isComment(lines[lat - 1]!)) {
    lines.splice(lat - 1, 1);
    lat -= 1;
  }
  if (edit.comment) lines.splice(lat, 0, `# ${edit.comment}`);

  const result = lines.join(eol);
  checkOnlyCoordinatesChanged(text, result, edit);
  return result;
}

/** Reads both texts as YAML: the new one must differ only in lat, lng and source, and hold the new values. */
function checkOnlyCoordinatesChanged(before: string, after: string, edit: CoordinatesEdit) {
  const read = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown>;
  const old = read(before);
  let next: Record<string, unknown>;
  try {
    next = read(after);
  } catch {
    throw new Error('editing the file would leave it invalid YAML');
  }
  const rest = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !(KEYS as readonly string[]).includes(key)));
  const wrote =
    next.lat === Number(coordinate(edit.lat)) &&
    next.lng === Number(coordinate(edit.lng)) &&
    next.source === edit.source;
  if (!wrote || !isDeepStrictEqual(rest(old), rest(next)))
    throw new Error('editing the file would change more than lat, lng and source');
}
