import { localeSettings, type Locale } from './locales';

// Counting the words of a text as its language writes them, for reading times. Most scripts put
// spaces between words, but a word is a run of letters and digits, not whatever lies between two
// spaces ("—", "|" and "25.000" are not three words). Scripts written without spaces between words
// (Thai, Lao, Khmer, Burmese, Chinese, Japanese) are split by Intl.Segmenter, which knows their
// dictionaries; it is used for those runs only, because it is slow on long texts
// (docs/performance.md, "Counting words").

/** A run of letters and digits, with the apostrophes, points and hyphens inside a word. */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:['’.,\-][\p{L}\p{M}\p{N}]+)*/gu;

/** Scripts that do not separate words with spaces. */
const UNSPACED =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

const segmenters = new Map<Locale, Intl.Segmenter>();
const segmenterFor = (locale: Locale) => {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(localeSettings[locale].intl, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
};

/** The number of words in a text written in `locale`. */
export function countWords(text: string, locale: Locale): number {
  let count = 0;
  const spaced = text.replace(UNSPACED, (run) => {
    for (const segment of segmenterFor(locale).segment(run)) if (segment.isWordLike) count++;
    return ' ';
  });
  return count + (spaced.match(SPACED_WORD)?.length ?? 0);
}
