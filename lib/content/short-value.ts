// How an error message shows a value an editor wrote: short and cut, never the whole input. A
// value can be megabytes of text or a deeply nested list, and writing it out whole (JSON.stringify)
// made one message hundreds of megabytes long.

/** The most characters of a text a message quotes. */
const MAX_SHOWN = 40;

const cut = (text: string) => {
  const chars = [...text];
  return chars.length > MAX_SHOWN ? `${chars.slice(0, MAX_SHOWN).join('')}…` : text;
};

/**
 * A value as a message shows it: a text quoted and cut (unquoted with `quoted: false`, for a value
 * the message puts in parentheses), a number as written, a list or map by its kind.
 */
export function shortValue(value: unknown, { quoted = true } = {}): string {
  if (typeof value === 'string') return quoted ? JSON.stringify(cut(value)) : cut(value);
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a map of fields';
  return String(value);
}
