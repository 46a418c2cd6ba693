import { z } from 'zod';
import { shortValue } from '../content/short-value';
import { AREA_SLUGS, type AreaSlug } from '../content/taxonomy';
import { TRANSLATION_LOCALES, type TranslationLocale } from '../i18n/locales';
import { HOURS_FORMAT, parseOpeningHours, type OpeningHours } from './opening-hours';
import { parsePriceRange, PRICE_FORMAT, type PriceRange } from './price-range';
import { parseVisitLength, VISIT_FORMAT, type VisitLength } from './visit-length';
import { insidePolygon, WEST_JAVA_EXTENT, WEST_JAVA_POLYGON } from './west-java';

// A place is one record, content/places/<id>.yaml (docs/editing.md, "Places"): its facts are written
// once, and every guide, tour, map and place page that shows it reads them from there. A guide lists
// the places it covers by id, with an optional tip of its own (guidePlaceRefsSchema below).

/** A place's id is its file name and its URL (/places/<id>): lower-case kebab-case. */
export const PLACE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A place is in one area; "all around Bandung" describes guides, not a spot on the map. */
export const PLACE_AREA_SLUGS = AREA_SLUGS.filter((slug) => slug !== 'all-around-bandung') as [
  Exclude<AreaSlug, 'all-around-bandung'>,
  ...Exclude<AreaSlug, 'all-around-bandung'>[],
];

/** The longest tip: one line on a phone's card, give or take. */
export const TIP_MAX_LENGTH = 140;

/** The longest summary: two or three sentences at the top of the place's page. */
export const SUMMARY_MAX_LENGTH = 400;

/** The longest "what to expect": a paragraph of the place's page. */
export const DESCRIPTION_MAX_LENGTH = 1200;

/**
 * What a place mainly is: the maps draw and the lists group by it. One per place; a market that is
 * also a food stop is `shopping` or `food`, whichever a traveller goes for.
 */
export const PLACE_KINDS = [
  'sight',
  'museum',
  'nature',
  'park',
  'food',
  'cafe',
  'shopping',
  'nightlife',
  'stay',
  'transport',
  'health',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * Hosts whose map data is not open: coordinates read off them (or off a dataset of their pins) are
 * not ours to republish. A place's `source` names where its coordinates come from: OpenStreetMap,
 * Wikidata, Wikipedia, or the place's own official page.
 */
const CLOSED_MAP_HOSTS = /(^|\.)(google\.[a-z.]+|goo\.gl|g\.page|googleusercontent\.com|gstatic\.com)$/i;

/** The longest place name and address (characters): a line or two of the places list. */
export const PLACE_NAME_MAX_LENGTH = 80;
export const ADDRESS_MAX_LENGTH = 160;

const [minLng, maxLng] = [
  Math.min(...WEST_JAVA_POLYGON.map(([lng]) => lng)),
  Math.max(...WEST_JAVA_POLYGON.map(([lng]) => lng)),
];
const [minLat, maxLat] = [
  Math.min(...WEST_JAVA_POLYGON.map(([, lat]) => lat)),
  Math.max(...WEST_JAVA_POLYGON.map(([, lat]) => lat)),
];

const coordinate = (what: string) =>
  z
    .number({
      error: `must be a number in decimal degrees (${what}), e.g. ${what === 'latitude' ? '-6.9175' : '107.6191'}`,
    })
    .refine(Number.isFinite, 'must be a finite number');

/** A text rule parsed into a value: the message of a failed parse becomes the field's error. */
const parsed = <T>(parse: (text: string) => T | string, format: string) =>
  z
    .string({ error: `must be text written ${format}` })
    .trim()
    .transform((value, context) => {
      const result = parse(value);
      if (typeof result === 'string') {
        context.addIssue({ code: 'custom', message: `${result}; write it ${format}` });
        return z.NEVER;
      }
      return result;
    });

/** Where a place's coordinates come from: a page of open map data or an official page, as its URL. */
const coordinateSource = z
  .string({ error: 'must be the URL the coordinates come from (OpenStreetMap, Wikidata, Wikipedia)' })
  .trim()
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: `${shortValue(value)} is not a URL` });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      context.addIssue({
        code: 'custom',
        message: `${shortValue(value)} must be a web address (https:// or http://)`,
      });
    } else if (CLOSED_MAP_HOSTS.test(url.hostname)) {
      context.addIssue({
        code: 'custom',
        message: `"${url.hostname}" is not open map data: take the coordinates from OpenStreetMap, Wikidata, Wikipedia or the place's own page`,
      });
    }
  });

