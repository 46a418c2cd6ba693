// @ts-check
// A third language for a copy of the project (never for the project itself: the site ships English
// and Indonesian). It is what docs/architecture.md ("Languages") says a language takes: a code in the
// locale list, its settings, a messages table (here a handful of Dutch messages over the English
// table) and translated content (one guide). The end-to-end tests' fixture site is built with it
// (scripts/test/fixture-site.mjs; tests/e2e/third-locale.spec.ts checks every page offers it), and
// tests/unit/third-locale.test.ts checks that a missing message names the language and the key.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const THIRD_LOCALE = 'nl';

/** The language's settings, as lib/i18n/locales.ts writes them. */
const SETTINGS = `  ${THIRD_LOCALE}: {
    tag: 'nl',
    intl: 'nl-NL',
    clock: { hour: '2-digit', hourCycle: 'h23' },
    views: 'compact',
    ogLocale: 'nl_NL',
    name: 'Nederlands',
    script: 'Latn',
    klook: 'en-US',
  },
`;

/** A handful of Dutch messages; every other message is the English one. */
const MESSAGES = {
  layout: {
    skipToContent: 'Naar de inhoud',
    menu: 'Menu',
    languageSwitch: 'Lees deze pagina in het {language}',
  },
  nav: { home: 'Start', guides: 'Reisgidsen', tours: 'Tours in Bandung' },
};

/**
 * Replaces `from` in a file of the copy, or fails naming it (the file changed shape).
 * @param {string} dir @param {string} file @param {string} from @param {string} to
 */
function edit(dir, file, from, to) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from))
    throw new Error(`${file}: "${from}" not found; update scripts/test/third-locale.mjs`);
  writeFileSync(full, text.replace(from, to));
}

/** A frontmatter field of a guide file that the fixture reads (one line). @param {string} text @param {string} name */
const field = (text, name) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim();

/**
 * The lines of a guide's `keyFacts` (time, bestTime, budget, suits) that it gives: a translation
 * gives the same lines in its own words. @param {string} text
 */
const keyFactLines = (text) => {
  const block = /^keyFacts:\n((?:[ ]{2}.*\n)+)/m.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^[ ]{2}(\w+):/gm)].map((match) => match[1] ?? '');
};

/** Test Dutch for each key-fact line. @type {Record<string, string>} */
const KEY_FACTS = {
  time: '"Een avond"',
  bestTime: '"In het weekend"',
  budget: '"Vanaf een paar euro"',
  suits: '[testers]',
};

/** The first English original among the guides (no lang, no translationOf): the one translated. @param {string} dir */
function originalGuide(dir) {
  const guides = path.join(dir, 'content', 'guides');
  for (const name of readdirSync(guides)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    const text = readFileSync(path.join(guides, name), 'utf8');
    if (!field(text, 'lang') && !field(text, 'translationOf')) {
      return {
        slug: name.slice(0, -3),
        updated: field(text, 'updated') ?? field(text, 'date'),
        hasPhoto: field(text, 'image') !== undefined,
        keyFacts: keyFactLines(text),
      };
    }
  }
  throw new Error('no English guide to translate in content/guides');
}

/**
 * Adds the third language to the copy at `dir`: its code, settings, messages (without the message
 * `without`, "layout.menu" say, to show what a missing one does), one translated guide and one translated itinerary.
 * @param {string} dir
 * @param {{ without?: string }} [options]
 * @returns {{ locale: string, guide: string, translates: string }}
 */
