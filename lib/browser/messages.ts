// Words the browser behaviours show (a search's result count, a saved guide's status) come from the
// page itself: the server renders them, in the page's language, into data attributes next to the
// markup that needs them (lib/i18n/messages/), so browser code carries no language of its own.

/** A message with its {name} placeholders filled in. */
export const fillMessage = (message: string, values: Readonly<Record<string, string | number>>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Reads the page's messages for a behaviour: the data-msg-* attributes of its root element. */
export function messagesOf(element: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(element.dataset).flatMap(([key, value]) =>
      key.startsWith('msg') && key.length > 3 ? [[key.charAt(3).toLowerCase() + key.slice(4), value]] : [],
    ),
  );
}

/** The plural form a count takes in a language ("one", "other", …), as Intl knows it. */
export const pluralCategory = (count: number, lang: string) => {
  try {
    return new Intl.PluralRules(lang || 'en').select(count);
  } catch {
    return new Intl.PluralRules('en').select(count);
  }
};
