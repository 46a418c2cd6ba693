// Where a guide is (its area) and what it is about (its tags): the typed lists a guide's `area` and
// `tags` frontmatter must come from (lib/content/guide-schema.ts). Each entry gets a page,
// /guides/area/<slug> or /guides/tag/<slug>; its slug is its URL, so renaming one breaks links.
// Other content that names an area (a guide's places, for instance) takes it from `areas` too.
// Names, labels and descriptions are given in every language of the site.

import type { Localized } from '../i18n/locales';

export const areas = [
  {
    slug: 'city-centre',
    name: { en: 'Bandung city center', id: 'Pusat kota Bandung' },
    description: {
      en: 'Braga, Asia Afrika, Dago and the old town: heritage streets, cafes, markets, museums and night food within the city.',
      id: 'Braga, Asia Afrika, Dago, dan kota lama: jalan-jalan bersejarah, kafe, pasar, museum, dan kuliner malam di dalam kota.',
    },
  },
  {
    slug: 'lembang-and-the-north',
    name: { en: 'Lembang and the north', id: 'Lembang dan Bandung utara' },
    description: {
      en: 'Lembang, Tangkuban Perahu, Dago Pakar and the forest parks and farm attractions on the cooler slopes north of the city.',
      id: 'Lembang, Tangkuban Parahu, Dago Pakar, serta taman hutan dan wisata peternakan di lereng utara kota yang lebih sejuk.',
    },
  },
  {
    slug: 'ciwidey-and-the-south',
    name: { en: 'Ciwidey and the south', id: 'Ciwidey dan Bandung selatan' },
    description: {
      en: 'Kawah Putih, the Rancabali tea estates, Situ Patenggang and the hot springs of the highlands south of the city.',
      id: 'Kawah Putih, perkebunan teh Rancabali, Situ Patenggang, dan pemandian air panas di dataran tinggi selatan kota.',
    },
  },
  {
    slug: 'further-afield',
    name: { en: 'Further afield', id: 'Di luar Bandung' },
    description: {
      en: 'Longer day trips and overnight escapes beyond the Bandung basin.',
      id: 'Perjalanan sehari yang lebih jauh dan liburan menginap di luar Cekungan Bandung.',
    },
  },
  {
    // Guides that range over the whole region (a top 10, a family plan) rather than one place.
    slug: 'all-around-bandung',
    name: { en: 'All around Bandung', id: 'Seputar Bandung' },
    description: {
      en: 'Guides that range over the whole region, from the city center to the volcanoes and tea estates in the hills.',
      id: 'Panduan yang menjelajahi seluruh kawasan, dari pusat kota sampai gunung api dan kebun teh di perbukitan.',
    },
  },
] as const satisfies readonly { slug: string; name: Localized; description: Localized }[];

export const tags = [
  { slug: 'first-visit', label: { en: 'First visit', id: 'Kunjungan pertama' } },
  { slug: 'food', label: { en: 'Food', id: 'Kuliner' } },
  { slug: 'coffee', label: { en: 'Coffee', id: 'Kopi' } },
  { slug: 'nature', label: { en: 'Nature', id: 'Alam' } },
  { slug: 'hiking', label: { en: 'Hiking', id: 'Pendakian' } },
  { slug: 'hot-springs', label: { en: 'Hot springs', id: 'Air panas' } },
  { slug: 'family', label: { en: 'Family', id: 'Keluarga' } },
  { slug: 'culture', label: { en: 'Culture', id: 'Budaya' } },
  { slug: 'shopping', label: { en: 'Shopping', id: 'Belanja' } },
  { slug: 'budget', label: { en: 'Budget', id: 'Hemat' } },
  { slug: 'trip-planning', label: { en: 'Trip planning', id: 'Rencana perjalanan' } },
  { slug: 'day-trips', label: { en: 'Day trips', id: 'Wisata sehari' } },
  { slug: 'nightlife', label: { en: 'Nightlife', id: 'Hiburan malam' } },
  { slug: 'events', label: { en: 'Events', id: 'Acara' } },
  { slug: 'safety', label: { en: 'Safety and health', id: 'Keamanan dan kesehatan' } },
] as const satisfies readonly { slug: string; label: Localized }[];

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
