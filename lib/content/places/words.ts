import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import type { Place } from './schema';

// A place's words in a language. A place record is written in the site's first language, with each
// other language's words under `translations: <locale>:` (docs/editing.md, "Places"); a word a
// translation does not give is the first language's. Its facts (hours, price, area) are one value.

export type PlaceWords = {
  name: string;
  address?: string;
  tip?: string;
  summary?: string;
  description?: string;
  bestTime?: string;
};

/** The place's name, address, tip, summary, description and best time in a language. */
export function placeWords(place: Place, locale: Locale): PlaceWords {
  const own = locale === DEFAULT_LOCALE ? undefined : place.translations[locale];
  return {
    name: own?.name ?? place.name,
    address: own?.address ?? place.address,
    tip: own?.tip ?? place.tip,
    summary: own?.summary ?? place.summary,
    description: own?.description ?? place.description,
    bestTime: own?.bestTime ?? place.bestTime,
  };
}