type TextField = (what: string, max?: number) => z.ZodType<string, unknown>;
type OneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  words?: { plural?: string; where?: string; note?: string },
) => z.ZodType<T[number], unknown>;
type Sources = () => z.ZodType<
  { title: string; url: string; publisher?: string; checked: string }[],
  unknown
>;

const withMax = (field: z.ZodType<string, unknown>, max: number, why: string) =>
  field.pipe(z.string().max(max, `must be at most ${max} characters (${why})`));

/** The words of a place that a translation gives in its language; facts (hours, prices, area) are shared. */
function translatedWords(text: TextField) {
  return z
    .object({
      name: text('the place’s name in this language', PLACE_NAME_MAX_LENGTH).optional(),
      address: text('the address as written in this language', ADDRESS_MAX_LENGTH).optional(),
      tip: withMax(text('a one-line tip'), TIP_MAX_LENGTH, 'one line').optional(),
      summary: withMax(text('what the place is'), SUMMARY_MAX_LENGTH, 'two or three sentences').optional(),
      description: withMax(text('what to expect there'), DESCRIPTION_MAX_LENGTH, 'a paragraph').optional(),
      bestTime: withMax(text('when to go'), TIP_MAX_LENGTH, 'one line').optional(),
    })
    .strict();
}

/**
 * A place record (content/places/<id>.yaml). It takes the guide schema's one-line text rule, typed-list
 * rule and sources rule (lib/content/guide-schema.ts), so a place's words obey the same rules as a
 * title and its sources those of a guide.
 */
export function placeRecordSchema(text: TextField, oneOf: OneOf, sources: Sources) {
  const translations = Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, translatedWords(text).optional()]),
  ) as Record<TranslationLocale, z.ZodOptional<ReturnType<typeof translatedWords>>>;

  return z
    .object({
      name: text('the place’s name, as locals write it', PLACE_NAME_MAX_LENGTH),
      area: oneOf(PLACE_AREA_SLUGS, 'area', { note: 'a place is in one area, not all around Bandung' }),
      kind: oneOf(PLACE_KINDS, 'kind', { where: 'lib/places/place-schema.ts' }).optional(),
      lat: coordinate('latitude').optional(),
      lng: coordinate('longitude').optional(),
      source: coordinateSource.optional(),
      address: text('a street address', ADDRESS_MAX_LENGTH).optional(),
      hours: parsed<OpeningHours>(parseOpeningHours, HOURS_FORMAT).optional(),
      price: parsed<PriceRange>(parsePriceRange, PRICE_FORMAT).optional(),
      visit: parsed<VisitLength>(parseVisitLength, VISIT_FORMAT).optional(),
      bestTime: withMax(text('when to go'), TIP_MAX_LENGTH, 'one line').optional(),
      tip: withMax(text('a one-line tip'), TIP_MAX_LENGTH, 'one line').optional(),
      summary: withMax(text('what the place is'), SUMMARY_MAX_LENGTH, 'two or three sentences').optional(),
      description: withMax(text('what to expect there'), DESCRIPTION_MAX_LENGTH, 'a paragraph').optional(),
      // Where the hours, price and other facts come from, each with the day it was checked.
      sources: sources().optional(),
      translations: z.object(translations).strict().default({}),
    })
    .strict()
    .superRefine((value, context) => {
      const { lat, lng } = value;
      if ((lat === undefined) !== (lng === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [lat === undefined ? 'lat' : 'lng'],
          message: 'is required with the other coordinate (give both lat and lng, or neither)',
        });
        return;
      }
      if (lat === undefined || lng === undefined) return;
      if (value.source === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['source'],
          message:
            'is required with coordinates: the address of the open data they come from (OpenStreetMap, Wikidata, Wikipedia or an official page)',
        });
      }
      if (insidePolygon(lat, lng)) return;
      const hint = 'check for swapped latitude and longitude or a missing minus sign';
      const where = `(${lat}, ${lng}) is outside West Java (${WEST_JAVA_EXTENT}): ${hint}`;
      const latOut = lat < minLat || lat > maxLat;
      const lngOut = lng < minLng || lng > maxLng;
      if (latOut || !lngOut) context.addIssue({ code: 'custom', path: ['lat'], message: where });
      if (lngOut) context.addIssue({ code: 'custom', path: ['lng'], message: where });
    });
}

