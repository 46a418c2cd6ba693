import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import { isoDate, issueLines, oneLineText as text, oneOf, sourcesSchema } from '../rules';
import { AREA_SLUGS, TAG_SLUGS } from '../taxonomy';
import { keyFactsSchema } from './key-facts';
import { guidePlaceRefsSchema, placeLabel } from './place-refs';

// A guide's frontmatter (content/guides/<slug>.md, docs/editing.md): an original's fields, and a
// translation's (`translationOf`), which takes what the guide is about from its original.

/** A guide's file name (without .md) is its slug: lower-case kebab-case only. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs the guide lists use under /guides/ (/guides/page/2, /guides/area/…, /guides/tag/…). */
export const RESERVED_GUIDE_SLUGS = ['page', 'area', 'tag'] as const;

/**
 * Longest title accepted. Search results show about 60 characters of a title before cutting it,
 * and the share image (components/seo/og-card.tsx) fits 70 in three lines at its smallest size.
 */
export const TITLE_MAX_LENGTH = 70;

/** The longest slug (file or folder name): it becomes the page's address and several file names. */
export const SLUG_MAX_LENGTH = 80;

/** Longest text of each one-line field (characters): what the places that show it can hold. */
export const TEXT_MAX_LENGTH = {
  excerpt: 300,
  summary: 200,
  imageAlt: 250,
} as const;

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
    // its own (./place-refs.ts, docs/editing.md).
    places: guidePlaceRefsSchema.default([]),
    // The language the guide is written in (lib/i18n/locales.ts); English unless it says otherwise.
    lang: oneOf(LOCALES, 'language', { where: 'lib/i18n/locales.ts' }).default(DEFAULT_LOCALE),
    // Where the guide's facts come from, each with the day it was checked: listed under the article.
    sources: sourcesSchema().optional(),
    // What a traveller decides on, shown first (./key-facts.ts): a translation gives its own words.
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
    places: guidePlaceRefsSchema.optional(),
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
 * A guide frontmatter's issues as `field "x": problem` lines: a place's field names the place
 * (`place 3 "kawah-putih", field "tip"`), and the alt text's problem names its photo.
 */
export const guideIssueLines = (error: z.ZodError, input: unknown) =>
  issueLines(error, input, {
    entry: placeLabel,
    note: (field, raw) => {
      const image = (raw as { image?: unknown } | undefined)?.image;
      return field === 'imageAlt' && typeof image === 'string' ? ` for photo ${image}` : '';
    },
  });
