import { factText } from '../content/facts';
import { type Tour } from '../content/tours';
import type { Locale } from '../i18n/locales';
import { formatMessage } from '../i18n/translator';

// A tour as a page in a language shows it: its words, its description with the facts it names
// written in (lib/content/facts.ts).

/** A tour's words in a language, its description with the facts it names written in. */
export type TourIn = Omit<Tour, 'name' | 'desc' | 'imageAlt'> & {
  name: string;
  desc: string;
  imageAlt: string;
};

export function tourIn(tour: Tour, locale: Locale): TourIn {
  return {
    ...tour,
    name: tour.name[locale],
    desc: formatMessage(locale, tour.desc[locale], factText(locale)),
    imageAlt: tour.imageAlt[locale],
  };
}
