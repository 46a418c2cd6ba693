// Interface words for tests that check what a page says in each language. English tests keep the
// spec's wording as literals; the other languages read their words from the message tables
// (lib/i18n/messages/), so a test checks the page shows its own language's message.

import { getTranslator, type Translator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/locales';

type MarkupKey = Parameters<Translator['markup']>[0];

/** A language's translator (use-intl): t('guide.save'), t('guide.readTime', { minutes: 8 }). */
export const tr = (locale: Locale): Translator => getTranslator(locale);

/**
 * The words a message wraps in one of its tags, e.g. "click here" in "…<link>click here</link>":
 * the text of the link a component renders from it.
 */
export function taggedWords(locale: Locale, key: MarkupKey, tag: string): string {
  const marker = '\u0000';
  const markup = (getTranslator(locale).markup as (key: string, values: object) => string)(key, {
    [tag]: (words: string) => `${marker}${words}${marker}`,
  });
  const words = markup.split(marker)[1];
  if (words === undefined) throw new Error(`${locale} ${key} has no <${tag}>`);
  return words;
}
