import { factText } from '../content/facts';
import type { Tour, tours, TourSlug } from '../content/tours';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';

// A tour as a page in a language shows it: its words, its description with the facts it names
// written in (lib/content/facts.ts).

/**
 * A tour with its words in a language, its description with the facts it names written in; a cover's
 * alternative text is empty (it is decorative).
 */
export type TourIn = Tour & { name: string; desc: string; imageAlt: string };

/** The tours shown by a photo: only they have alternative text (a designed cover is decorative). */
type PhotoTourSlug = Extract<(typeof tours)[number], { image: string }>['slug'];

/** A tour's name in a language. */
export const tourName = (locale: Locale, slug: TourSlug) => getTranslator(locale)(`tourList.${slug}.name`);

export function tourIn(tour: Tour, locale: Locale): TourIn {
  const t = getTranslator(locale);
  const slug = tour.slug as TourSlug;
  return {
    ...tour,
    name: t(`tourList.${slug}.name`),
    desc: t(`tourList.${slug}.desc`, factText(locale)),
    imageAlt: typeof tour.image === 'string' ? t(`tourList.${slug as PhotoTourSlug}.imageAlt`) : '',
  };
}
