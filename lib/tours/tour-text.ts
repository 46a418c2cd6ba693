import { factText } from '../content/facts';
import type { Tour, TourSlug } from '../content/tours';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';

// A tour as a page in a language shows it: its words, its description with the facts it names
// written in (lib/content/facts.ts).

/** A tour with its words in a language, its description with the facts it names written in. */
export type TourIn = Tour & { name: string; desc: string; imageAlt: string };

/** A tour's name in a language. */
export const tourName = (locale: Locale, slug: TourSlug) => getTranslator(locale)(`tourList.${slug}.name`);

export function tourIn(tour: Tour, locale: Locale): TourIn {
  const t = getTranslator(locale);
  const slug = tour.slug as TourSlug;
  return {
    ...tour,
    name: t(`tourList.${slug}.name`),
    desc: t(`tourList.${slug}.desc`, factText(locale)),
    imageAlt: t(`tourList.${slug}.imageAlt`),
  };
}
