import type { Place } from './places/schema';
import type { ProblemList } from './problems';
import type { Tour } from './tours';

// The references between collections that are not a guide's own (those are checked as the guides are
// completed, ./guides/complete.ts and ./guides/links.ts): a tour naming a place that has no record
// is a problem; a place no guide and no tour uses is reported in a warning (it still gets its page).

/** What the reference checks look things up in: the valid records, and the ids of invalid ones. */
export type References = {
  places: ReadonlyMap<string, Place>;
  /** Ids of place files that exist but have problems of their own: a reference to one is not a new problem. */
  brokenPlaces: ReadonlySet<string>;
  problems: ProblemList;
};

/** Where the tours table is, as problems name it. */
export const TOURS_FILE = 'lib/content/tours.ts';

/** A problem for each place a tour names that has no record. */
export function checkTourPlaces(
  tourList: readonly Pick<Tour, 'slug' | 'places'>[],
  { places, brokenPlaces, problems }: References,
): void {
  for (const tour of tourList) {
    tour.places.forEach((id, index) => {
      if (!places.has(id) && !brokenPlaces.has(id)) {
        problems.add(
          TOURS_FILE,
          `"${id}" (item ${index + 1}): there is no place content/places/${id}.yaml`,
          `tour "${tour.slug}", field "places"`,
        );
      }
    });
  }
}

/** The ids of places no guide (in any language, drafts included) and no tour uses. */
export function unusedPlaces(
  guides: readonly { places: readonly { id: string }[] }[],
  tourList: readonly Pick<Tour, 'places'>[],
  places: ReadonlyMap<string, Place>,
): string[] {
  const used = new Set([
    ...guides.flatMap((guide) => guide.places.map((place) => place.id)),
    ...tourList.flatMap((tour) => tour.places),
  ]);
  return [...places.keys()].filter((id) => !used.has(id));
}

/** Prints one warning naming the places nothing uses. */
export function warnAboutUnusedPlaces(ids: readonly string[]): void {
  if (ids.length === 0) return;
  console.warn(
    `⚠ ${ids.length === 1 ? 'A place is' : `${ids.length} places are`} in no guide and no tour (add it to one, or remove its file): ${ids.map((id) => `content/places/${id}.yaml`).join(', ')}`,
  );
}
