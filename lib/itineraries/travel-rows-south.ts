import { facts } from '../content/facts';
import type { TravelRow } from './travel-table-types';
import { hours, read, tomtom } from './travel-table-sources';

// The travel table's rows south and west of the city and beyond it (Ciwidey, Padalarang, Papandayan):
// see ./travel-table.ts for what a row holds and where its figures come from.

export const southRows: readonly TravelRow[] = [
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
