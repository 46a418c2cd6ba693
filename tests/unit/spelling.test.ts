// @vitest-environment node
import { join } from 'node:path';
import { findGuideFiles } from '@/lib/content/guide-files';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { areas, tags } from '@/lib/content/taxonomy';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { en } from '@/lib/i18n/messages/en';
import { id } from '@/lib/i18n/messages/id';
import { getPlaces } from '@/lib/places/places';
import { tours, type Tour } from '@/lib/tours/tours';

// One spelling per language, as docs/editing.md ("Spelling and names") decides: US English, as the
// product spec writes it; KBBI Indonesian; Tangkuban Perahu in English and Tangkuban Parahu in
// Indonesian. Checked over everything a reader sees: the guides (not their source titles, which quote
// other publications as written), the interface messages, the place records, the areas, tags and tours.

type Text = { source: string; text: string };

/** Link targets, addresses, inline code and slugs are not words a reader reads. */
const readable = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, (slug) =>
      /^[a-z0-9-]+$/.test(slug) && slug.includes('centre') ? ' ' : slug,
    );

function guideTexts(locale: Locale): Text[] {
  return findGuideFiles(join(process.cwd(), 'content/guides')).flatMap(({ file, source }) => {
    const { data, content } = readFrontmatter(source);
    const fields = data as Record<string, unknown>;
    if ((fields.lang ?? 'en') !== locale) return [];
    const tips = ((fields.places as unknown[] | undefined) ?? []).flatMap((place) =>
      typeof place === 'object' && place && 'tip' in place ? [String((place as { tip: unknown }).tip)] : [],
    );
    const words = [fields.title, fields.excerpt, fields.summary, fields.imageAlt, ...tips, content];
    return [{ source: file, text: readable(words.filter((w) => typeof w === 'string').join('\n')) }];
  });
}

/** Every string of a message table, labelled with its key. */
function messageTexts(table: object, path = ''): Text[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ source: `message ${path}${key}`, text: readable(value) }]
      : typeof value === 'object' && value
        ? messageTexts(value, `${path}${key}.`)
        : [],
  );
}

const PLACE_FIELDS = ['name', 'address', 'tip', 'summary', 'description', 'bestTime'] as const;

function placeTexts(locale: Locale): Text[] {
  return [...getPlaces().values()].flatMap((place) => {
    const words = (locale === 'en' ? place : (place.translations?.[locale] ?? {})) as Record<string, unknown>;
    return PLACE_FIELDS.flatMap((field) =>
      typeof words[field] === 'string'
        ? [{ source: `place ${place.id} ${locale} ${field}`, text: readable(words[field] as string) }]
        : [],
    );
  });
}

const tableTexts = (locale: Locale): Text[] => [
  ...areas.flatMap((area) => [
    { source: `area ${area.slug}`, text: area.name[locale] },
    { source: `area ${area.slug}`, text: area.description[locale] },
  ]),
  ...tags.map((tag) => ({ source: `tag ${tag.slug}`, text: tag.label[locale] })),
  ...(tours as readonly Tour[]).flatMap((tour) =>
    [tour.name, tour.desc, ...(tour.imageAlt ? [tour.imageAlt] : [])].map((words) => ({
      source: `tour ${tour.slug}`,
      text: words[locale],
    })),
  ),
];

const everything = (locale: Locale): Text[] => [
  ...guideTexts(locale),
  ...messageTexts(locale === 'en' ? en : id),
  ...placeTexts(locale),
  ...tableTexts(locale),
];

/** Proper names that keep their own spelling, whatever the rules below say. */
const PROPER_NAMES = [/Bandung Convention Centre/g, /Mie Kocok Mang Dadeng/g];
const withoutProperNames = (text: string) =>
  PROPER_NAMES.reduce((rest, name) => rest.replace(name, ' '), text);

/** What each language never writes, and what it writes instead. */
const NEVER: Record<Locale, { pattern: RegExp; instead: string }[]> = {
  en: [
    { pattern: /\btravell(?:er|ers|ing|ed)\b/i, instead: 'traveler, traveling' },
    { pattern: /\bcentre[sd]?\b/i, instead: 'center' },
    { pattern: /\bcolour\w*/i, instead: 'color' },
    { pattern: /\bneighbour\w*/i, instead: 'neighborhood' },
    { pattern: /\bfavourite\w*/i, instead: 'favorite' },
    { pattern: /\borganis(?:e|ed|es|ing|ation)\b/i, instead: 'organize' },
    { pattern: /\b(?:kilo)?metres?\b/i, instead: 'meter, kilometer' },
    { pattern: /\bsulphur\w*/i, instead: 'sulfur' },
    { pattern: /\bgrey\b/i, instead: 'gray' },
    { pattern: /\blicence\b/i, instead: 'license' },
    { pattern: /\bflavour\w*|\bsavoury\b/i, instead: 'flavor, savory' },
    { pattern: /\bTangkuban Parahu\b/, instead: 'Tangkuban Perahu' },
    { pattern: /\bmi kocok\b/i, instead: 'mie kocok' },
    { pattern: /\bart deco\b/, instead: 'Art Deco' },
  ],
  id: [
    { pattern: /\bTangkuban Perahu\b/, instead: 'Tangkuban Parahu' },
    { pattern: /\bIdul\s+(?:Fitri|Adha)\b/i, instead: 'Idulfitri, Iduladha' },
    { pattern: /\bgoa\b/i, instead: 'gua' },
    { pattern: /\bmie kocok\b/i, instead: 'mi kocok' },
    { pattern: /\blong weekend\b/i, instead: 'libur panjang' },
    { pattern: /\bone ?way\b/i, instead: 'sistem satu arah' },
    { pattern: /\bpool\b/i, instead: 'pul' },
    { pattern: /\bArt Deco\b/, instead: 'art deco' },
  ],
};

describe.each(LOCALES)('one spelling per language (%s)', (locale) => {
  const texts = everything(locale);

  it('reads the guides, messages, place records and tables of the language', () => {
    for (const kind of ['content/guides', 'message ', 'place ', 'area ', 'tour ']) {
      expect(
        texts.some(({ source }) => source.startsWith(kind)),
        kind,
      ).toBe(true);
    }
  });

  it.each(NEVER[locale])('never writes $pattern (write $instead)', ({ pattern }) => {
    const found = texts.filter(({ text }) => pattern.test(withoutProperNames(text)));
    expect(
      found.map(({ source, text }) => `${source}: …${withoutProperNames(text).match(pattern)?.[0]}…`),
    ).toEqual([]);
  });
});

it('keeps slugs, addresses and proper names as they are written', () => {
  expect(readable('[the centre](/guides/area/city-centre) https://example.com/centre')).toBe(
    '[the centre]  ',
  );
  expect(withoutProperNames('Mie Kocok Mang Dadeng sells mie kocok')).toBe('  sells mie kocok');
});
