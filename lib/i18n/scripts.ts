import { settingsOf, type Locale } from './locales';

// Documents drawn at build with bundled fonts (the itinerary PDF, the share images) can write a
// language only in a script their fonts draw. A language in another script stops the build, naming
// the language, rather than shipping boxes or blank text.

/** A character as messages name it: "ầ" (U+1EA7). */
export const describeChar = (char: string) =>
  `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * Throws unless `drawn` (the scripts a document's fonts draw, ISO 15924) has the language's script.
 * `what` names the document, `fonts` its fonts and where they are set.
 */
export function requireScript(locale: Locale, drawn: readonly string[], what: string, fonts: string): void {
  const { script, name } = settingsOf(locale);
  if (drawn.includes(script)) return;
  throw new Error(
    `${what} in ${name} (${locale}): its script, ${script}, is not one ${fonts} draw(s) (${drawn.join(', ')}); add a font that draws ${script} there`,
  );
}
