// The tours of /tours: the one list that the tours page, the redirect pages, the place pages and the
// affiliate table (lib/tours/affiliate.ts) are built from, through the content door (./index.ts).
// A tour's words are words of each language: tourList.<slug> in lib/i18n/messages/ (its name, what
// the trip is, which may place a fact of ./facts.ts by name such as {tangkubanPerahu}, and what its
// photo shows). Slugs are public URLs (/tours#slug, /redirect/slug): keep them.

export type Tour = {
  readonly slug: string;
  /** A photo on the stock-photo host, without query (the loader adds size and format). */
  readonly image: string;
  /** The places the trip visits (ids of content/places/), each linked from the card and the place's page. */
  readonly places: readonly string[];
};

const photo = (id: string) => `https://images.unsplash.com/photo-${id}`;

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
    image: photo('1611638281871-1063d3e76e1f'),
    places: ['tebing-keraton'],
  },
  {
    slug: 'farmhouse-lembang',
    image: photo('1498191923457-88552caeccb3'),
    places: ['farmhouse-susu-lembang'],
  },
  {
    slug: 'kg-cai-ranca-upas',
    image: photo('1601352209716-978486b0da4b'),
    places: ['kampung-cai-ranca-upas'],
  },
  {
    slug: 'floating-market',
    image: photo('1562607635-4608ff48a859'),
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
