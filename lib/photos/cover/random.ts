// A seeded pseudo-random source for drawing covers: the same seed (a guide's slug) always gives the
// same numbers, on every machine, so a cover's bytes, and with them its file names, never change
// while its guide does not. Math.random would redraw (and rename) every cover on every build.

export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** The items in a seeded order. */
  shuffled<T>(items: readonly T[]): T[];
};

/** FNV-1a: a 32-bit hash of the text, so every character of the seed counts. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32, seeded by the text's hash: small, fast and well spread for drawing. */
export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    between,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffled: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
