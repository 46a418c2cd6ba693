import { z } from 'zod';
import { AREA_SLUGS, TAG_SLUGS } from './taxonomy';

/** A guide's file name (without .md) is its slug: lower-case kebab-case only. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs the guide lists use under /guides/ (/guides/page/2, /guides/area/…, /guides/tag/…). */
export const RESERVED_GUIDE_SLUGS = ['page', 'area', 'tag'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
    }, 'is not a real calendar date'),
);

const text = (what: string) =>
  z
    .string({ error: `is required (${what})` })
    .trim()
    .min(1, `is required (${what})`);

/**
 * One of a typed list (an area, a tag); the error names every allowed value, so an editor can pick
 * one. Other frontmatter that names an area can use it too.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  const list = `the ${what}s in lib/content/taxonomy.ts: ${values.join(', ')}`;
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `is required (one of ${list})` : `must be one of ${list}`),
  });
}

export const guideFrontmatterSchema = z
  .object({
    title: text('the guide title'),
    excerpt: text('card text'),
    summary: text('the meta description'),
    image: z
      .string({ error: 'is required (an https URL of the hero photo)' })
      .trim()
      .refine((value) => {
        try {
          return new URL(value).protocol === 'https:';
        } catch {
          return false;
        }
      }, 'must be an https:// URL'),
    imageAlt: text('the hero photo’s alternative text'),
    date: isoDate,
    updated: isoDate.optional(),
    // "2.1k" or 980: YAML reads a bare number as a number.
    views: z
      .union([
        z
          .string()
          .trim()
          .regex(/^\d+(?:\.\d+)?k?$/i, 'must look like 980 or 2.1k'),
        z.number().int().min(0),
      ])
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
  })
  .strict();

export type GuideFrontmatter = z.output<typeof guideFrontmatterSchema>;

/** Formats zod issues as `field "x": problem` lines, so an editor sees exactly what to fix. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || '(frontmatter)';
      const message =
        issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
      return `field "${field}": ${message}`;
    })
    .join('\n  ');
}
