import type { ProblemList } from '../problems';
import { slugOfGuideFile } from './files';
import type { Guide } from './types';

// Guides and their translations. A translation is a guide file of its own, next to its original,
// whose frontmatter names the guide it translates (`translationOf`) and its language (`lang`); it
// takes what the guide is about (area, tags, photo, places) from the original and gives its own words.
// Here each translation meets its original: a missing original is a problem naming both files, and a
// translation older than its original is listed in a warning. Which guides are one another's
// translations is then a lookup of the content graph (../graph.ts).

/** A translation file as the loader parsed it, completed with its original when that exists. */
export type TranslationFile = { file: string; translationOf: string; guide: Guide | undefined };

/** Where the original of a translation should be, for messages. */
const originalFile = (slug: string) => `content/guides/${slug}.md (or ${slug}/index.md)`;

/**
 * The originals and the translations that pair with one. A problem, naming the files, for a
 * translation whose original does not exist, is itself a translation or is in the same language, and
 * for two translations of one guide into one language.
 */
export function pairTranslations(
  originals: readonly Guide[],
  translations: readonly TranslationFile[],
  problems: ProblemList,
): Guide[] {
  const bySlug = new Map(originals.map((guide) => [guide.slug, guide]));
  const translationSlugs = new Map(
    translations.flatMap(({ file, guide }) => (guide ? [[guide.slug, file] as const] : [])),
  );
  const groups = new Map<string, Guide[]>();
  const paired: Guide[] = [];
  for (const { file, translationOf, guide } of translations) {
    if (translationOf === slugOfGuideFile(file)) {
      problems.add(
        file,
        'names this guide itself; name the guide it translates (its file name without .md)',
        'field "translationOf"',
      );
      continue;
    }
    const original = bySlug.get(translationOf);
    if (!original || !guide) {
      const also = translationSlugs.get(translationOf);
      problems.add(
        file,
        also
          ? `${translationOf} (${also}) is itself a translation: name the original guide it translates`
          : `there is no guide ${originalFile(translationOf)} for it to translate`,
        'field "translationOf"',
      );
      continue;
    }
    if (guide.locale === original.locale) {
      problems.add(
        file,
        `it is in the same language (${guide.locale}) as the guide it translates, ${original.file}`,
        'field "lang"',
      );
      continue;
    }
    const group = groups.get(original.slug) ?? [original];
    const twin = group.find((member) => member.locale === guide.locale);
    if (twin) {
      problems.add(
        file,
        `${twin.file} already translates ${original.file} into ${guide.locale}: keep one`,
        'field "translationOf"',
      );
      continue;
    }
    groups.set(original.slug, [...group, guide]);
    paired.push(guide);
  }
  warnAboutStaleTranslations(groups);
  return [...originals, ...paired];
}

/** Prints one warning listing every translation last updated before its original was. */
function warnAboutStaleTranslations(groups: ReadonlyMap<string, Guide[]>) {
  const stale = [...groups.values()].flatMap(([original, ...translations]) =>
    translations
      .filter((translation) => translation.updated < original!.updated)
      .map(
        (translation) =>
          `  ${translation.file} (updated ${translation.updated}) translates ${original!.file} (updated ${original!.updated})`,
      ),
  );
  if (stale.length) {
    console.warn(
      `⚠ ${stale.length === 1 ? 'A translation is' : `${stale.length} translations are`} older than the guide it translates: bring the changes over and set its "updated"\n${stale.join('\n')}`,
    );
  }
}
