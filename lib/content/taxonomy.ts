// Where a guide is (its area) and what it is about (its tags): the typed lists a guide's `area` and
// `tags` frontmatter must come from (lib/content/rules.ts). Each entry gets a page,
// /guides/area/<slug> or /guides/tag/<slug>; its slug is its URL, so renaming one breaks links.
// Other content that names an area (a guide's places, for instance) takes it from `areas` too.
// Their names and descriptions are words of each language: taxonomy.* in lib/i18n/messages/.

import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';

export const areas = [
  { slug: 'city-centre' },
  { slug: 'lembang-and-the-north' },
  { slug: 'ciwidey-and-the-south' },
  { slug: 'further-afield' },
  // Guides that range over the whole region (a top 10, a family plan) rather than one place.
  { slug: 'all-around-bandung' },
] as const satisfies readonly { slug: string }[];

export const tags = [
  { slug: 'first-visit' },
  { slug: 'food' },
  { slug: 'coffee' },
  { slug: 'nature' },
  { slug: 'hiking' },
  { slug: 'hot-springs' },
  { slug: 'family' },
  { slug: 'culture' },
  { slug: 'shopping' },
  { slug: 'budget' },
  { slug: 'trip-planning' },
  { slug: 'day-trips' },
  { slug: 'nightlife' },
  { slug: 'events' },
  { slug: 'safety' },
] as const satisfies readonly { slug: string }[];

export type Area = (typeof areas)[number];
export type AreaSlug = Area['slug'];
export type Tag = (typeof tags)[number];
export type TagSlug = Tag['slug'];

export const AREA_SLUGS = areas.map((area) => area.slug) as [AreaSlug, ...AreaSlug[]];
export const TAG_SLUGS = tags.map((tag) => tag.slug) as [TagSlug, ...TagSlug[]];

const areaMap = new Map<string, Area>(areas.map((area) => [area.slug, area]));
const tagMap = new Map<string, Tag>(tags.map((tag) => [tag.slug, tag]));

/** The area with this slug; throws for a slug that is not in the list (the schema keeps them out). */
export function areaBySlug(slug: AreaSlug): Area {
  const area = areaMap.get(slug);
  if (!area) throw new Error(`Unknown area "${slug}"`);
  return area;
}

export function tagBySlug(slug: TagSlug): Tag {
  const tag = tagMap.get(slug);
  if (!tag) throw new Error(`Unknown tag "${slug}"`);
  return tag;
}

export const isAreaSlug = (slug: string): slug is AreaSlug => areaMap.has(slug);
export const isTagSlug = (slug: string): slug is TagSlug => tagMap.has(slug);

/** An area's name in a language: "Bandung city centre" / "Pusat kota Bandung". */
export const areaName = (locale: Locale, slug: AreaSlug) =>
  getTranslator(locale)(`taxonomy.areas.${slug}.name`);

/** What an area's guide list says it covers, in a language. */
export const areaDescription = (locale: Locale, slug: AreaSlug) =>
  getTranslator(locale)(`taxonomy.areas.${slug}.description`);

/** A tag's label in a language: "Hot springs" / "Air panas". */
export const tagLabel = (locale: Locale, slug: TagSlug) => getTranslator(locale)(`taxonomy.tags.${slug}`);
