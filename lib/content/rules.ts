import { z } from 'zod';
import { shortValue } from './short-value';
import { carriesCredentials } from './url-credentials';

// The rules every content schema shares (guides' frontmatter, place records, and the collections to
// come): one-line text without hidden characters, a value from a typed list, dates, sources, and how
// a schema's issues are written for an editor (`field "x": problem`).

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
export const isoDate = z.preprocess(
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
 * twice the most a real guide lists (when-to-go-to-bandung.md).
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
 * How an issue under a list of records names its entry (`place 3 "kawah-putih"`), and the path left
 * within the entry; undefined for other paths.
 */
export type EntryLabel = (
  path: readonly PropertyKey[],
  input: unknown,
) => { label: string; rest: readonly PropertyKey[] } | undefined;

/**
 * Formats zod issues as `field "x": problem` lines, so an editor sees exactly what to fix. `entry`
 * names a list's entry (`place 3 "Kawah Putih", field "lat"`); `note` adds to a field's message (the
 * photo an alt text describes).
 */
export function issueLines(
  error: z.ZodError,
  input?: unknown,
  { entry, note }: { entry?: EntryLabel; note?: (field: string, input: unknown) => string } = {},
): string[] {
  return error.issues.map((issue) => {
    const labelled = entry?.(issue.path, input);
    const path = labelled ? labelled.rest : issue.path;
    // A list's entries are counted from 1, as an editor reads them: field "tags" (item 2).
    const keys = path.filter((key) => typeof key !== 'number');
    const items = path.filter((key): key is number => typeof key === 'number').map((n) => n + 1);
    const field = keys.join('.') || (labelled ? '' : '(frontmatter)');
    const item = items.length ? ` (item ${items.join(', ')})` : '';
    const message =
      issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    return labelled
      ? `${labelled.label}${field ? `, field "${field}"${item}` : ''}: ${message}`
      : `field "${field}"${item}: ${message}${note?.(field, input) ?? ''}`;
  });
}
