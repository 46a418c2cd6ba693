// The tours of /tours: the one list that the tours page, the redirect pages, the place pages and the
// affiliate table (lib/tours/affiliate.ts) are built from, with each tour's words in every language.
// Slugs are public URLs (/tours#slug, /redirect/slug): keep them.

import type { TagSlug } from '../content/taxonomy';
import type { Locale, Localized } from '../i18n/locales';
import { formatMessage } from '../i18n/translator';
import { factText } from '../site/facts';

/**
 * A designed cover, for a tour no photo we have shows (lib/photos/cover/): drawn from the area of
 * the places it visits, with the motifs of these tags (lib/content/taxonomy.ts), seeded by its slug.
 */
export type TourCover = { readonly cover: readonly TagSlug[] };

/**
 * What the card shows: a photo on the stock-photo host, without query (the loader adds size and
 * format), with what it shows for screen readers; or, where no photo shows the trip, a cover, which
 * is decorative and has no alternative text.
 */
type TourImage =
  | { readonly image: string; readonly imageAlt: Localized }
  | { readonly image: TourCover; readonly imageAlt?: undefined };

export type Tour = {
  readonly slug: string;
  readonly name: Localized;
  /** What the trip is; may place a fact of lib/site/facts.ts by name, e.g. {tangkubanPerahu}. */
  readonly desc: Localized;
  /** The places the trip visits (ids of content/places/), each linked from the card and the place's page. */
  readonly places: readonly string[];
} & TourImage;

const photo = (id: string) => `https://images.unsplash.com/photo-${id}`;
/** A designed cover with the motifs of these tags (docs/editing.md, "Photos": when to use one). */
const cover = (...tags: TagSlug[]): TourCover => ({ cover: tags });

