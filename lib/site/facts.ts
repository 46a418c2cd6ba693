import type { Locale } from '../i18n/locales';
import { formatList, formatNumber, formatTime, monthName } from '../i18n/format';
import { getTranslator } from '../i18n/translator';

// Facts about Bandung that more than one page states: the home page, its FAQ, the itinerary (page and
// PDF) and the tour descriptions read them from here, so they cannot drift apart, in any language.
// They are values; factText() writes them in a language for the sentences of lib/i18n/messages/. The
// guides are prose in content/guides/*.md and state the same values in their own words;
// tests/unit/facts.test.ts checks that every mention there agrees with this table.
//
// Sources: each value's own comment names the page it comes from; the guides list those pages among
// their dated sources. Prices and opening hours are ranges with "check before you go", as they change
// without notice.

type Range = { min: number; max: number };

export const facts = {
  /** Bandung city's elevation above sea level, in metres. */
  altitudeMetres: 768,
  /**
   * The city's usual temperatures, night low to afternoon high, °C: BMKG Bandung gives 16–19 at night
   * and 29–30 in the afternoon in the dry season (iNews Bandung Raya, 16 July 2024) and 30.1 as
   * October's normal maximum (Tempo, October 2023); the when-to-go guide cites both.
   */
  cityTemperature: { min: 16, max: 30 },
  /** Jakarta to Bandung by car on the Cipularang toll road, hours. */
  jakartaDriveHours: { min: 3, max: 4 },
  /** The Whoosh high-speed train, Halim (Jakarta) to Tegalluar or Padalarang, on the train itself, minutes. */
  whooshRideMinutes: { min: 30, max: 45 },
  /**
   * Whoosh Premium Economy in normal periods since 2025, IDR: KCIC's cheapest and dearest fares
   * (IDX Channel, 14 March 2025). The IDR 150,000 floor of the dynamic fares was 2024's.
   */
  whooshFare: { min: 225_000, max: 350_000 },
  /** The first day of paid Whoosh service, after the free trial weeks (Xinhua/China Daily, 17 October 2023). */
  whooshPaidFrom: { day: 17, month: 10, year: 2023 },
  /** Whoosh trips a day: Monday to Saturday, and Sundays, which give the track a longer maintenance window (KCIC, October 2025). */
  whooshTrips: { weekday: 62, sunday: 56 },
  /** The Whoosh terminus east of the city as its signs have named it since 2024 (Bukamata; KCIC releases of 2025). */
  tegalluarStation: 'Tegalluar Summarecon',
  /** The regular KA Parahyangan train (the Argo Parahyangan until 31 January 2025), Gambir (Jakarta) to Bandung station in the city centre, hours. */
  regularTrainHours: 3,
  /** The stations KA Parahyangan calls at from 1 February 2025, Jakarta to Bandung (KAI, via BisnisInsight, 23 January 2025). */
  parahyanganStations: [
    'Gambir',
    'Jatinegara',
    'Bekasi',
    'Karawang',
    'Cikampek',
    'Purwakarta',
    'Cimahi',
    'Bandung',
  ],
  /**
   * Angkot fares are flat per route, whatever the distance ridden: IDR 3,900 on the shortest route
   * (Mengger–Abdul Muis) to 5,500 on the longest (Margahayu–Ledeng), as Dishub Kota Bandung set them
   * in September 2022 (IDN Times Jabar, 6 September 2022).
   */
  angkotFare: { min: 3_900, max: 5_500, year: 2022 },
  /**
   * The air at Kawah Putih, the coldest sight visitors reach, °C: Perum Perhutani (its operator) and
   * Tempo give 8–22 (Perhutani e-PPID, from Tempo, 18 October 2017). Ranca Upas, lower down, is milder.
   */
  kawahPutihTemperature: { min: 8, max: 22 },
  /**
   * The cold the guides quote for Lembang's nights, °C: BMKG's post at Lembang (1,241 m) recorded 13.0 on
   * 16 July 2019 (Jurnal Jabar, "Fenomena Udara Dingin di Jawa Barat"). When to go, Where to stay and
   * Staying safe state it; the crater highlands have their own value (kawahPutihTemperature).
   */
  lembangNightLowCelsius: 13,
  /**
   * Braga Beken, Jalan Braga closed to vehicles every weekend since 4 May 2024: about 380 m of the street,
   * from Friday midnight to Sunday night (AyoBandung, 7 December 2025). The evening, where-to-stay and
   * getting-around guides state it.
   */
  bragaCarFreeMetres: 380,
  /** Drives from the city centre, without weekend jams. */
  drive: {
    ciwideyHours: { min: 2, max: 2.5 },
    lembangMinutes: { min: 45, max: 90 },
    tangkubanPerahuHours: { min: 1, max: 1.5 },
  },
  /** Where visitors hand-feed deer: the deer park at Kampung Cai Ranca Upas, Ciwidey. */
  deerPark: 'Ranca Upas',
  /**
   * Tangkuban Perahu's gates: they open in the morning, well after sunrise (check before you go).
   * Belajar Bijak, "Wisata Tangkuban Perahu", February 2025; eljohnnews; kabarbahari (read 2026-11-24).
   */
  tangkubanPerahuGates: { opens: '08:00', closes: '17:00' },
  /**
   * Leave the hotel by this time for the highlands (Lembang, Ciwidey) at weekends and on holidays,
   * ahead of the tour buses and the jams: the guides' advice and the itinerary PDF's, one value.
   */
  highlandsLeaveBy: '06:30',
  /** The dry season, the best time to visit: months, 1–12. */
  drySeason: { fromMonth: 5, toMonth: 9 },
} as const satisfies Record<string, unknown>;

