// How long a visit to a place takes, written one way in every place record (docs/editing.md):
//
//   30 min          45–90 min          1–2 h          1.5–3 h
//
// Minutes or hours (a decimal point for half hours), alone or as a range with a dash (a hyphen may
// stand for it). Itineraries plan a stop with it; place pages show it as "Time needed".

export type VisitLength = { text: string; min: number; max: number };

export const VISIT_FORMAT =
  '"30 min", "45–90 min", "1–2 h" or "1.5 h" (minutes or hours, a range with a dash)';

const NUMBER = /^\d{1,2}(?:\.\d)?$/;

/** Parses visit-length text into minutes; returns the length, or a message saying what is wrong. */
export function parseVisitLength(input: string): VisitLength | string {
  const match = /^(.+?)\s*(min|h)$/.exec(input.trim());
  if (!match) return `"${input}" does not end in "min" or "h"`;
  const [, amounts, unit] = match as unknown as [string, string, 'min' | 'h'];
  const [low, high, extra] = amounts.split(/\s*[–-]\s*/);
  if (extra !== undefined || !low || !NUMBER.test(low) || (high !== undefined && !NUMBER.test(high))) {
    return `"${amounts}" is not a number or a range of numbers such as 1–2`;
  }
  const factor = unit === 'h' ? 60 : 1;
  const min = Math.round(Number(low) * factor);
  const max = Math.round(Number(high ?? low) * factor);
  if (min <= 0) return `"${input}" is no time at all`;
  if (max < min) return `"${input}" runs backwards: write the shorter time first`;
  if (max > 12 * 60) return `"${input}" is longer than a day's visit (at most 12 h)`;
  return { text: `${amounts.replace(/\s*-\s*/, '–')} ${unit}`, min, max };
}
