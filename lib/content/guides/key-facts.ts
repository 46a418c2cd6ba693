import { z } from 'zod';

// A guide's key facts: what a traveller decides on before reading on (how long, when, how much, for
// whom), shown in a box under the article's title. Each line is the guide's own words, taken from
// its text and sources (never added here), so a guide that does not say leaves that line out. The
// area comes from the guide's `area`, not from here. A translation gives the same lines in its own
// words (keyFactsMismatch).

/** The lines, in the order the box shows them. */
export const KEY_FACT_FIELDS = ['time', 'bestTime', 'budget', 'suits'] as const;
export type KeyFactField = (typeof KEY_FACT_FIELDS)[number];

/** Longest line, in characters: the box is a glance, not a paragraph. */
export const KEY_FACT_MAX_LENGTH = { time: 60, bestTime: 90, budget: 110, suit: 40 } as const;
/** The most "suits" entries. */
export const KEY_FACT_MAX_SUITS = 4;

/**
 * The frontmatter field `keyFacts` ({ time, bestTime, budget, suits }), every line optional but at
 * least one given. `text` is the guide schema's one-line text rule (required, no hidden characters, a
 * length limit), so the errors read like every other field's: `field "keyFacts.budget": …`.
 */
export function keyFactsSchema(text: (what: string, max?: number) => z.ZodType<string>) {
  return z
    .object(
      {
        time: text(
          'how long the guide’s plan takes, e.g. 1 day or 2–3 days',
          KEY_FACT_MAX_LENGTH.time,
        ).optional(),
        bestTime: text('when to go, e.g. dry season, May–September', KEY_FACT_MAX_LENGTH.bestTime).optional(),
        budget: text(
          'what it costs, e.g. IDR 50,000–150,000 a person',
          KEY_FACT_MAX_LENGTH.budget,
        ).optional(),
        suits: z
          .array(text('who it suits, e.g. families with young children', KEY_FACT_MAX_LENGTH.suit), {
            error: 'must be a list of who the guide suits, e.g. [families, first-time visitors]',
          })
          .min(1, 'must name at least one kind of traveller, or be left out')
          .max(KEY_FACT_MAX_SUITS, `names more than ${KEY_FACT_MAX_SUITS}; keep the box short`)
          .optional(),
      },
      { error: `must be a list of key facts: ${KEY_FACT_FIELDS.join(', ')}` },
    )
    .strict()
    .refine((facts) => KEY_FACT_FIELDS.some((field) => facts[field] !== undefined), {
      error: `gives no fact: give at least one of ${KEY_FACT_FIELDS.join(', ')}, or leave keyFacts out`,
    });
}

export type KeyFacts = z.output<ReturnType<typeof keyFactsSchema>>;

const given = (facts: KeyFacts | undefined) =>
  KEY_FACT_FIELDS.filter((field) => facts?.[field] !== undefined);

/**
 * Why a translation's key facts do not match its original's, or undefined: the same lines in both
 * languages (the same fact says the same thing everywhere), only the words differ.
 */
export function keyFactsMismatch(
  translation: KeyFacts | undefined,
  original: KeyFacts | undefined,
  originalFile: string,
): string | undefined {
  const own = given(translation);
  const theirs = given(original);
  const missing = theirs.filter((field) => !own.includes(field));
  const extra = own.filter((field) => !theirs.includes(field));
  if (!missing.length && !extra.length) return undefined;
  const parts = [
    missing.length ? `leaves out ${missing.join(', ')}, which ${originalFile} gives` : '',
    extra.length ? `gives ${extra.join(', ')}, which ${originalFile} does not` : '',
  ].filter(Boolean);
  return `field "keyFacts": ${parts.join('; ')}: a translation gives the same key facts as its original, in its own words`;
}
