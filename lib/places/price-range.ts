// A place's entry price in rupiah (IDR), written one way in every guide's frontmatter
// (docs/editing.md), the way the guides' own tables write it:
//
//   free
//   30,000–40,000                                 the same for everyone
//   25,000–35,000 local; 75,000–100,000 foreign   Indonesian and foreign visitors pay differently
//   120,000–150,000 foreign                       only one of the two is known
//
// An amount is digits with a comma every three (15,000); a range is two amounts with a dash (a hyphen
// may stand for it). Only the entry price: boats, rides and parking belong in the tip.

export type Rupiah = { min: number; max: number };
export type PriceRange =
  | { text: string; free: true }
  | { text: string; free?: false; everyone?: Rupiah; local?: Rupiah; foreign?: Rupiah };

export const PRICE_FORMAT =
  '"free", "30,000–40,000", or "25,000–35,000 local; 75,000–100,000 foreign" (IDR, commas every three digits)';

const AMOUNT = /^\d{1,3}(?:,\d{3})*$/;

/** The highest amount a price may give (IDR): far above any entry price. */
export const MAX_RUPIAH = 100_000_000;

function rupiahOf(text: string): Rupiah | string {
  const [low, high, extra] = text.split(/\s*[–-]\s*/);
  if (extra !== undefined || !low || !AMOUNT.test(low) || (high !== undefined && !AMOUNT.test(high))) {
    return `"${text}" is not an amount or range of rupiah written like 25,000 or 25,000–35,000`;
  }
  const min = Number(low.replace(/,/g, ''));
  const max = high === undefined ? min : Number(high.replace(/,/g, ''));
  // Beyond this no entry price is real, and beyond 2^53 a number is silently rounded.
  if (max > MAX_RUPIAH) {
    return `"${text.slice(0, 60)}" is more than ${MAX_RUPIAH.toLocaleString('en-US')} rupiah; check the amount`;
  }
  if (max < min) return `"${text}" runs backwards: write the lower amount first`;
  return { min, max };
}

const format = (value: Rupiah) =>
  value.min === value.max
    ? value.min.toLocaleString('en-US')
    : `${value.min.toLocaleString('en-US')}–${value.max.toLocaleString('en-US')}`;

/** Parses price text; returns the price, or a message saying what is wrong. */
export function parsePriceRange(input: string): PriceRange | string {
  if (input === 'free') return { text: 'free', free: true };
  const parts = input.split(';').map((part) => part.trim());
  const price: { local?: Rupiah; foreign?: Rupiah; everyone?: Rupiah } = {};
  for (const part of parts) {
    const match = /^(.*?)(?:\s+(local|foreign))?$/.exec(part)!;
    const who = (match[2] as 'local' | 'foreign' | undefined) ?? 'everyone';
    if (who === 'everyone' && parts.length > 1)
      return `"${part}" needs "local" or "foreign" when there are two prices`;
    if (price[who]) return `gives the ${who} price twice`;
    const amount = rupiahOf(match[1]!);
    if (typeof amount === 'string') return amount;
    price[who] = amount;
  }
  if (parts.length > 2) return 'has more than a local and a foreign price';
  const text = [
    price.everyone && format(price.everyone),
    price.local && `${format(price.local)} local`,
    price.foreign && `${format(price.foreign)} foreign`,
  ]
    .filter(Boolean)
    .join('; ');
  return { text, ...price };
}
