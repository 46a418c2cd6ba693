import { z } from 'zod';
import { oneLineText as text, type EntryLabel } from '../rules';
import { PLACE_ID_PATTERN, TIP_MAX_LENGTH, withMax } from '../places/schema';

// A guide's `places` field: the places it covers, by the id of their record (content/places/), each
// with an optional tip of its own. Whether each id has a record is checked with every reference of
// the build (../references.ts).

/**
 * The `places` field of a guide's frontmatter: the ids of the places it covers, in its own order,
 * each alone (`- kawah-putih`) or with a tip for this guide (`- place: kawah-putih` / `tip: …`).
 */
export const guidePlaceRefsSchema = (() => {
  const id = z
    .string({ error: 'must be a place id (the name of its file in content/places/, without .yaml)' })
    .trim()
    .regex(PLACE_ID_PATTERN, 'must be a place id: lower-case words joined by hyphens, e.g. kawah-putih');
  const ref = z.union(
    [
      id.transform((place) => ({ place })),
      z
        .object({
          place: id,
          tip: withMax(text('a one-line tip for this guide'), TIP_MAX_LENGTH, 'one line').optional(),
        })
        .strict(),
    ],
    { error: 'must be a place id, or "place:" with an id and "tip:" with a one-line tip' },
  );
  return z
    .array(ref, { error: 'must be a list of place ids, e.g. [kawah-putih, situ-patenggang]' })
    .superRefine((refs, context) => {
      const seen = new Map<string, number>();
      refs.forEach((entry, index) => {
        const first = seen.get(entry.place);
        if (first === undefined) seen.set(entry.place, index);
        else
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${entry.place}" is listed twice (also item ${first + 1})`,
          });
      });
    });
})();

export type GuidePlaceRef = z.output<typeof guidePlaceRefsSchema>[number];

/**
 * How an error names a place in a guide's list: `place 3 "kawah-putih"` for a path under `places`,
 * from the raw frontmatter.
 */
export const placeLabel: EntryLabel = (path, input) => {
  if (path[0] !== 'places' || typeof path[1] !== 'number') return undefined;
  const raw = (input as { places?: unknown } | undefined)?.places;
  const entry = Array.isArray(raw) ? (raw[path[1]] as unknown) : undefined;
  const id = typeof entry === 'string' ? entry : (entry as { place?: unknown } | undefined)?.place;
  const label = `place ${path[1] + 1}${typeof id === 'string' && id.trim() ? ` "${id.trim()}"` : ''}`;
  return { label, rest: path.slice(2) };
};
