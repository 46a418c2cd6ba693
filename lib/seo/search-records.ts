import { SEARCH_TYPES, type SearchType } from '../browser/search-types';
import { escapeXml } from '../escape-markup';
import { LOCALES, localeSettings, type Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { areaName, getPlaces, placeWords, tours } from '../content';
import { getItineraries } from '../itineraries/itineraries';
import { placeHref, routes } from '../routes';
import { tourIn } from '../tours/tour-text';

// What /search finds besides the guides (which Pagefind reads from their built pages): every place
// page, every tour and every itinerary, in every language, each as a small HTML document that scripts/build/search.mjs
// hands Pagefind (app/search-records.json/route.ts writes them at build; never published). Written
// from the records themselves, so a place or tour added to the tables is found without more work.

/** One search record: the page a result opens, its language, and the document Pagefind indexes. */
export type SearchRecord = { url: string; lang: string; html: string };

/**
 * A record's document: its title as the heading (Pagefind weighs it above the text and shows it as
 * the result's title), its paragraphs, its type as a filter and, where it has one, its area.
 */
function searchDocument(
  locale: Locale,
  record: { type: SearchType; title: string; area?: string; text: readonly (string | undefined)[] },
): string {
  const lang = localeSettings[locale].tag;
  const paragraphs = record.text.filter((line): line is string => Boolean(line));
  return [
    `<!doctype html><html lang="${lang}"><head><title>${escapeXml(record.title)}</title></head><body>`,
    `<main data-pagefind-body="" data-pagefind-filter="type:${record.type}">`,
    `<h1>${escapeXml(record.title)}</h1>`,
    // The area is shown under the result (meta), not searched as its text: not in its excerpt.
    record.area
      ? `<p data-pagefind-ignore="index" data-pagefind-meta="area">${escapeXml(record.area)}</p>`
      : '',
    ...paragraphs.map((line) => `<p>${escapeXml(line)}</p>`),
    '</main></body></html>',
  ].join('');
}

function placeRecords(locale: Locale): SearchRecord[] {
  const t = getTranslator(locale);
  return [...getPlaces().values()].map((place) => {
    const words = placeWords(place, locale);
    return {
      url: localePath(locale, placeHref(place.id)),
      lang: localeSettings[locale].tag,
      html: searchDocument(locale, {
        type: 'place',
        title: words.name,
        area: areaName(locale, place.area),
        text: [
          place.kind ? t(`places.kinds.${place.kind}`) : undefined,
          words.summary,
          words.description,
          words.tip,
          words.address,
        ],
      }),
    };
  });
}

function tourRecords(locale: Locale): SearchRecord[] {
  const t = getTranslator(locale);
  return tours.map((entry) => {
    const tour = tourIn(entry, locale);
    const visits = tour.places.map((id) => placeWords(getPlaces().get(id)!, locale).name).join(', ');
    return {
      // A tour has no page of its own: its card on the tours page (/tours#<slug>).
      url: `${localePath(locale, routes.tours)}#${tour.slug}`,
      lang: localeSettings[locale].tag,
      html: searchDocument(locale, {
        type: 'tour',
        title: tour.name,
        text: [tour.desc, `${t('placePages.visits')}: ${visits}`],
      }),
    };
  });
}

function itineraryRecords(locale: Locale): SearchRecord[] {
  const t = getTranslator(locale);
  return getItineraries(locale).map((itinerary) => ({
    url: itinerary.href,
    lang: localeSettings[locale].tag,
    html: searchDocument(locale, {
      type: 'itinerary',
      title: itinerary.title,
      text: [
        itinerary.summary,
        itinerary.intro,
        // Each day by its title and the places it stops at, so a place's name finds the plans through it.
        ...itinerary.days.map(
          (day) =>
            `${t('itineraries.dayHeading', { day: String(day.number), title: day.title })}: ${day.stops
              .map((stop) => placeWords(stop.place, locale).name)
              .join(', ')}`,
        ),
      ],
    }),
  }));
}

/** Every search record besides the guides, in every language. */
export function searchRecords(): SearchRecord[] {
  const records = LOCALES.flatMap((locale) => [
    ...placeRecords(locale),
    ...tourRecords(locale),
    ...itineraryRecords(locale),
  ]);
  // Every type but the guides' (read from their pages) has its records here.
  for (const type of SEARCH_TYPES.filter((type) => type !== 'guide'))
    if (!records.some((record) => record.html.includes(`type:${type}"`)))
      throw new Error(`lib/seo/search-records.ts: no search record of type "${type}"`);
  return records;
}
