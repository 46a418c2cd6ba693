import { createTranslator } from 'use-intl/core';
import type { Locale } from './locales';
import { messages } from './messages';
import type { en } from './messages/en';

// The interface strings of a language, as a translator: t('guide.save'), t('guide.readTime',
// { minutes: 8 }), t.rich('home.heroTitle', { highlight: (words) => <span>{words}</span> }). It is
// use-intl's core (next-intl's framework-free part), called on the server at build only: pages ship
// no i18n code. Keys and arguments are typed from the English table.

export type Translator = ReturnType<typeof createTranslator<typeof en>>;

const translators = new Map<Locale, Translator>();

export function getTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({
      locale,
      // Every language has the English table's keys (Messages, checked by tsc) and arguments
      // (tests/unit/messages.test.ts), so each is typed as the English one for the argument types.
      messages: messages[locale] as typeof en,
      // A missing message or argument is a bug: fail the build instead of printing the key.
      onError: (error) => {
        throw error;
      },
    });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * A message written in a data table rather than the message tables (a tour's description placing a
 * fact), formatted the same way: ICU syntax, in the language's conventions.
 */
export function formatMessage(locale: Locale, message: string, values: Record<string, string | number>) {
  return createTranslator({
    locale,
    messages: { message },
    onError: (error) => {
      throw error;
    },
  })('message', values);
}
