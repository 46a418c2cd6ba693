import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { AREA_SLUGS, TAG_SLUGS } from './taxonomy';
import { guidePlaceRefsSchema, placeLabel } from '../places/place-schema';
import { shortValue } from './short-value';
import { carriesCredentials } from './url-credentials';
import { keyFactsSchema } from './key-facts';

/** A guide's file name (without .md) is its slug: lower-case kebab-case only. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs the guide lists use under /guides/ (/guides/page/2, /guides/area/…, /guides/tag/…). */
export const RESERVED_GUIDE_SLUGS = ['page', 'area', 'tag'] as const;

/**
 * Longest title accepted. Search results show about 60 characters of a title before cutting it,
 * and the share image (components/seo/og-card.tsx) fits 70 in three lines at its smallest size.
 */
export const TITLE_MAX_LENGTH = 70;

/** Dates before this are mistakes (the site did not exist); so are dates more than a year ahead. */
export const EARLIEST_DATE = '2000-01-01';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A year after `now`, as YYYY-MM-DD: the latest date a guide may carry. */
export function latestDate(now = new Date()): string {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return limit.toISOString().slice(0, 10);
}

// YAML turns an unquoted 2025-07-10 into a Date; accept that or the same text, and keep the text.
const isoDate = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z
    .string({ error: 'must be a date written YYYY-MM-DD' })
    .regex(ISO_DATE, 'must be a date written YYYY-MM-DD')
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    }, 'is not a real calendar date')
    .refine((text) => text >= EARLIEST_DATE, `must not be before ${EARLIEST_DATE}`)
    .refine((text) => text <= latestDate(), {
      error: () => `must not be more than a year ahead (after ${latestDate()})`,
    }),
);

/** The longest slug (file or folder name): it becomes the page's address and several file names. */
export const SLUG_MAX_LENGTH = 80;

/** Longest text of each one-line field (characters): what the places that show it can hold. */
export const TEXT_MAX_LENGTH = {
  excerpt: 300,
  summary: 200,
  imageAlt: 250,
} as const;

// Characters that make text display differently from how it reads in the file: C0 and C1 controls
// and the line and paragraph separators (U+2028, U+2029; these fields are one line each); the
// bidirectional controls and marks that can reorder what a reader sees (U+061C, U+200E, U+200F,
// U+202A–U+202E, U+2066–U+2069); and invisible characters that hide or split text (zero-width
// space, non-joiner and joiner U+200B–U+200D, word joiner and invisible operators U+2060–U+2064,
// U+FEFF, soft hyphen U+00AD, U+180E, and the tag characters U+E0000–U+E007F). An emoji's own
// sequences are allowed: a joiner between emoji (👨‍👩‍👧) and a subdivision flag's tags (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
const LINE_OR_CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const INVISIBLE = '\\u00ad\\u180e\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u{e0000}-\\u{e007f}';
const HIDDEN_SCAN = new RegExp(
  [
    '(?:\\p{Extended_Pictographic}\\ufe0f?(?:\\u200d\\p{Extended_Pictographic}\\ufe0f?)+)',
    '(?:\\u{1f3f4}[\\u{e0020}-\\u{e007e}]+\\u{e007f})',
    `([${LINE_OR_CONTROL}${BIDI}${INVISIBLE}])`,
  ].join('|'),
  'gu',
);

/** The first hidden character of a text that is not part of an emoji, with its position. */
function hiddenCharacter(value: string): { char: string; index: number } | undefined {
  for (const match of value.matchAll(HIDDEN_SCAN)) {
    if (match[1]) return { char: match[1], index: match.index };
  }
  return undefined;
}

const kindOfHidden = (char: string) =>
  new RegExp(`[${BIDI}]`, 'u').test(char)
    ? 'a bidirectional-text control, which can reorder what readers see'
    : new RegExp(`[${INVISIBLE}]`, 'u').test(char)
      ? 'an invisible character, which hides or splits text without showing'
      : 'a control character such as a line break; write the field on one line';

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A one-line text field: required, text (not a number or a list), no hidden characters, and at most
 * `max` characters when given.
 */
const text = (what: string, max?: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `is required (${what})` : `must be text (${what})`),
    })
    .trim()
    .min(1, `is required (${what})`)
    .superRefine((value, context) => {
      const hidden = hiddenCharacter(value);
      if (hidden) {
        context.addIssue({
          code: 'custom',
          message: `contains ${codePoint(hidden.char)} at position ${hidden.index + 1} (${kindOfHidden(hidden.char)}): remove it`,
        });
      }
      const length = [...value].length;
      if (max !== undefined && length > max) {
        context.addIssue({
          code: 'custom',
          message: `is ${length} characters; at most ${max} (${what})`,
        });
      }
    });

/** The one-line text rule, for other content schemas (place records) to share. */
export { text as oneLineText };

/** How oneOf names a list: its plural, where it is written, and why it is what it is. */
export type OneOfWords = { plural?: string; where?: string; note?: string };