export type PlaceRecord = z.output<ReturnType<typeof placeRecordSchema>>;

/** A place with its id (its file name). */
export type Place = PlaceRecord & { id: string };

/** A place as a guide shows it: the record, with the guide's own tip when it gives one. */
export type GuidePlace = Place & { guideTip?: string };

/** A place with coordinates: one that the maps can draw. */
export type MappedPlace<T extends { lat?: number; lng?: number } = Place> = T & { lat: number; lng: number };

export const hasCoordinates = <T extends { lat?: number; lng?: number }>(place: T): place is MappedPlace<T> =>
  place.lat !== undefined && place.lng !== undefined;

/**
 * The `places` field of a guide's frontmatter: the ids of the places it covers, in its own order,
 * each alone (`- kawah-putih`) or with a tip for this guide (`- place: kawah-putih` / `tip: …`).
 */
export function guidePlaceRefsSchema(text: TextField) {
  const id = z
    .string({ error: 'must be a place id (the name of its file in content/places/, without .yaml)' })
    .trim()
    .regex(PLACE_ID_PATTERN, 'must be a place id: lower-case words joined by hyphens, e.g. kawah-putih');
  const ref = z.union(
    [
      id.transform((place) => ({ place })),
      z
        .object({
          place: id,
          tip: withMax(text('a one-line tip for this guide'), TIP_MAX_LENGTH, 'one line').optional(),
        })
        .strict(),
    ],
    { error: 'must be a place id, or "place:" with an id and "tip:" with a one-line tip' },
  );
  return z
    .array(ref, { error: 'must be a list of place ids, e.g. [kawah-putih, situ-patenggang]' })
    .superRefine((refs, context) => {
      const seen = new Map<string, number>();
      refs.forEach((entry, index) => {
        const first = seen.get(entry.place);
        if (first === undefined) seen.set(entry.place, index);
        else
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${entry.place}" is listed twice (also item ${first + 1})`,
          });
      });
    });
}

export type GuidePlaceRef = z.output<ReturnType<typeof guidePlaceRefsSchema>>[number];

/**
 * How an error names a place in a guide's list: `place 3 "kawah-putih"` for a path under `places`,
 * from the raw frontmatter.
 */
export function placeLabel(path: readonly PropertyKey[], input: unknown): string | undefined {
  if (path[0] !== 'places' || typeof path[1] !== 'number') return undefined;
  const raw = (input as { places?: unknown } | undefined)?.places;
  const entry = Array.isArray(raw) ? (raw[path[1]] as unknown) : undefined;
  const id = typeof entry === 'string' ? entry : (entry as { place?: unknown } | undefined)?.place;
  return `place ${path[1] + 1}${typeof id === 'string' && id.trim() ? ` "${id.trim()}"` : ''}`;
}
