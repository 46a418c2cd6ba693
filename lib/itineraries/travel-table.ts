import { facts } from '../site/facts';
import type { TravelRow, TravelTable } from './travel-table-types';
import { travelZones } from './travel-zones';

// How long the road takes between the travel zones (./travel-zones.ts), Monday to Friday and at
// weekends, and how far it is; where an angkot or a train runs, how long that takes. Every row names
// the pages its figures come from, read on the day given. Figures are ranges and the timeline plans
// with the slower end; the pages that show them say "check before you go". The drives from the city
// to Lembang, Tangkuban Perahu and Ciwidey without weekend jams are the site's one value for them
// (lib/site/facts.ts): the rows take them from there. Weekend figures are their own: Lembang's
// weekend row is what the weekend traffic makes of that road.

const minutes = (range: { min: number; max: number }) => ({ min: range.min, max: range.max });
const hours = (range: { min: number; max: number }) => ({ min: range.min * 60, max: range.max * 60 });
const read = '2026-11-28';

/** TomTom's Bandung figures, as the press reported them: the city's average speeds by time and day. */
const tomtom = [
  {
    title: 'Macet Parah di Bandung, Warga Habiskan 108 Jam per Tahun Terjebak Kemacetan (Pikiran Rakyat)',
    url: 'https://indonesiacrowd.com/macet-parah-di-bandung-warga-habiskan-108-jam-per-tahun-terjebak-kemacetan',
    publisher: 'Pikiran Rakyat',
    checked: read,
  },
  {
    title: 'Bandung Jadi Kota Termacet di Dunia, Catat Hari dan Jam-jam Padat Kendaraan',
    url: 'https://www.kabarbanyuwangi.info/bandung-jadi-kota-termacet-di-dunia-catat-hari-dan-jam-jam-padat-kendaraan-berdasarkan-data-ini.html',
    publisher: 'Radar Banyuwangi',
    checked: read,
  },
] as const;

const lembangWeekend = [
  {
    title: 'Perjalanan Bandung-Lembang 1,5 Jam, Begini Cerita Wisatawan Jakarta yang Terjebak Macet',
    url: 'https://regional.kompas.com/read/2022/05/03/185844878/perjalanan-bandung-lembang-15-jam-begini-cerita-wisatawan-jakarta-yang?page=all',
    publisher: 'Kompas.com',
    checked: read,
  },
  {
    title: 'Jalan-jalan di Farmhouse',
    url: 'https://komunita.widyatama.ac.id/jalan-jalan-di-farmhouse',
    publisher: 'Komunita (Universitas Widyatama)',
    checked: read,
  },
] as const;

