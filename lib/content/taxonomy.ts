// Where a guide is (its area) and what it is about (its tags): the typed lists a guide's `area` and
// `tags` frontmatter must come from (lib/content/guide-schema.ts). Each entry gets a page,
// /guides/area/<slug> or /guides/tag/<slug>; its slug is its URL, so renaming one breaks links.
// Other content that names an area (a guide's places, for instance) takes it from `areas` too.

export const areas = [
  {
    slug: 'city-centre',
    name: 'Bandung city centre',
    description:
      'Braga, Asia Afrika, Dago and the old town: heritage streets, cafes, markets, museums and night food within the city.',
  },
  {
    slug: 'lembang-and-the-north',
    name: 'Lembang and the north',
    description:
      'Lembang, Tangkuban Perahu, Dago Pakar and the forest parks and farm attractions on the cooler slopes north of the city.',
  },
  {
    slug: 'ciwidey-and-the-south',
    name: 'Ciwidey and the south',
    description:
      'Kawah Putih, the Rancabali tea estates, Situ Patenggang and the hot springs of the highlands south of the city.',
  },
  {
    slug: 'further-afield',
    name: 'Further afield',
    description: 'Longer day trips and overnight escapes beyond the Bandung basin.',
  },
  {
    // Guides that range over the whole region (a top 10, a family plan) rather than one place.
    slug: 'all-around-bandung',
    name: 'All around Bandung',
    description:
      'Guides that range over the whole region, from the city centre to the volcanoes and tea estates in the hills.',
  },
] as const satisfies readonly { slug: string; name: string; description: string }[];

export const tags = [
  { slug: 'first-visit', label: 'First visit' },
  { slug: 'food', label: 'Food' },
  { slug: 'coffee', label: 'Coffee' },
  { slug: 'nature', label: 'Nature' },
  { slug: 'hiking', label: 'Hiking' },
  { slug: 'hot-springs', label: 'Hot springs' },
  { slug: 'family', label: 'Family' },
  { slug: 'culture', label: 'Culture' },
  { slug: 'shopping', label: 'Shopping' },
  { slug: 'budget', label: 'Budget' },
] as const satisfies readonly { slug: string; label: string }[];

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
