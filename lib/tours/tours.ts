// The tours of /tours: the one list that the tours page, the redirect pages and the affiliate
// table (lib/tours/affiliate.ts) are built from. Slugs are public URLs (/tours#slug, /redirect/slug): keep them.

export type Tour = {
  readonly slug: string;
  readonly name: string;
  readonly desc: string;
  /** A photo on the stock-photo host, without query (the loader adds size and format). */
  readonly image: string;
  /** What the photo shows, for screen readers. */
  readonly imageAlt: string;
};

import { facts } from '../site/facts';

const photo = (id: string) => `https://images.unsplash.com/photo-${id}`;

export const tours = [
  {
    slug: 'kawah-putih-tour',
    name: 'Kawah Putih Crater Lake',
    desc: 'A day trip south to Ciwidey, where a volcanic crater on Mount Patuha holds a milky, turquoise-white lake ringed by pale sand and dead trees. At about 2,400 m it is cool and often misty; go early for clear water colours and bring a mask for the sulphur smell.',
    image: photo('1617148302839-ee02d38676ef'),
    imageAlt: 'The pale turquoise crater lake of Kawah Putih under a misty sky',
  },
  {
    slug: 'tangkuban-perahu',
    name: 'Tangkuban Perahu Volcano',
    desc: `An active volcano ${facts.drive.tangkubanPerahu} north of the city, beyond Lembang, shaped like an upturned boat, as its Sundanese legend tells. Walk the rim of the steaming Kawah Ratu crater, then soak in the hot springs of nearby Ciater, which many day trips add.`,
    image: photo('1618477145434-329052afd844'),
    imageAlt: 'The grey, steaming Kawah Ratu crater of Tangkuban Perahu',
  },
  {
    slug: 'sunrise-trip',
    name: 'Bandung Sunrise Trip',
    desc: 'A pre-dawn start up to Tebing Keraton or Bukit Moko, on the hills north-east of the city, in time to watch the sun rise over a sea of mist and the Djuanda forest. Trips differ in pickup time, viewpoint and extras such as breakfast: check what each listing includes.',
    image: photo('1611638281871-1063d3e76e1f'),
    imageAlt: 'A view over Bandung city from the surrounding hills',
  },
  {
    slug: 'farmhouse-lembang',
    name: 'Farmhouse Susu Lembang',
    desc: 'A dairy-farm park in Lembang styled as a European village, with a Hobbit-style house, flower gardens and photo spots in rented Dutch costume. Feed sheep, goats and rabbits; the entry ticket includes a voucher for fresh milk or a snack.',
    image: photo('1498191923457-88552caeccb3'),
    imageAlt: 'A herd of cows grazing on grassland',
  },
  {
    slug: 'kg-cai-ranca-upas',
    name: 'Kampung Cai Ranca Upas',
    desc: 'A highland campground in Ciwidey, surrounded by forest and tea estates, known for its deer park where you can hand-feed the herd. Pitch a tent or rent one for a night under the stars, with hot-spring pools and an outbound park on site.',
    image: photo('1601352209716-978486b0da4b'),
    imageAlt: 'A lit tent pitched under a starry night sky',
  },
  {
    slug: 'floating-market',
    name: 'Lembang Floating Market',
    desc: 'A lakeside market in Lembang where vendors cook Sundanese snacks such as batagor, sate and grilled corn on boats moored along the jetty. Pay with market coins, then take a rowing boat or swan pedalo across the lake.',
    image: photo('1562607635-4608ff48a859'),
    imageAlt: 'A spread of Indonesian dishes',
  },
  {
    slug: 'city-tour',
    name: 'Bandung City Tour',
    desc: 'A day through the heart of Bandung: the Gedung Sate government building, the Art Deco shopfronts and cafes of Jalan Braga, and the Museum of the Asian-African Conference on Jalan Asia-Afrika. Finish with street food around Alun-Alun and the twin minarets of the Grand Mosque.',
    image: photo('1631650669141-ee124e2f641f'),
    imageAlt: 'A colonial-era heritage building in Bandung',
  },
] as const satisfies readonly Tour[];

export type TourSlug = (typeof tours)[number]['slug'];

/** The tour with this slug; undefined for any other string (including inherited property names). */
export function findTour(slug: string): (typeof tours)[number] | undefined {
  return tours.find((tour) => tour.slug === slug);
}