/**
 * One of a typed list (an area, a tag); the error names every allowed value, so an editor can pick
 * one, and the file that lists them. Other frontmatter that names an area can use it too.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  { plural = `${what}s`, where = 'lib/content/taxonomy.ts', note }: OneOfWords = {},
) {
  const list = `the ${plural} in ${where}: ${values.join(', ')}`;
  const why = note ? ` (${note})` : '';
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `is required (one of ${list})${why}`
        : `${shortValue(issue.input)} is not one of ${list}${why}`,
  });
}

/** The longest source title: a page's title, as its site gives it. */
export const SOURCE_TITLE_MAX_LENGTH = 200;

/**
 * The longest publisher (Tempo, Wikipedia, Dinas Pariwisata Kota Bandung) and the most sources: about
 * twice the most a real guide lists (54, when-to-go-to-bandung.md).
 */
export const SOURCE_LIMITS = { publisher: 100, sources: 100 } as const;

/**
 * A guide's sources: each page a fact comes from, with its title, address, publisher and the date it
 * was last checked (docs/editing.md, "Sources"). Listed at the end of the article.
 */
export function sourcesSchema() {
  const url = z
    .string({ error: 'must be the address of the page (http:// or https://)' })
    .trim()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be the address of the page (http:// or https://)')
    .refine(
      (value) => !carriesCredentials(value),
      'carries a user name or password; give the page’s address without them',
    );
  const source = z
    .object({
      title: text('the page’s title').pipe(
        z.string().max(SOURCE_TITLE_MAX_LENGTH, `must be at most ${SOURCE_TITLE_MAX_LENGTH} characters`),
      ),
      url,
      publisher: text('who published it, e.g. Tempo or Wikipedia', SOURCE_LIMITS.publisher).optional(),
      checked: isoDate,
    })
    .strict();
  return z
    .array(source, { error: 'must be a list of sources, each with title, url and checked' })
    .min(1, 'must list at least one source, or be left out')
    .max(
      SOURCE_LIMITS.sources,
      `lists more than ${SOURCE_LIMITS.sources} sources; give at most ${SOURCE_LIMITS.sources}, the pages the facts come from`,
    );
}

/**
 * The fields, each checked on its own. Kept apart from the cross-field check below so it can still
 * be picked from or extended (zod refuses .pick()/.omit() on a schema with refinements).
 */
export const guideFrontmatterFields = z
  .object({
    title: text('the guide title').pipe(
      z
        .string()
        .max(
          TITLE_MAX_LENGTH,
          `must be at most ${TITLE_MAX_LENGTH} characters (what search results and the share image show)`,
        ),
    ),
    excerpt: text('card text', TEXT_MAX_LENGTH.excerpt),
    summary: text('the meta description', TEXT_MAX_LENGTH.summary),
    // The hero photo: a file beside the guide (./kawah-putih.jpg, images/x.jpg), checked by the loader
    // (lib/photos/photo-source.ts), or an https URL. Without one the guide gets a designed cover
    // (lib/photos/cover/), drawn from its area and tags: better than a photo of something else.
    image: z
      .string({ error: 'must be the hero photo: a path such as ./photo.jpg, or an https URL' })
      .trim()
      .min(
        1,
        'is empty: give the hero photo (a path such as ./photo.jpg, or an https URL), or leave image out for a designed cover',
      )
      .refine((value) => {
        if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) return true;
        try {
          return new URL(value).protocol === 'https:';
        } catch {
          return false;
        }
      }, 'must be an https:// URL or a path to a photo beside the guide (./photo.jpg)')
      .optional(),
    // Required with `image` (heroPhotoDescribed, below); a cover is decorative and has none.
    imageAlt: text('the hero photo’s alternative text', TEXT_MAX_LENGTH.imageAlt).optional(),
    date: isoDate,
    updated: isoDate.optional(),
    // "2.1k" or 980: YAML reads a bare number as a number.
    views: z
      .union(
        [
          z
            .string()
            .trim()
            .regex(/^\d+(?:\.\d+)?k?$/i, 'must look like 980 or 2.1k'),
          z.number().int().min(0),
        ],
        { error: 'must look like 980 or 2.1k' },
      )
      .transform(String)
      .optional(),
    // Where the guide is and what it is about: values from lib/content/taxonomy.ts.
    area: oneOf(AREA_SLUGS, 'area'),
    tags: z
      .array(oneOf(TAG_SLUGS, 'tag'), {
        error: `must be a list of tags, e.g. [${TAG_SLUGS.slice(0, 2).join(', ')}]`,
      })
      .refine((list) => new Set(list).size === list.length, 'lists a tag twice')
      .default([]),
    // Featured guides come first among the home page's four cards.
    featured: z.boolean({ error: 'must be true or false' }).default(false),
    // A draft is left out of production builds; npm run dev shows it, marked as a draft.
    draft: z.boolean({ error: 'must be true or false' }).default(false),
    // The places the guide covers, by id (content/places/<id>.yaml), each with an optional tip of
    // its own (lib/places/place-schema.ts, docs/editing.md).
    places: guidePlaceRefsSchema(text).default([]),
    // The language the guide is written in (lib/i18n/locales.ts); English unless it says otherwise.
    lang: oneOf(LOCALES, 'language', { where: 'lib/i18n/locales.ts' }).default(DEFAULT_LOCALE),
    // Where the guide's facts come from, each with the day it was checked: listed under the article.
    sources: sourcesSchema().optional(),
    // What a traveller decides on, shown first (lib/content/key-facts.ts): a translation gives its own words.
    keyFacts: keyFactsSchema(text).optional(),
  })
  .strict();

