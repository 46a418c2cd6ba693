import { facts } from '../content/facts';
import type { TravelRow, TravelTable } from './travel-table-types';
import { travelZones } from './travel-zones';
import { southRows } from './travel-rows-south';
import { hours, minutes, read, tomtom } from './travel-table-sources';

// How long the road takes between the travel zones (./travel-zones.ts), Monday to Friday and at
// weekends, and how far it is; where an angkot or a train runs, how long that takes. Every row names
// the pages its figures come from, read on the day given. Figures are ranges and the timeline plans
// with the slower end; the pages that show them say "check before you go". The drives from the city
// to Lembang, Tangkuban Perahu and Ciwidey without weekend jams are the site's one value for them
// (lib/content/facts.ts): the rows take them from there. Weekend figures are their own: Lembang's
// weekend row is what the weekend traffic makes of that road.

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
    // Weekdays: the site's figure (lib/content/facts.ts). Weekends: 1.5 h to The Great Asia Africa on
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
  ...southRows,
];

export const travelTable: TravelTable = { zones: travelZones, rows: travelRows };
