// The tours of /tours: the one list that the tours page, the redirect pages, the place pages and the
// affiliate table (lib/tours/affiliate.ts) are built from, through the content door (./index.ts).
// A tour's words are words of each language: tourList.<slug> in lib/i18n/messages/ (its name, what
// the trip is, which may place a fact of ./facts.ts by name such as {tangkubanPerahu}, and what its
// photo shows). Slugs are public URLs (/tours#slug, /redirect/slug): keep them.

import type { TagSlug } from './taxonomy';

/**
 * A designed cover, for a tour no photo we have shows (lib/photos/cover/): drawn from the area of
 * the places it visits, with the motifs of these tags (./taxonomy.ts), seeded by its slug.
 */
export type TourCover = { readonly cover: readonly TagSlug[] };

export type Tour = {
  readonly slug: string;
  /**
   * What the card shows: a photo on the stock-photo host, without query (the loader adds size and
   * format), described in the messages; or, where no photo shows the trip, a cover, which is
   * decorative and has no alternative text.
   */
  readonly image: string | TourCover;
  /** The places the trip visits (ids of content/places/), each linked from the card and the place's page. */
  readonly places: readonly string[];
};

const photo = (id: string) => `https://images.unsplash.com/photo-${id}`;
/** A designed cover with the motifs of these tags (docs/editing.md, "Photos": when to use one). */
const cover = (...tags: TagSlug[]): TourCover => ({ cover: tags });

export const tours = [
  {
    slug: 'kawah-putih-tour',
    image: photo('1617148302839-ee02d38676ef'),
    places: ['kawah-putih'],
  },
  {
    slug: 'tangkuban-perahu',
    image: photo('1618477145434-329052afd844'),
    places: ['tangkuban-parahu', 'sari-ater'],
  },
  {
    slug: 'sunrise-trip',
    // The photo showed the city from the hills; the trip is a sunrise over mist and forest.
    image: cover('hiking', 'nature'),
    places: ['tebing-keraton'],
  },
  {
    slug: 'farmhouse-lembang',
    // The photo showed cows grazing on grassland, not the farm park.
    image: cover('family', 'food'),
    places: ['farmhouse-susu-lembang'],
  },
  {
    slug: 'kg-cai-ranca-upas',
    image: photo('1601352209716-978486b0da4b'),
    places: ['kampung-cai-ranca-upas'],
  },
  {
    slug: 'floating-market',
    // The photo showed a spread of dishes on a table, not the market on the lake.
    image: cover('food', 'shopping'),
    places: ['floating-market-lembang'],
  },
  {
    slug: 'city-tour',
    image: photo('1631650669141-ee124e2f641f'),
    places: [
      'gedung-sate',
      'jalan-braga',
      'museum-konperensi-asia-afrika',
      'alun-alun-bandung',
      'masjid-raya-bandung',
    ],
  },
] as const satisfies readonly Tour[];

export type TourSlug = (typeof tours)[number]['slug'];

/** The tour with this slug; undefined for any other string (including inherited property names). */
export function findTour(slug: string): (typeof tours)[number] | undefined {
  return tours.find((tour) => tour.slug === slug);
}
