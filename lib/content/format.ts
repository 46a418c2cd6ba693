// Date, number and list formatting for page copy. Dates are ISO (YYYY-MM-DD) and read as
// UTC so a build in any time zone prints the same day.

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** 2025-07-10 → "Jul 10, 2025" */
export const formatDate = (iso: string) => dayFormat.format(asDate(iso));

/** 2025-07-18 → "Updated July 2025" */
export const formatUpdated = (iso: string) => `Updated ${monthFormat.format(asDate(iso))}`;

const WORDS_PER_MINUTE = 200;

/** Words in a Markdown body: whitespace-separated tokens. */
const countWords = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

/** Reading time at 200 words a minute, rounded up: "8 min read". */
export function readTime(markdown: string): string {
  return `${Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE))} min read`;
}

const listFormat = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** ['a', 'b', 'c'] → "a, b and c": lists in copy are built from the tables, never written out. */
export const formatList = (items: readonly string[]) => listFormat.format(items);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count as copy: "seven" up to ten, digits above ("12"). */
export const countInWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** "seven" → "Seven". */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
