// @ts-check
// The build's line on the places maps cannot show: how many records in content/places have no
// coordinates yet, pointing to the list of them (and the ids to look up) in docs/editing.md. Read
// after next build, which has already checked every record (lib/content/places/schema.ts).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * The line, or undefined when the project has no places.
 * @param {string} root the project
 */
export function unmappedPlacesLine(root) {
  const dir = path.join(root, 'content', 'places');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.yaml') && !name.startsWith('.'));
  if (files.length === 0) return undefined;
  const unmapped = files.filter((name) => {
    const record = /** @type {{ lat?: unknown, lng?: unknown } | undefined} */ (
      yaml.load(fs.readFileSync(path.join(dir, name), 'utf8'), { schema: yaml.CORE_SCHEMA })
    );
    return typeof record?.lat !== 'number' || typeof record?.lng !== 'number';
  }).length;
  if (unmapped === 0) return `Places: all have coordinates (${files.length})`;
  return `Places: ${unmapped} of ${files.length} ${unmapped === 1 ? 'has' : 'have'} no coordinates (not on the maps): see docs/editing.md, "Places without a position"`;
}
