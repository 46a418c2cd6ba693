import { z } from 'zod';
import { AREA_SLUGS, type AreaSlug } from '../content/taxonomy';
import { HOURS_FORMAT, parseOpeningHours, type OpeningHours } from './opening-hours';
import { parsePriceRange, PRICE_FORMAT, type PriceRange } from './price-range';
import { insidePolygon, WEST_JAVA_EXTENT, WEST_JAVA_POLYGON } from './west-java';

// The places a guide covers, listed in its frontmatter under `places:` (docs/editing.md). Each one
// gets a numbered entry under "Places in this guide", a marker on the guide's map, map links and a
// TouristAttraction in the page's structured data.

/** A place is in one area; "all around Bandung" describes guides, not a spot on the map. */
export const PLACE_AREA_SLUGS = AREA_SLUGS.filter((slug) => slug !== 'all-around-bandung') as [
  Exclude<AreaSlug, 'all-around-bandung'>,
  ...Exclude<AreaSlug, 'all-around-bandung'>[],
];

/** The longest tip: one line on a phone's card, give or take. */
export const TIP_MAX_LENGTH = 140;

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

type TextField = (what: string, max?: number) => z.ZodType<string, unknown>;
type OneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
) => z.ZodType<T[number], unknown>;

/**
 * The `places` field of a guide's frontmatter. It takes the guide schema's own one-line text rule
 * and typed-list rule (lib/content/guide-schema.ts), so a place name obeys the same rules as a title.
 */
export function placesSchema(text: TextField, oneOf: OneOf) {
  const place = z
    .object({
      name: text('the place’s name', PLACE_NAME_MAX_LENGTH),
      area: oneOf(PLACE_AREA_SLUGS, 'area (a place is in one area, not all around Bandung)'),
      lat: coordinate('latitude'),
      lng: coordinate('longitude'),
      address: text('a street address', ADDRESS_MAX_LENGTH).optional(),
      hours: parsed<OpeningHours>(parseOpeningHours, HOURS_FORMAT).optional(),
      price: parsed<PriceRange>(parsePriceRange, PRICE_FORMAT).optional(),
      tip: text('a one-line tip')
        .pipe(z.string().max(TIP_MAX_LENGTH, `must be at most ${TIP_MAX_LENGTH} characters (one line)`))
        .optional(),
    })
    .strict()
    .superRefine((value, context) => {
      if (insidePolygon(value.lat, value.lng)) return;
      const hint = 'check for swapped latitude and longitude or a missing minus sign';
      const where = `(${value.lat}, ${value.lng}) is outside West Java (${WEST_JAVA_EXTENT}): ${hint}`;
      const latOut = value.lat < minLat || value.lat > maxLat;
      const lngOut = value.lng < minLng || value.lng > maxLng;
      if (latOut || !lngOut) context.addIssue({ code: 'custom', path: ['lat'], message: where });
      if (lngOut) context.addIssue({ code: 'custom', path: ['lng'], message: where });
    });

  return z
    .array(place, { error: 'must be a list of places, each with name, area, lat and lng' })
    .superRefine((places, context) => {
      const seen = new Map<string, number>();
      places.forEach((entry, index) => {
        const key = entry.name.toLowerCase();
        const first = seen.get(key);
        if (first === undefined) seen.set(key, index);
        else
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `"${entry.name}" is listed twice (also place ${first + 1}); names must be unique within a guide`,
          });
      });
    })
    .default([]);
}

export type Place = z.output<ReturnType<typeof placesSchema>>[number];

/**
 * How an error names a place: `place 3 "Kawah Putih"` for a path under `places`, from the raw
 * frontmatter (the name itself may be the field in error).
 */
export function placeLabel(path: readonly PropertyKey[], input: unknown): string | undefined {
  if (path[0] !== 'places' || typeof path[1] !== 'number') return undefined;
  const raw = (input as { places?: unknown } | undefined)?.places;
  const name = Array.isArray(raw) ? (raw[path[1]] as { name?: unknown } | undefined)?.name : undefined;
  return `place ${path[1] + 1}${typeof name === 'string' && name.trim() ? ` "${name.trim()}"` : ''}`;
}