export const travelRows: readonly TravelRow[] = [
  {
    // Sights in the centre lie within about 8 km of each other. At TomTom's Bandung averages (10 km
    // in 32–40 min; 18.8 km/h in the morning peak, 14.7 km/h in the evening one; Friday and
    // Saturday the most congested days), 1–8 km takes 5–30 min on weekdays and up to 35 at weekends.
    // An angkot adds its stops to wait for passengers: 5 min on average, up to 30 (Flash Note);
    // one driver's Dago–Kebon Kelapa route, across the centre, takes 40 min to an hour.
    between: ['city', 'city'],
    km: { min: 1, max: 8 },
    weekday: { min: 10, max: 30 },
    weekend: { min: 10, max: 35 },
    angkot: { min: 20, max: 60 },
    sources: [
      ...tomtom,
      {
        title: 'Angkot Ngetem',
        url: 'http://flash-note.com/2017/10/10/angkot-ngetem/',
        publisher: 'Flash Note',
        checked: read,
      },
    ],
  },
  {
    // Tahura Djuanda, at Dago Pakar, is about 7 km from the centre: 21–29 min at TomTom's averages.
    between: ['city', 'dago-pakar'],
    km: { min: 6, max: 8 },
    weekday: { min: 20, max: 30 },
    weekend: { min: 25, max: 40 },
    sources: [
      {
        title: 'Rekomendasi Wisata Bandung, Cukup ke Tahura Djuanda Dago',
        url: 'https://deskjabar.pikiran-rakyat.com/gaya-hidup/pr-1136106786/rekomendasi-wisata-bandungcukup-ke-tahura-djuanda-dago-banyak-destinasi-yang-bisa-dipilih?page=all',
        publisher: 'Deskjabar (Pikiran Rakyat)',
        checked: read,
      },
      ...tomtom,
    ],
  },
  {
    // Weekdays: the site's figure (lib/site/facts.ts). Weekends: 1.5 h to The Great Asia Africa on
    // a holiday that should take 20 min (Kompas, 2022); "usually 2.5 hours on the road" at weekends
    // and on holidays (Komunita). Angkot St. Hall–Lembang from Ledeng: about half an hour.
    between: ['city', 'lembang'],
    km: { min: 12, max: 18 },
    weekday: minutes(facts.drive.lembangMinutes),
    weekend: { min: facts.drive.lembangMinutes.min, max: 150 },
    angkot: { min: 60, max: 120 },
    sources: [
      ...lembangWeekend,
      {
        title: 'Solo-Trip to Tangkuban Perahu',
        url: 'https://catatantraveling.wordpress.com/2011/06/29/a-lone-trip-to-tangkuban-perahu/',
        publisher: 'Catatan Traveling',
        checked: read,
      },
    ],
  },
  {
    // Weekdays: the site's figure. From the city about 25 km, an hour without jams (2011); at
    // weekends the Lembang road's weekend figure plus the climb from Lembang (below).
    between: ['city', 'tangkuban-parahu'],
    km: { min: 20, max: 30 },
    weekday: hours(facts.drive.tangkubanPerahuHours),
    weekend: { min: hours(facts.drive.tangkubanPerahuHours).min, max: 180 },
    sources: [
      {
        title: 'Ribetnya Angkutan Umum ke Tangkuban Perahu',
        url: 'http://wisbenbae.blogspot.com/2011/11/ribetnya-angkutan-umum-ke-tangkuban.html',
        publisher: 'Wisbenbae',
        checked: read,
      },
      ...lembangWeekend,
    ],
  },
  {
    // Lembang's attractions are a few kilometres apart (the Floating Market is under 500 m from
    // Lembang market); at weekends the main road crawls at about 10 km/h and jams around the farm
    // parks (a holiday visitor took 30 min for 100 m, 2017).
    between: ['lembang', 'lembang'],
    km: { min: 1, max: 10 },
    weekday: { min: 10, max: 25 },
    weekend: { min: 20, max: 60 },
    angkot: { min: 15, max: 45 },
    sources: [
      {
        title: 'As usual, Lembang and its surroundings stucked in traffic',
        url: 'https://www.jabarprov.go.id/En/index.php/news/3632/As_usual_Lembang_and_its_surroundings_stucked_in_traffic',
        publisher: 'Pemerintah Provinsi Jawa Barat',
        checked: read,
      },
      {
        title: 'Floating Market Lembang',
        url: 'https://rentalmobil-murahbandung.blogspot.com/2014/11/floating-market-lembang.html',
        checked: read,
      },
      ...lembangWeekend,
    ],
  },
  {
    // From the turning in Lembang about 10 km up to the gate (2013), 15 minutes on a clear road.
    between: ['lembang', 'tangkuban-parahu'],
    km: { min: 8, max: 12 },
    weekday: { min: 15, max: 30 },
    weekend: { min: 20, max: 45 },
    sources: [
      {
        title: 'Eat, Pray, Play: Tangkuban Perahu',
        url: 'http://pergisekarang.blogspot.com/2013/10/eat-pray-play-play-tangkuban-perahu.html',
        checked: read,
      },
      {
        title: 'Tangkuban Perahu (2013)',
        url: 'http://agungheryw.blogspot.com/2013',
        checked: read,
      },
    ],
  },
  {
    // Sari Ater is 45 min from a lodging in Lembang (2013) on the same road, past the Tangkuban
    // Perahu turning: about half of that from the volcano's gate.
    between: ['tangkuban-parahu', 'ciater'],
    km: { min: 8, max: 12 },
    weekday: { min: 15, max: 30 },
    weekend: { min: 20, max: 45 },
    sources: [
      {
        title: 'Bandung Trip: Sari Ater Subang',
        url: 'http://jalanjalanbersamakeluargayuk.blogspot.com/2013/06/bandung-trip-sari-ater-subang.html',
        checked: read,
      },
    ],
  },
  {
    between: ['ciater', 'lembang'],
    km: { min: 15, max: 20 },
    weekday: { min: 30, max: 45 },
    weekend: { min: 45, max: 90 },
    sources: [
      {
        title: 'Bandung Trip: Sari Ater Subang',
        url: 'http://jalanjalanbersamakeluargayuk.blogspot.com/2013/06/bandung-trip-sari-ater-subang.html',
        checked: read,
      },
      ...lembangWeekend,
    ],
  },
  {
    // Dago Pakar to Lembang by the back roads (Dago Giri or Punclut): jammed too on holidays (Kompas
    // 2022: "lewat Punclut juga enggak bisa maju").
    between: ['dago-pakar', 'lembang'],
    km: { min: 8, max: 14 },
    weekday: { min: 25, max: 45 },
    weekend: { min: 40, max: 90 },
    sources: [...lembangWeekend],
  },
  {
    between: ['dago-pakar', 'dago-pakar'],
    km: { min: 1, max: 5 },
    weekday: { min: 5, max: 20 },
    weekend: { min: 10, max: 30 },
    sources: [...tomtom],
  },
  {
    // Weekdays: the site's figure. More than 40 km (2011), Situ Patenggang about 47 km. At weekends
    // and on holidays the Sadu junction at Soreang jams for kilometres: 1.5 km in two hours after
    // Lebaran 2021, 5 km in early 2025.
    between: ['city', 'ciwidey'],
    km: { min: 40, max: 50 },
    weekday: hours(facts.drive.ciwideyHours),
    weekend: { min: hours(facts.drive.ciwideyHours).min, max: 240 },
    sources: [
      {
        title: 'Berwisata ke Bandung Selatan Yuk',
        url: 'http://wisbenbae.blogspot.com/2011/12/berwisata-ke-bandung-selatan-yuk.html',
        publisher: 'Wisbenbae',
        checked: read,
      },
      {
        title: 'Situ Patenggang (tiket masuk, jarak dari Bandung)',
        url: 'https://tiketmasuk.com/?p=1452',
        publisher: 'Tiketmasuk',
        checked: read,
      },
      {
        title: 'Jalan Menuju Kawasan Wisata Ciwidey Bandung Macet 10 Km, Dua Jam Cuma Maju 1,5 Km',
        url: 'https://jabar.tribunnews.com/2021/05/15/jalan-menuju-kawasan-wisata-ciwidey-bandung-macet-10-km-dua-jam-cuma-maju-15-km-pilih-balik-kanan',
        publisher: 'Tribun Jabar',
        checked: read,
      },
    ],
  },
  {
    // Kawah Putih's turning faces Ranca Upas across the road; Situ Patenggang is 5–6 km on.
    between: ['ciwidey', 'ciwidey'],
    km: { min: 1, max: 6 },
    weekday: { min: 5, max: 20 },
    weekend: { min: 10, max: 30 },
    sources: [
      {
        title:
          'Jelajah Cianjur Selatan, Garut Selatan dan Bandung Selatan Bagian 7: Kawah Putih dan Kampung Cai Ranca Upas',
        url: 'https://wisataseru123.blogspot.com/2019/02/jelajah-cianjur-selatangarut-selatan.html',
        checked: read,
      },
      {
        title: 'Situ Patenggang, Wisata Alam yang Eksotis di Ciwidey',
        url: 'https://buletinindonesianews.com/situ-patenggang-wisata-alam-yang-eksotis-di-ciwidey/',
        publisher: 'Buletin Indonesia News',
        checked: read,
      },
    ],
  },
  {
    // Between the Whoosh station and the Citatah karst west of it, along the Cianjur road.
    between: ['padalarang', 'padalarang'],
    km: { min: 5, max: 12 },
    weekday: { min: 15, max: 30 },
    weekend: { min: 20, max: 40 },
    sources: [
      {
        title: 'Menikmati Zaman Purba di Goa Pawon (10 km dari Kota Baru Parahyangan)',
        url: 'http://www.stories.jejeblog.net/stories_post/2017/01/menikmati-zaman-purba-di-goa-pawon/',
        checked: read,
      },
    ],
  },
  {
    // Padalarang's Whoosh station is about 17 km west of the centre, the Citatah karst (Stone Garden)
    // about 21 km on from the Pasteur toll gate, 38 minutes' drive. The KA Feeder to Stasiun Bandung
    // takes 19 minutes and is free with a Whoosh ticket; its departures are timed to the trains.
    between: ['padalarang', 'city'],
    km: { min: 17, max: 30 },
    weekday: { min: 35, max: 60 },
    weekend: { min: 40, max: 75 },
    train: { name: 'KA Feeder', minutes: { min: 19, max: 45 }, fare: { min: 0, max: 0 } },
    sources: [
      {
        title: 'Menjajal KA Feeder Bandung-Padalarang, Cuma 19 Menit',
        url: 'https://www.detik.com/jabar/berita/d-6957897/menjajal-ka-feeder-bandung-padalarang-cuma-19-menit',
        publisher: 'detikJabar',
        checked: read,
      },
      {
        title: 'Disiapkan 14 Perjalanan Feeder Kereta Cepat Stasiun Bandung-Padalarang, 19 Menit',
        url: 'https://rejabar.co.id/berita/s1vznd432/disiapkan-14-perjalanan-feeder-kereta-cepat-stasiun-bandungpadalarang-19-menit',
        publisher: 'Republika Jabar',
        checked: read,
      },
      {
        title: 'Stone Garden Citatah (rute dan jarak)',
        url: 'https://kertajatitransport.com/stone-garden-citatah',
        publisher: 'Kertajati Transport',
        checked: read,
      },
      {
        title: '4 Hal yang Perlu Kamu Ketahui Sebelum Naik Whoosh dari Bandung',
        url: 'https://geotimes.id/opini/4-hal-yang-perlu-kamu-ketahui-sebelum-naik-whoosh-dari-bandung/',
        publisher: 'Geotimes',
        checked: read,
      },
      ...tomtom,
    ],
  },
  {
    // To Garut over the Nagreg pass, then 29 km on to Cisurupan and the crater's car park. Bandung to
    // Garut took about 2 hours by road (Koran Jakarta, 2013: from Bandung or the Cileunyi toll gate
    // to Cipanas), Garut to Cisurupan about an hour (2015), Tarogong to Papandayan about 1.5 hours
    // (2018): 2.5–3.5 h on a weekday. A Saturday rider still reached Garut town in 1 h 45 min through
    // heavy traffic (2014); at weekends allow up to 5 h. Holiday weekends are worse: in the Lebaran
    // traffic of 2014 Bandung to Kadungora alone took five hours, against 45 minutes to an hour normally.
    // Road distance: Bandung–Garut about 70 km, Garut–Papandayan 29 km.
    between: ['city', 'papandayan'],
    km: { min: 90, max: 105 },
    weekday: { min: 150, max: 210 },
    weekend: { min: 180, max: 300 },
    sources: [
      {
        title: 'Cipanas menyambut wisatawan (Koran Jakarta)',
        url: 'https://p2tel.or.id/2013/02/cipanas-menyambut-wisatawan',
        publisher: 'P2Tel',
        checked: read,
      },
      {
        title: 'Cara Menuju Gunung Papandayan Garut',
        url: 'http://liburangratisdaribisnisonline.blogspot.com/2015/07/cara-menuju-gunung-papandayan-garut.html',
        checked: read,
      },
      {
        title: 'Cantiknya Gunung Papandayan Garut',
        url: 'https://pusvitasari.com/2018/11/cantiknya-gunung-papandayan-garut.html',
        checked: read,
      },
      {
        title: 'Backpacker ke Gunung Papandayan Garut',
        url: 'http://deardesy.blogspot.com/2012/06',
        checked: read,
      },
      {
        title: 'Liburan Murah nan eksotik ke Papandayan',
        url: 'https://hossteducation.blogspot.com/2014/09/liburan-murah-nan-eksotik-ke-papandayan.html',
        checked: read,
      },
      {
        title: 'Bandung-Garut Via Nagreg Ditempuh 5 Jam',
        url: 'https://www.suara.com/news/2014/07/27/120119/bandung-garut-via-nagreg-ditempuh-5-jam',
        publisher: 'Suara.com (Antara)',
        checked: read,
      },
      {
        title: 'Garut ke Bandung Berapa Jam? Panduan Lengkap Perjalanan',
        url: 'https://jcinema2018.id/garut-ke-bandung-berapa-jam',
        checked: read,
      },
    ],
  },
];

export const travelTable: TravelTable = { zones: travelZones, rows: travelRows };
