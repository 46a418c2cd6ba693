import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { areas, tags } from '../../lib/content/taxonomy';
import type { TranslationLocale } from '../../lib/i18n/locales';
import { messages } from '../../lib/i18n/messages';
import { tours, type Tour } from '../../lib/tours/tours';
import { places } from './pages';

// The English interface, as strings a page in another language must not show: every literal part of
// the English messages (lib/i18n/messages/en.ts), and the English words of the typed tables (areas,
// tags, tours, places). A string the other language uses too (a name such as "Klook", a loanword
// such as "Email") is left out: it is found in that language's own words.

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

/** The literal text of an ICU message, in runs between its arguments and tags. */
function literals(message: string): string[] {
  const runs: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) runs.push(element.value);
      else if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      else if (element.type === TYPE.tag) walk(element.children);
      // An argument splits the text: what is around it is matched apart.
      if (element.type !== TYPE.literal) runs.push('\u0000');
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return runs
    .join('')
    .split('\u0000')
    .map((run) => run.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((run) => (run.match(/\p{L}/gu) ?? []).length >= 4);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

export type EnglishString = { source: string; text: string; pattern: RegExp };

/** The English strings a page in `locale` must not contain. */
export function englishStrings(locale: TranslationLocale): EnglishString[] {
  const pairs: { source: string; en: string; other: string }[] = [
    ...leaves(messages.en).map(([key, en]) => ({
      source: `messages ${key}`,
      en,
      other: leaves(messages[locale]).find(([otherKey]) => otherKey === key)?.[1] ?? '',
    })),
    ...areas.flatMap((area) => [
      { source: `area ${area.slug}`, en: area.name.en, other: area.name[locale] },
      { source: `area ${area.slug}`, en: area.description.en, other: area.description[locale] },
    ]),
    ...tags.map((tag) => ({ source: `tag ${tag.slug}`, en: tag.label.en, other: tag.label[locale] })),
    ...(tours as readonly Tour[]).flatMap((tour) =>
      // A tour with a designed cover has no imageAlt (the cover is decorative).
      (['name', 'desc', 'imageAlt'] as const).flatMap((field) => {
        const words: Tour['imageAlt'] = field === 'imageAlt' ? tour.imageAlt : tour[field];
        return words ? [{ source: `tour ${tour.slug} ${field}`, en: words.en, other: words[locale] }] : [];
      }),
    ),
    ...[...places.values()].flatMap((place) =>
      (['tip', 'summary'] as const).flatMap((field) =>
        place[field]
          ? [
              {
                source: `place ${place.id} ${field}`,
                en: place[field]!,
                other: place.translations[locale]?.[field] ?? '',
              },
            ]
          : [],
      ),
    ),
  ];
  // Everything the other language writes: an English run found in it is a shared word, not a leftover.
  const theirs = pairs.map(({ other }) => other).join('\n');
  const seen = new Set<string>();
  return pairs.flatMap(({ source, en, other }) =>
    en === other
      ? []
      : literals(en)
          .filter((text) => !theirs.includes(text) && !seen.has(text) && seen.add(text))
          .map((text) => ({
            source,
            text,
            pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u'),
          })),
  );
}
