import { z } from 'zod';

/** A guide's file name (without .md) is its slug: lower-case kebab-case only. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
