import { z } from 'zod';
import { GUIDE_SLUG_PATTERN, oneLineText, oneOf } from '../content/guide-schema';
import { TAG_SLUGS } from '../content/taxonomy';
import { TRANSLATION_LOCALES } from '../i18n/locales';
import { PLACE_ID_PATTERN } from '../places/place-schema';
import { parseVisitLength, VISIT_FORMAT } from '../places/visit-length';
import { CLOCK_PATTERN, toMinutes } from './clock';
import { DAY_TRANSPORTS, LEG_MODES } from './types';
import { parseWeekdays, WEEKDAYS_FORMAT } from './weekdays';

// An itinerary file, content/itineraries/<slug>.yaml (docs/editing.md, "Itineraries"): the days of a
// plan, each an ordered list of stops (a place id, optionally the time to spend there, how to get
// there and a note), when it starts and how the traveller gets about. Its translation,
// <its-own-slug>.yaml with `translationOf`, gives the words in its language and repeats the stops,
// which must be the same places in the same order; everything else it takes from the original.

export const TITLE_MAX = 70;
export const SUMMARY_MAX = 200;
export const INTRO_MAX = 700;
export const NOTE_MAX = 200;

const capped = (what: string, max: number) =>
  oneLineText(what).pipe(z.string().max(max, `must be at most ${max} characters (${what})`));

const placeId = z
  .string({ error: 'must be a place id (the name of its file in content/places/, without .yaml)' })
  .trim()
  .regex(PLACE_ID_PATTERN, 'must be a place id: lower-case words joined by hyphens, e.g. kawah-putih');

const clock = z
  .string({ error: 'must be a time written HH:MM (24-hour), e.g. "08:30"' })
  .trim()
  .regex(CLOCK_PATTERN, 'must be a time written HH:MM (24-hour), e.g. "08:30"')
  .transform(toMinutes);

/** A text rule parsed into a value; the message of a failed parse becomes the field's error. */
const parsed = <T>(parse: (text: string) => T | string, format: string) =>
  z.string({ error: `must be text written ${format}` }).transform((value, context) => {
    const result = parse(value);
    if (typeof result === 'string') {
      context.addIssue({ code: 'custom', message: `${result}; write it ${format}` });
      return z.NEVER;
    }
    return result;
  });

const date = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'is not a real calendar date');

const stopFields = {
  place: placeId,
  note: capped('a one-line note for this stop', NOTE_MAX).optional(),
};

/** A stop: a place id alone, or the id with the time to spend, how to arrive and a note. */
const stop = z.union(
  [
    placeId.transform((place) => ({ place })),
    z
      .object({
        ...stopFields,
        stay: parsed(parseVisitLength, VISIT_FORMAT)
          .refine(
            (visit) => visit.min === visit.max,
            'must be one length, not a range: the plan needs a time',
          )
          .transform((visit) => visit.min)
          .optional(),
        by: oneOf(LEG_MODES, 'way of travel').optional(),
      })
      .strict(),
  ],
  { error: 'must be a place id, or "place:" with the id and optionally "stay:", "by:" and "note:"' },
);

const translatedStop = z.union([placeId.transform((place) => ({ place })), z.object(stopFields).strict()], {
  error: 'must be a place id, or "place:" with the id and "note:" in this language',
});

const day = z
  .object({
    title: capped('the day’s title', TITLE_MAX),
    start: clock,
    transport: oneOf(DAY_TRANSPORTS, 'way of getting about'),
    on: parsed(parseWeekdays, WEEKDAYS_FORMAT).optional(),
    from: placeId.optional(),
    to: placeId.optional(),
    back: oneOf(LEG_MODES, 'way of travel').optional(),
    note: capped('a note for the day', NOTE_MAX * 2).optional(),
    stops: z.array(stop, { error: 'must be a list of stops' }).min(1, 'must list at least one stop'),
  })
  .strict();

const translatedDay = z
  .object({
    title: capped('the day’s title', TITLE_MAX),
    note: capped('a note for the day', NOTE_MAX * 2).optional(),
    stops: z
      .array(translatedStop, { error: 'must be a list of stops' })
      .min(1, 'must list at least one stop'),
  })
  .strict();

const words = {
  title: capped('the itinerary’s title', TITLE_MAX),
  summary: capped('the meta description', SUMMARY_MAX),
  intro: capped('the introduction, one paragraph', INTRO_MAX),
  updated: date,
};

export const itinerarySchema = z
  .object({
    ...words,
    lang: z
      .literal('en', { error: 'must be en for an original (a translation gives translationOf)' })
      .optional(),
    base: placeId,
    tags: z
      .array(oneOf(TAG_SLUGS, 'tag'), { error: 'must be a list of tags' })
      .refine((list) => new Set(list).size === list.length, 'lists a tag twice')
      .default([]),
    // The home page's sample itinerary, whose PDF is the spec's /downloads/bandung-3d2n-itinerary.pdf.
    home: z.boolean({ error: 'must be true or false' }).default(false),
    days: z.array(day, { error: 'must be a list of days' }).min(1, 'must list at least one day'),
  })
  .strict();

/** What a translation takes from its original: giving one stops the build, saying so. */
export const INHERITED = ['base', 'tags', 'home'] as const;
/** What a translation's day and stop take from the original's. */
export const INHERITED_DAY = ['start', 'transport', 'on', 'from', 'to', 'back'] as const;
export const INHERITED_STOP = ['stay', 'by'] as const;

export const translationSchema = z
  .object({
    ...words,
    lang: oneOf(TRANSLATION_LOCALES as unknown as readonly [string, ...string[]], 'language'),
    translationOf: z
      .string({
        error: 'must be the slug of the itinerary this one translates (its file name without .yaml)',
      })
      .trim()
      .regex(GUIDE_SLUG_PATTERN, 'must be an itinerary slug: lower-case words joined by hyphens'),
    days: z.array(translatedDay, { error: 'must be a list of days' }).min(1, 'must list at least one day'),
  })
  .strict();

export type ItineraryFileData = z.output<typeof itinerarySchema>;
export type TranslationFileData = z.output<typeof translationSchema>;
