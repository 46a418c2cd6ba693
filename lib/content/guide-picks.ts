// Which guides a page suggests: the home page's cards and "More Travel Guides" under an article.
// Both take the guides newest first (as getGuideSummaries returns them) and keep that order on ties.

type Pickable = { slug: string; area: string; tags: readonly string[]; featured: boolean };

/**
 * The home page's cards: featured guides first (newest first), filled up with the newest others.
 * The spec's four guides are the featured ones (their frontmatter), so newer guides never push them out.
 */
export function homeGuides<T extends Pickable>(guides: readonly T[], count = 4): T[] {
  const featured = guides.filter((guide) => guide.featured);
  const others = guides.filter((guide) => !guide.featured);
  return [...featured, ...others].slice(0, count);
}

/** The home page's "New guides" row: the newest guides that are not among its cards already. */
export function newGuides<T extends Pickable>(
  guides: readonly T[],
  shown: readonly Pickable[],
  count = 3,
): T[] {
  return guides.filter((guide) => !shown.some((card) => card.slug === guide.slug)).slice(0, count);
}

/**
 * The guides closest to the one being read, never that guide itself: same area first, then the most
 * tags in common, then the newest.
 */
export function relatedGuides<T extends Pickable>(current: Pickable, guides: readonly T[], count = 2): T[] {
  const shared = (guide: Pickable) => guide.tags.filter((tag) => current.tags.includes(tag)).length;
  return guides
    .map((guide, newest) => ({ guide, newest, sameArea: guide.area === current.area ? 1 : 0 }))
    .filter(({ guide }) => guide.slug !== current.slug)
    .sort((a, b) => b.sameArea - a.sameArea || shared(b.guide) - shared(a.guide) || a.newest - b.newest)
    .slice(0, count)
    .map(({ guide }) => guide);
}