export function addThirdLocale(dir, { without } = {}) {
  edit(dir, 'lib/i18n/locale-list.mjs', "(['en', 'id'])", `(['en', 'id', '${THIRD_LOCALE}'])`);
  edit(
    dir,
    'lib/i18n/locales.ts',
    '} as const satisfies Record<Locale, LocaleSettings>;',
    `${SETTINGS}} as const satisfies Record<Locale, LocaleSettings>;`,
  );
  const sections = Object.entries(MESSAGES).map(([section, words]) => {
    const own = Object.entries(words)
      .filter(([key]) => `${section}.${key}` !== without)
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
    const rest = without?.startsWith(`${section}.`)
      ? `...omit(en.${section}, '${without.split('.')[1]}')`
      : `...en.${section}`;
    return `  ${section}: { ${rest}, ${own.join(', ')} },`;
  });
  writeFileSync(
    path.join(dir, 'lib/i18n/messages', `${THIRD_LOCALE}.ts`),
    [
      `// A test fixture (scripts/test/third-locale.mjs): a handful of Dutch messages over the English table.`,
      `import { en } from './en';`,
      `const omit = <T extends object>(table: T, key: string) => Object.fromEntries(Object.entries(table).filter(([k]) => k !== key)) as T;`,
      `void omit;`,
      `export const ${THIRD_LOCALE} = {`,
      `  ...en,`,
      ...sections,
      `};`,
      '',
    ].join('\n'),
  );
  edit(
    dir,
    'lib/i18n/messages/index.ts',
    "import { id } from './id';",
    `import { id } from './id';\nimport { ${THIRD_LOCALE} } from './${THIRD_LOCALE}';`,
  );
  edit(dir, 'lib/i18n/messages/index.ts', '{ en, id }', `{ en, id, ${THIRD_LOCALE} }`);

  const original = originalGuide(dir);
  const slug = 'een-nederlandse-gids';
  writeFileSync(
    path.join(dir, 'content', 'guides', `${slug}.md`),
    [
      '---',
      `lang: ${THIRD_LOCALE}`,
      `translationOf: ${original.slug}`,
      'title: "Bandung in het kort"',
      'excerpt: "Een korte Nederlandse versie van deze gids, om de derde taal van de site te testen."',
      'summary: "Een testvertaling in het Nederlands."',
      // The original's photo, described in this language; a designed cover needs no description.
      ...(original.hasPhoto ? ['imageAlt: "Een foto uit de gids, in het Nederlands beschreven"'] : []),
      `date: ${original.updated}`,
      ...(original.keyFacts.length
        ? ['keyFacts:', ...original.keyFacts.map((line) => `  ${line}: ${KEY_FACTS[line]}`)]
        : []),
      '---',
      '',
      '## Waarom Bandung',
      '',
      'Bandung ligt hoog in de bergen van West-Java. Deze tekst bestaat alleen in een testkopie van de site.',
      '',
    ].join('\n'),
  );
  // And the home page's itinerary translated: every language has the itinerary pages and the home
  // page's PDF, so it needs its own. The same days and stops as the original, in test Dutch.
  const itineraries = path.join(dir, 'content', 'itineraries');
  const home = readdirSync(itineraries).find((name) =>
    /^home: true$/m.test(readFileSync(path.join(itineraries, name), 'utf8')),
  );
  if (!home) throw new Error('no itinerary with home: true in content/itineraries');
  const days = readFileSync(path.join(itineraries, home), 'utf8')
    .split(/^  - title:/m)
    .slice(1)
    .map((day) => [...day.matchAll(/^      - place: (\S+)$/gm)].map((match) => match[1]));
  writeFileSync(
    path.join(itineraries, 'bandung-in-het-kort.yaml'),
    [
      "title: 'Bandung in drie dagen'",
      "summary: 'Een testvertaling in het Nederlands van de reisroute op de voorpagina.'",
      "intro: 'Deze route bestaat alleen in een testkopie van de site, om de derde taal te testen.'",
      'updated: 2026-11-28',
      `lang: ${THIRD_LOCALE}`,
      `translationOf: ${home.slice(0, -'.yaml'.length)}`,
      'days:',
      ...days.flatMap((places, index) => [
        `  - title: 'Dag ${index + 1}'`,
        "    note: 'Een dag van deze testroute.'",
        '    stops:',
        ...places.flatMap((place) => [
          `      - place: ${place}`,
          "        note: 'Een halte van deze testroute.'",
        ]),
      ]),
      '',
    ].join('\n'),
  );
  return { locale: THIRD_LOCALE, guide: slug, translates: original.slug };
}
