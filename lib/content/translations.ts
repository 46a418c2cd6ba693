import { GuideContentError } from './guide-error';
import { slugOfGuideFile } from './guide-files';
import type { Guide } from './guides';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localePath, splitLocalePath } from '../i18n/paths';
import { guideHref } from '../routes';

// Guides and their translations. A translation is a guide file of its own, next to its original,
// whose frontmatter names the guide it translates (`translationOf`) and its language (`lang`); it
// takes what the guide is about (area, tags, photo, places) from the original and gives its own words.
// Here each translation meets its original: a missing original stops the build naming both files, a
// translation older than its original is listed in a warning, and every guide learns where its other
// languages are (the language switch, hreflang, the sitemap).

/** A translation file as the loader parsed it, completed with its original when that exists. */
export type TranslationFile = { file: string; translationOf: string; guide: Guide | undefined };

/** Where the original of a translation should be, for messages. */
const originalFile = (slug: string) => `content/guides/${slug}.md (or ${slug}/index.md)`;

/**
 * Every guide with its translations linked both ways. Throws, naming the files, for a translation
 * whose original does not exist, is itself a translation or is in the same language, and for two
 * translations of one guide into one language.
 */
export function pairTranslations(
  originals: readonly Guide[],
  translations: readonly TranslationFile[],
): Guide[] {
  const bySlug = new Map(originals.map((guide) => [guide.slug, guide]));
  const translationSlugs = new Map(
    translations.flatMap(({ file, guide }) => (guide ? [[guide.slug, file] as const] : [])),
  );
  const groups = new Map<string, Guide[]>();
  for (const { file, translationOf, guide } of translations) {
    if (translationOf === slugOfGuideFile(file)) {
      throw new GuideContentError(
        file,
        'field "translationOf": names this guide itself; name the guide it translates (its file name without .md)',
      );
    }
    const original = bySlug.get(translationOf);
    if (!original || !guide) {
      const also = translationSlugs.get(translationOf);
      throw new GuideContentError(
        file,
        also
          ? `field "translationOf": ${translationOf} (${also}) is itself a translation: name the original guide it translates`
          : `field "translationOf": there is no guide ${originalFile(translationOf)} for it to translate`,
      );
    }
    if (guide.locale === original.locale) {
      throw new GuideContentError(
        file,
        `field "lang": it is in the same language (${guide.locale}) as the guide it translates, ${original.file}`,
      );
    }
    const group = groups.get(original.slug) ?? [original];
    const twin = group.find((member) => member.locale === guide.locale);
    if (twin) {
      throw new GuideContentError(
        file,
        `field "translationOf": ${twin.file} already translates ${original.file} into ${guide.locale}: keep one`,
      );
    }
    groups.set(original.slug, [...group, guide]);
  }
  warnAboutStaleTranslations(groups);
  const linked = new Map<string, Guide['translations']>();
  for (const group of groups.values()) {
    for (const guide of group) {
      linked.set(
        guide.slug,
        Object.fromEntries(
          group
            .filter((other) => other !== guide)
            .map((other) => [other.locale, { slug: other.slug, href: other.href, title: other.title }]),
        ),
      );
    }
  }
  return [...originals, ...translations.map(({ guide }) => guide!)].map((guide) => ({
    ...guide,
    translations: linked.get(guide.slug) ?? {},
  }));
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

/**
 * Links in a guide that lead to another language's pages: a guide in Indonesian links to /id/…
 * pages, a guide in English to unprefixed ones. Each problem names the link and the one to write.
 */
export function linkLanguageProblems(locale: Locale, links: readonly string[]): string[] {
  return links.flatMap((url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return [];
    const written = splitLocalePath(url);
    if (written.locale === locale) return [];
    const fix = localePath(locale, written.path);
    const guideLink = written.path.startsWith(`${guideHref('')}`);
    const where = locale === DEFAULT_LOCALE ? 'English' : `the ${locale} edition`;
    return [
      `link ${url} leads to another language's page: this guide is in ${locale}, so link within ${where}${guideLink ? ` (the guide's translation, if it has one)` : `, e.g. ${fix}`}`,
    ];
  });
}
