// @vitest-environment node
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { getTranslator } from '@/lib/i18n/translator';

// The interface strings of every language (lib/i18n/messages/): the same keys (tsc checks that too),
// the same arguments and tags for each key, every message parses and formats, and a translation is
// a translation: only the strings listed below read the same in both languages.

type Tree = { readonly [key: string]: string | Tree };

/** Every message of a table by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** What a message asks for: its arguments (with their kind) and tags. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.add(`{${element.value}}`);
      if (element.type === TYPE.number) found.add(`{${element.value}, number}`);
      if (element.type === TYPE.date || element.type === TYPE.time) found.add(`{${element.value}, date}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        // A plural's count is a number in every language (English pluralises it, others may not).
        found.add(`{${element.value}, ${element.type === TYPE.plural ? 'number' : 'select'}}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  // A plain {count} in one language and {count, number} in another take the same value.
  return [...found].map((entry) => entry.replace(/^\{(\w+)\}$/, '{$1, number}')).sort();
}

const tables = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(messages[locale])])) as Record<
  Locale,
  Map<string, string>
>;
const english = tables.en;

/** Strings that read the same in English and Indonesian: names, loanwords, formats. */
const SAME_IN_BOTH = new Set([
  'layout.menu', // "Menu" is Indonesian too
  'home.title', // "{site} – {tagline}": the words are the arguments
  'home.email', // "Email" is how Indonesian sites label it
  'itinerary.pdf.emailAndWeb', // "Email: … Web: …"
  'facts.temperatureRange', // "16–30 °C"
  'places.openStreetMap', // a name
  'itineraries.travelRow', // "{from} – {to}": the words are the arguments
  'places.kinds.museum', // "Museum" is Indonesian too
  'placePages.description', // "{name} ({area}): {details}": the words are the arguments
  // Volcanoes' names on the maps, written alike in both languages (Tangkuban Perahu/Parahu is not).
  'places.landmarks.patuha',
  'places.landmarks.malabar',
  'places.landmarks.manglayang',
  // Tours named after the place, as it calls itself.
  'tourList.farmhouse-lembang.name',
  'tourList.kg-cai-ranca-upas.name',
  // Travel zones named after their town, alike in both languages.
  'itineraries.zones.ciater',
  'itineraries.zones.ciwidey',
  'itineraries.zones.lembang',
  'places.landmarks.papandayan',
  'places.landmarks.guntur',
]);

describe('interface strings', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect([...tables[locale].keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LOCALES.flatMap((locale) => [...tables[locale].keys()].map((key) => [locale, key] as const)))(
    '%s %s: parses, takes the English arguments and tags, and formats',
    (locale, key) => {
      const message = tables[locale].get(key)!;
      expect(signature(message), `${locale} ${key}`).toEqual(signature(english.get(key)!));
      const values = Object.fromEntries(
        signature(message).map((entry) => {
          const [, name, kind] = /^[{<](\w+)(?:, (\w+))?/.exec(entry)!;
          return [name!, kind === 'number' ? 3 : entry.startsWith('<') ? (words: string) => words : 'x'];
        }),
      );
      const t = getTranslator(locale) as unknown as { rich: (key: string, values: object) => unknown };
      expect(() => t.rich(key, values)).not.toThrow();
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is a translation, not a copy', (locale) => {
    const copied = [...english].filter(([key, text]) => tables[locale].get(key) === text).map(([key]) => key);
    expect(copied.sort()).toEqual([...SAME_IN_BOTH].filter((key) => copied.includes(key)).sort());
    // The list holds only strings that are still the same (remove an entry when it gets translated).
    for (const key of SAME_IN_BOTH) expect(copied, key).toContain(key);
  });
});
