import type { Tour } from '../tours/tours';
import type { Place } from './place-schema';

// Checks on how the place records are used, run once per build with the guides (lib/content/guides.ts):
// a tour naming a place that has no record stops the build; a place no guide and no tour uses is
// reported in a warning (it still gets its page).

/** Throws, naming the tour and the id, when a tour names a place that has no record. */
export function checkTourPlaces(
  tourList: readonly Pick<Tour, 'slug' | 'places'>[],
  places: ReadonlyMap<string, Place>,
): void {
  const problems = tourList.flatMap((tour) =>
    tour.places
      .filter((id) => !places.has(id))
      .map((id) => `tour "${tour.slug}" visits "${id}", but there is no place content/places/${id}.yaml`),
  );
  if (problems.length)
    throw new Error(`lib/tours/tours.ts names unknown places:\n  ${problems.join('\n  ')}`);
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
