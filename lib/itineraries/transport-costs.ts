import type { Range, Source } from './types';

// What getting about costs, for a day's budget (./budget.ts): a car with driver by the day, a
// ride-hailing car by the kilometre, an angkot by the ride. Dated, from the pages listed; fares and
// rates change, so the pages that show them say "check before you go". Train fares are in the travel
// table's rows (./travel-table.ts), with the train.

export type TransportCosts = {
  /** A small car (Avanza, Xenia) with driver and fuel for the day; tolls, parking and the driver's meals extra. */
  car: { bandung: Range; outOfTown: Range; seen: string; sources: readonly Source[] };
  /** A ride-hailing car (GrabCar, GoCar): the regulated band per km for Java. */
  rideHailing: { perKm: Range; seen: string; sources: readonly Source[] };
  /** One angkot ride: a flat fare per route, from the shortest route's to the longest's. */
  angkot: { perRide: Range; seen: string; sources: readonly Source[] };
};

export const transportCosts: TransportCosts = {
  car: {
    // Duta Touristama's list: "Dalam Kota Bandung/Lembang/Ciwidey, 16 jam" 600,000; "Subang/Garut/
    // Cianjur/Purwakarta/Cipanas" 700,000, "termasuk unit, solar, dan supir; belum termasuk tol,
    // parkir, konsumsi dan akomodasi supir".
    bandung: { min: 600_000, max: 600_000 },
    outOfTown: { min: 700_000, max: 700_000 },
    seen: '2026-11-28',
    sources: [
      {
        title: 'Pricelist Sewa Kendaraan',
        url: 'https://dutatouristama.com/pricelist-sewa-kendaraan/',
        publisher: 'Duta Touristama',
        checked: '2026-11-28',
      },
    ],
  },
  rideHailing: {
    // Zone I (Sumatra, Java, Bali): lower limit Rp 3,500/km, upper limit Rp 6,000/km (in force from
    // 18 June 2019, under the Director General's decree for Permenhub 118/2018).
    perKm: { min: 3_500, max: 6_000 },
    seen: '2019-06-15',
    sources: [
      {
        title: 'Tarif Taksi Online Berdasarkan 2 Zonasi yang Akan Berlaku 18 Juni (Tempo)',
        url: 'https://www.teras.id/news/pat-2/164067/tarif-taksi-online-berdasarkan-2-zonasi-yang-akan-berlaku-18-juni',
        publisher: 'Tempo',
        checked: '2026-11-28',
      },
    ],
  },
  angkot: {
    // Flat fares per route since September 2022: the shortest route (Mengger–Abdul Muis) Rp 3,900,
    // the longest (Margahayu–Ledeng) Rp 5,500, said the head of the city's transport office.
    perRide: { min: 3_900, max: 5_500 },
    seen: '2022-09-08',
    sources: [
      {
        title: 'Harga BBM Naik, Pakai Angkot di "Kota Kembang" Tambah Seribu Perak dari Tarif Lama',
        url: 'https://jakarta.suaramerdeka.com/nasional/pr-1344640240/harga-bbm-naik-pakai-angkot-di-kota-kembang-tambah-seribu-perak-dari-tarif-lama',
        publisher: 'Suara Merdeka',
        checked: '2026-11-28',
      },
    ],
  },
};
