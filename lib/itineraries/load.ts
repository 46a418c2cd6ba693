import type { Itinerary } from './model';
import { findItineraryFiles, parseFile, type ItineraryFile } from './parse';
import { planOriginal, type Inputs } from './plan';
import { ItineraryContentError, type ItineraryProblem } from './problems';
import { translate } from './translate';

// The itineraries collection: every file of content/itineraries read and checked on its own
// (./parse.ts), then against the place records and the travel table (./plan.ts: each day's
// timeline, its hours, its length, its budget), then each translation against its original
// (./translate.ts). Every problem of every file is reported together, each naming the file, the day
// and the stop; nothing is published half-checked.

export { findItineraryFiles, ITINERARIES_DIR, type ItineraryFile } from './parse';
export type { Inputs } from './plan';

/**
 * Every itinerary of the files, in every language, checked against the places and the travel
 * table, with each one's translations linked both ways; and every problem found.
 */
export function checkItineraries(
  files: readonly ItineraryFile[],
  inputs: Inputs,
): { itineraries: Itinerary[]; problems: ItineraryProblem[] } {
  const problems: ItineraryProblem[] = [];
  const parsed = files.flatMap((file) => parseFile(file, problems) ?? []);
  const originals = new Map<string, Itinerary>();
  const broken = new Set<string>();
  for (const entry of parsed) {
    if (entry.kind !== 'original') continue;
    const itinerary = planOriginal(entry, inputs, problems);
    if (itinerary) originals.set(entry.slug, itinerary);
    else broken.add(entry.slug);
  }
  const homes = [...originals.values()].filter((itinerary) => itinerary.home);
  for (const extra of homes.slice(1)) {
    problems.push({
      file: extra.file,
      field: 'field "home"',
      message: `${homes[0]!.file} is the home page's itinerary already: only one may say home: true`,
    });
  }
  const translations: Itinerary[] = [];
  for (const entry of parsed) {
    if (entry.kind !== 'translation') continue;
    const original = originals.get(entry.data.translationOf);
    if (!original) {
      if (broken.has(entry.data.translationOf)) continue;
      problems.push({
        file: entry.file,
        field: 'field "translationOf"',
        message: `there is no itinerary content/itineraries/${entry.data.translationOf}.yaml for it to translate`,
      });
      continue;
    }
    const twin = translations.find(
      (other) => other.originalSlug === original.slug && other.locale === entry.data.lang,
    );
    if (twin) {
      problems.push({
        file: entry.file,
        field: 'field "translationOf"',
        message: `${twin.file} already translates ${original.file} into ${twin.locale}: keep one`,
      });
      continue;
    }
    const translation = translate(entry, original, problems);
    if (translation) translations.push(translation);
  }
  // Each version learns where the others are (the language switch, hreflang, the sitemap).
  const all = [...originals.values(), ...translations];
  const itineraries = all.map((itinerary) => ({
    ...itinerary,
    translations: Object.fromEntries(
      all
        .filter((other) => other.originalSlug === itinerary.originalSlug && other.locale !== itinerary.locale)
        .map((other) => [other.locale, { slug: other.slug, href: other.href, title: other.title }]),
    ),
  }));
  return { itineraries, problems };
}

/** Every itinerary of a folder, checked; throws an ItineraryContentError listing every problem. */
export function loadItineraries(dir: string, inputs: Inputs): Itinerary[] {
  const found = findItineraryFiles(dir);
  const { itineraries, problems } = checkItineraries(found.files, inputs);
  const all = [...found.problems, ...problems];
  if (all.length) throw new ItineraryContentError(all);
  return itineraries;
}
