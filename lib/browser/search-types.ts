// What /search finds, by type: each result is labelled with its type and the results can be narrowed
// to one (Pagefind's `type` filter). Guides are indexed from their pages (components/pages/
// guide-page.tsx marks them), the others from their records (lib/seo/search-records.ts). The words
// for each type are in lib/i18n/messages (search.types, search.typeLabels).

export const SEARCH_TYPES = ['guide', 'place', 'tour', 'itinerary'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: unknown): value is SearchType =>
  (SEARCH_TYPES as readonly unknown[]).includes(value);