export const tours = [
  {
    slug: 'kawah-putih-tour',
    name: { en: 'Kawah Putih Crater Lake', id: 'Danau Kawah Putih' },
    desc: {
      en: 'A day trip south to Ciwidey, where a volcanic crater on Mount Patuha holds a milky, turquoise-white lake ringed by pale sand and dead trees. At about 2,400 m it is cool and often misty; go early for clear water colors and bring a mask for the sulfur smell.',
      id: 'Perjalanan sehari ke Ciwidey di selatan Bandung, tempat kawah gunung api di Gunung Patuha menyimpan danau berwarna putih kehijauan yang dikelilingi pasir pucat dan pohon-pohon mati. Di ketinggian sekitar 2.400 m udaranya dingin dan sering berkabut; datanglah pagi agar warna airnya jelas, dan bawa masker karena bau belerangnya menyengat.',
    },
    image: photo('1617148302839-ee02d38676ef'),
    imageAlt: {
      en: 'The pale turquoise crater lake of Kawah Putih under a misty sky',
      id: 'Danau kawah Kawah Putih yang berwarna toska pucat di bawah langit berkabut',
    },
    places: ['kawah-putih'],
  },
  {
    slug: 'tangkuban-perahu',
    name: { en: 'Tangkuban Perahu Volcano', id: 'Gunung Tangkuban Parahu' },
    desc: {
      en: 'An active volcano {tangkubanPerahu} north of the city, beyond Lembang, shaped like an upturned boat, as its Sundanese legend tells. Walk the rim of the steaming Kawah Ratu crater, then soak in the hot springs of nearby Ciater, which many day trips add.',
      id: 'Gunung api aktif yang berjarak {tangkubanPerahu} ke arah utara kota, selepas Lembang, berbentuk perahu terbalik seperti dalam legenda Sunda. Susuri bibir Kawah Ratu yang mengepulkan asap, lalu berendam di air panas Ciater yang tak jauh dari sana, persinggahan yang ditambahkan banyak tur sehari.',
    },
    image: photo('1618477145434-329052afd844'),
    imageAlt: {
      en: 'The gray, steaming Kawah Ratu crater of Tangkuban Perahu',
      id: 'Kawah Ratu Tangkuban Parahu yang kelabu dan berasap',
    },
    places: ['tangkuban-parahu', 'sari-ater'],
  },
  {
    slug: 'sunrise-trip',
    name: { en: 'Bandung Sunrise Trip', id: 'Wisata Matahari Terbit Bandung' },
    desc: {
      en: 'A pre-dawn start up to Tebing Keraton or Bukit Moko, on the hills north-east of the city, in time to watch the sun rise over a sea of mist and the Djuanda forest. Trips differ in pickup time, viewpoint and extras such as breakfast: check what each listing includes.',
      id: 'Berangkat sebelum subuh ke Tebing Keraton atau Bukit Moko di perbukitan timur laut kota, tepat waktu untuk menyaksikan matahari terbit di atas lautan kabut dan hutan Djuanda. Jam penjemputan, titik pandang, dan tambahan seperti sarapan berbeda-beda: cek apa saja yang termasuk dalam tiap paket.',
    },
    // The photo showed the city from the hills; the trip is a sunrise over mist and forest.
    image: cover('hiking', 'nature'),
    places: ['tebing-keraton'],
  },
  {
    slug: 'farmhouse-lembang',
    name: { en: 'Farmhouse Susu Lembang', id: 'Farmhouse Susu Lembang' },
    desc: {
      en: 'A dairy-farm park in Lembang styled as a European village, with a Hobbit-style house, flower gardens and photo spots in rented Dutch costume. Feed sheep, goats and rabbits; the entry ticket includes a voucher for fresh milk or a snack.',
      id: 'Taman wisata peternakan sapi perah di Lembang yang ditata seperti desa Eropa, lengkap dengan rumah ala Hobbit, taman bunga, dan spot foto dengan kostum Belanda sewaan. Beri makan domba, kambing, dan kelinci; tiket masuknya termasuk voucer untuk susu segar atau camilan.',
    },
    // The photo showed cows grazing on grassland, not the farm park.
    image: cover('family', 'food'),
    places: ['farmhouse-susu-lembang'],
  },
  {
    slug: 'kg-cai-ranca-upas',
    name: { en: 'Kampung Cai Ranca Upas', id: 'Kampung Cai Ranca Upas' },
    desc: {
      en: 'A highland campground in Ciwidey, surrounded by forest and tea estates, known for its deer park where you can hand-feed the herd. Pitch a tent or rent one for a night under the stars, with hot-spring pools and an outbound park on site.',
      id: 'Bumi perkemahan di dataran tinggi Ciwidey, dikelilingi hutan dan kebun teh, yang terkenal dengan penangkaran rusanya: pengunjung bisa menyuapi rusa langsung dari tangan. Dirikan tenda sendiri atau sewa tenda untuk semalam di bawah bintang, dengan kolam air panas dan arena outbound di lokasi.',
    },
    image: photo('1601352209716-978486b0da4b'),
    imageAlt: {
      en: 'A lit tent pitched under a starry night sky',
      id: 'Tenda yang menyala di bawah langit malam penuh bintang',
    },
    places: ['kampung-cai-ranca-upas'],
  },
  {
    slug: 'floating-market',
    name: { en: 'Lembang Floating Market', id: 'Floating Market Lembang' },
    desc: {
      en: 'A lakeside market in Lembang where vendors cook Sundanese snacks such as batagor, sate and grilled corn on boats moored along the jetty. Pay with market coins, then take a rowing boat or swan pedalo across the lake.',
      id: 'Pasar di tepi danau di Lembang, tempat pedagang memasak jajanan Sunda seperti batagor, sate, dan jagung bakar di atas perahu yang tertambat di dermaga. Bayar dengan koin pasar, lalu naik perahu dayung atau sepeda air angsa menyeberangi danau.',
    },
    // The photo showed a spread of dishes on a table, not the market on the lake.
    image: cover('food', 'shopping'),
    places: ['floating-market-lembang'],
  },
  {
    slug: 'city-tour',
    name: { en: 'Bandung City Tour', id: 'Tur Keliling Kota Bandung' },
    desc: {
      en: 'A day through the heart of Bandung: the Gedung Sate government building, the Art Deco shopfronts and cafes of Jalan Braga, and the Museum of the Asian-African Conference on Jalan Asia-Afrika. Finish with street food around Alun-Alun and the twin minarets of the Grand Mosque.',
      id: 'Sehari menjelajahi jantung kota Bandung: Gedung Sate yang menjadi kantor pemerintahan, deretan toko dan kafe art deco di Jalan Braga, serta Museum Konperensi Asia Afrika di Jalan Asia Afrika. Tutup hari dengan jajanan kaki lima di sekitar Alun-alun dan menara kembar Masjid Raya.',
    },
    image: photo('1631650669141-ee124e2f641f'),
    imageAlt: {
      en: 'A colonial-era heritage building in Bandung',
      id: 'Bangunan cagar budaya dari zaman kolonial di Bandung',
    },
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

/** A tour's words in a language, its description with the facts it names written in; a cover's alt text is empty. */
export type TourIn = Omit<Tour, 'name' | 'desc' | 'imageAlt'> & {
  name: string;
  desc: string;
  imageAlt: string;
};

export function tourIn(tour: Tour, locale: Locale): TourIn {
  return {
    ...tour,
    name: tour.name[locale],
    desc: formatMessage(locale, tour.desc[locale], factText(locale)),
    imageAlt: tour.imageAlt?.[locale] ?? '',
  };
}
