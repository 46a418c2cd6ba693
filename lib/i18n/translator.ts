import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { messages } from './messages';
import type { en } from './messages/en';

// The interface strings of a language, as a translator: t('guide.save'), t('guide.readTime',
// { minutes: 8 }), t.rich('home.heroTitle', { highlight: (words) => <span>{words}</span> }). It is
// use-intl's core (next-intl's framework-free part), called on the server at build only: pages ship
// no i18n code. Keys and arguments are typed from the first language's table (./messages/en.ts).

export type Translator = ReturnType<typeof createTranslator<typeof en>>;

/** The message keys ("layout.menu") of `reference` that `table` does not give. */
export function missingMessages(
  table: unknown,
  reference: unknown = messages[DEFAULT_LOCALE],
  prefix = '',
): string[] {
  if (typeof reference !== 'object' || reference === null) return [];
  return Object.entries(reference).flatMap(([key, value]) => {
    const own =
      typeof table === 'object' && table !== null ? (table as Record<string, unknown>)[key] : undefined;
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return typeof own === 'string' ? [] : [path];
    return missingMessages(own, value, `${path}.`);
  });
}

const translators = new Map<Locale, Translator>();

/**
 * A language's translator. A language whose table lacks a message of the first language's stops
 * the build, naming the language and every missing key (tsc refuses it too; a build run without
 * the type check, or a table built at run time, still cannot ship a key instead of a sentence).
 */
export function getTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const missing = missingMessages(messages[locale]);
    if (missing.length) {
      throw new Error(
        `The messages of locale "${locale}" (lib/i18n/messages/${locale}.ts) lack ${missing.map((key) => `"${key}"`).join(', ')}: every language gives every message of lib/i18n/messages/${DEFAULT_LOCALE}.ts`,
      );
    }
    translator = createTranslator({
      locale,
      // Every language has the first table's keys (checked above and by tsc) and arguments
      // (tests/unit/messages.test.ts), so each is typed as that one for the argument types.
      messages: messages[locale] as typeof en,
      // A message that cannot be formatted is a bug: fail the build instead of printing the key.
      onError: (error) => {
        throw error;
      },
    });
    translators.set(locale, translator);
  }
  return translator;
}