const range = (
  locale: Locale,
  key: 'hoursRange' | 'minutesRange' | 'temperatureRange' | 'rupiahRange',
  value: Range,
) => getTranslator(locale)(`facts.${key}`, value);

/** {day: 17, month: 10, year: 2023} → "17 October 2023" / "17 Oktober 2023", as the guides date events. */
const dayMonthYear = (locale: Locale, date: { day: number; month: number; year: number }) =>
  `${date.day} ${monthName(locale, date.month)} ${date.year}`;

/** The facts as a language writes them, for the sentences that state them. */
export function factText(locale: Locale) {
  const t = getTranslator(locale);
  return {
    altitude: formatNumber(locale, facts.altitudeMetres),
    temperature: range(locale, 'temperatureRange', facts.cityTemperature),
    jakartaDrive: range(locale, 'hoursRange', facts.jakartaDriveHours),
    whooshRide: range(locale, 'minutesRange', facts.whooshRideMinutes),
    whooshFare: range(locale, 'rupiahRange', facts.whooshFare),
    whooshPaidFrom: dayMonthYear(locale, facts.whooshPaidFrom),
    whooshTripsWeekday: formatNumber(locale, facts.whooshTrips.weekday),
    whooshTripsSunday: formatNumber(locale, facts.whooshTrips.sunday),
    tegalluarStation: facts.tegalluarStation,
    parahyanganStationCount: formatNumber(locale, facts.parahyanganStations.length),
    parahyanganStations: formatList(locale, facts.parahyanganStations),
    angkotFare: range(locale, 'rupiahRange', facts.angkotFare),
    kawahPutihTemperature: range(locale, 'temperatureRange', facts.kawahPutihTemperature),
    regularTrain: t('facts.aboutHours', { hours: facts.regularTrainHours }),
    ciwidey: range(locale, 'hoursRange', facts.drive.ciwideyHours),
    lembang: range(locale, 'minutesRange', facts.drive.lembangMinutes),
    tangkubanPerahu: range(locale, 'hoursRange', facts.drive.tangkubanPerahuHours),
    deerPark: facts.deerPark,
    gatesOpen: t('facts.aboutTime', { time: formatTime(locale, facts.tangkubanPerahuGates.opens) }),
    leaveBy: t('facts.time', { time: formatTime(locale, facts.highlandsLeaveBy) }),
    drySeason: t('facts.monthRange', {
      from: monthName(locale, facts.drySeason.fromMonth),
      to: monthName(locale, facts.drySeason.toMonth),
    }),
  };
}

export type FactText = ReturnType<typeof factText>;