/**
 * The fields a translation takes from the guide it translates (`translationOf`): what the guide is
 * about and shows, which is the same in every language. Giving one in a translation is an error.
 */
export const INHERITED_FIELDS = ['image', 'area', 'tags', 'featured', 'views'] as const;

/**
 * A translation's frontmatter (a guide with `translationOf`): its own words, dates and draft state,
 * its language, the guide it translates, and optionally its own list of places (by default the
 * original's, each with the place's own tip in this language).
 */
export const translationFrontmatterFields = guideFrontmatterFields
  .omit({ image: true, area: true, tags: true, featured: true, views: true, places: true, lang: true })
  .extend({
    lang: oneOf(LOCALES, 'language', { where: 'lib/i18n/locales.ts' }),
    translationOf: z
      .string({ error: 'must be the slug of the guide this one translates (its file name without .md)' })
      .trim()
      .regex(GUIDE_SLUG_PATTERN, 'must be a guide slug: lower-case words joined by hyphens'),
    places: guidePlaceRefsSchema(text).optional(),
    // By default a translation lists its original's sources; it may list its own.
    sources: sourcesSchema().optional(),
  })
  .strict();

/** The rule both frontmatters share: `updated` never before `date`. */
const updatedNotBeforeDate = <T extends z.ZodType<{ date: string; updated?: string }>>(schema: T) =>
  schema.refine((data) => data.updated === undefined || data.updated >= data.date, {
    path: ['updated'],
    error: (issue) => {
      const data = issue.input as { date?: string } | undefined;
      return `must not be before date (${data?.date ?? 'the publication date'})`;
    },
  });

/**
 * A hero photo needs its alternative text; a guide without a photo gets a designed cover, which is
 * decorative (alt=""), so alternative text there would describe nothing.
 */
const heroPhotoDescribed = <T extends z.ZodType<{ image?: string; imageAlt?: string }>>(schema: T) =>
  schema.superRefine((data, context) => {
    if (data.image !== undefined && data.imageAlt === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message: 'is required (the hero photo’s alternative text: describe what it shows)',
      });
    }
    if (data.image === undefined && data.imageAlt !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message:
          'describes a hero photo, but there is no image: the guide gets a designed cover, which needs no alternative text. Remove imageAlt, or add image',
      });
    }
  });

/** A guide's frontmatter: the fields, `updated` never before `date`, and alternative text with a photo. */
export const guideFrontmatterSchema = heroPhotoDescribed(updatedNotBeforeDate(guideFrontmatterFields));

/** A translation's frontmatter: its fields, and `updated` never before `date`. */
export const translationFrontmatterSchema = updatedNotBeforeDate(translationFrontmatterFields);

export type GuideFrontmatter = z.output<typeof guideFrontmatterSchema>;
export type TranslationFrontmatter = z.output<typeof translationFrontmatterSchema>;

/**
 * Formats zod issues as `field "x": problem` lines, so an editor sees exactly what to fix. Given the
 * frontmatter (`input`), a problem with the photo's alternative text names the photo too, and a
 * place's field names the place: `place 3 "Kawah Putih", field "lat"`.
 */
export function describeIssues(error: z.ZodError, input?: unknown): string {
  const image = (input as { image?: unknown } | undefined)?.image;
  return error.issues
    .map((issue) => {
      const place = placeLabel(issue.path, input);
      const path = place ? issue.path.slice(2) : issue.path;
      // A list's entries are counted from 1, as an editor reads them: field "tags" (item 2).
      const keys = path.filter((key) => typeof key !== 'number');
      const items = path.filter((key): key is number => typeof key === 'number').map((n) => n + 1);
      const field = keys.join('.') || (place ? '' : '(frontmatter)');
      const item = items.length ? ` (item ${items.join(', ')})` : '';
      const message =
        issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
      const photo = field === 'imageAlt' && typeof image === 'string' ? ` for photo ${image}` : '';
      return place
        ? `${place}${field ? `, field "${field}"${item}` : ''}: ${message}`
        : `field "${field}"${item}: ${message}${photo}`;
    })
    .join('\n  ');
}
