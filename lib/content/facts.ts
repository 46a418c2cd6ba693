import type { Locale } from '../i18n/locales';
import { formatNumber, formatTime, monthName } from '../i18n/format';
import { getTranslator } from '../i18n/translator';

// Facts about Bandung that more than one page states: the home page, its FAQ, the itinerary (page and
// PDF) and the tour descriptions read them from here, so they cannot drift apart, in any language.
// They are values; factText() writes them in a language for the sentences of lib/i18n/messages/. The
// guides are prose in content/guides/*.md and state the same values in their own words;
// tests/unit/facts.test.ts checks that every mention there agrees with this table.
//
// Sources: the values commonly given by official and travel references. Prices and opening hours are
// ranges with "check before you go", as they change without notice.

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
  /** The regular Parahyangan train (the Argo Parahyangan until 31 January 2025), Gambir (Jakarta) to Bandung station in the city centre, hours. */
  regularTrainHours: 3,
  /** Drives from the city centre, without weekend jams. */
  drive: {
    ciwideyHours: { min: 2, max: 2.5 },
    lembangMinutes: { min: 45, max: 90 },
    tangkubanPerahuHours: { min: 1, max: 1.5 },
  },
  /** Where visitors hand-feed deer: the deer park at Kampung Cai Ranca Upas, Ciwidey. */
  deerPark: 'Ranca Upas',
  /**
   * Tangkuban Parahu's gates: they open in the morning, well after sunrise (check before you go).
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

const range = (locale: Locale, key: 'hoursRange' | 'minutesRange' | 'temperatureRange', value: Range) =>
  getTranslator(locale)(`facts.${key}`, value);

/** The facts as a language writes them, for the sentences that state them. */
export function factText(locale: Locale) {
  const t = getTranslator(locale);
  return {
    altitude: formatNumber(locale, facts.altitudeMetres),
    temperature: range(locale, 'temperatureRange', facts.cityTemperature),
    jakartaDrive: range(locale, 'hoursRange', facts.jakartaDriveHours),
    whooshRide: range(locale, 'minutesRange', facts.whooshRideMinutes),
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
