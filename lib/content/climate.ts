import type { Locale } from '../i18n/locales';
import { formatNumber, monthName } from '../i18n/format';

// Bandung's climate, month by month: the one table that the When to go guides' figures and the climate
// chart are drawn from. Values are WMO Climatological Standard Normals 1991–2020 for station 96783
// "Stasiun Geofisika Bandung" (BMKG), 791 m, in the city (not the airport), copied unchanged. BMKG
// submitted no normal for the mean daily maximum, so there is none here: never estimate one.
// tests/unit/facts.test.ts checks that the guides state these figures and only these.

export type ClimateMonth = {
  /** 1–12. */
  month: number;
  /** Mean monthly precipitation, mm. */
  rainMm: number;
  /** Mean of the daily mean air temperature, °C. */
  meanC: number;
  /** Mean of the daily minimum air temperature, °C. */
  minC: number;
};

export const climateSource = {
  station: 'WMO 96783 Stasiun Geofisika Bandung (BMKG)',
  period: '1991–2020',
  elevationMetres: 791,
  title: 'WMO Climatological Standard Normals 1991–2020',
  url: 'https://www.ncei.noaa.gov/products/wmo-climate-normals',
  publisher: 'NOAA NCEI, accession 0253808 (values computed and submitted by BMKG)',
  /** The attribution to show with the figures, as the data's provenance asks. */
  attribution: {
    en: 'Climate normals 1991–2020, station 96783 Bandung (BMKG). Source: BMKG via WMO Climatological Standard Normals 1991–2020, NOAA NCEI (accession 0253808).',
    id: 'Normal iklim 1991–2020, stasiun 96783 Bandung (BMKG). Sumber: BMKG melalui WMO Climatological Standard Normals 1991–2020, NOAA NCEI (aksesi 0253808).',
  },
} as const;

export const climateMonths: readonly ClimateMonth[] = [
  { month: 1, rainMm: 213.8, meanC: 24.4, minC: 19.8 },
  { month: 2, rainMm: 222.6, meanC: 24.3, minC: 19.7 },
  { month: 3, rainMm: 268.6, meanC: 24.7, minC: 19.7 },
  { month: 4, rainMm: 241.7, meanC: 25.2, minC: 19.9 },
  { month: 5, rainMm: 161.3, meanC: 25.3, minC: 19.6 },
  { month: 6, rainMm: 92.6, meanC: 24.9, minC: 18.9 },
  { month: 7, rainMm: 69.4, meanC: 24.5, minC: 18.3 },
  { month: 8, rainMm: 43.4, meanC: 24.8, minC: 18.3 },
  { month: 9, rainMm: 87.8, meanC: 25.5, minC: 18.7 },
  { month: 10, rainMm: 167.2, meanC: 25.6, minC: 19.3 },
  { month: 11, rainMm: 289.2, meanC: 25.0, minC: 19.7 },
  { month: 12, rainMm: 249.5, meanC: 24.7, minC: 19.8 },
];

/** The source's annual values (rain is the year's total; the temperatures are means). */
export const climateYear = { rainMm: 2107.1, meanC: 24.9, minC: 19.3 } as const;

const byRain = [...climateMonths].sort((a, b) => b.rainMm - a.rainMm);
const extreme = (key: 'meanC' | 'minC', pick: (a: number, b: number) => number) => {
  const value = climateMonths.map((m) => m[key]).reduce(pick);
  return { value, months: climateMonths.filter((m) => m[key] === value).map((m) => m.month) };
};

/** The figures the guides state, derived from the table. */
export const climateSummary = {
  wettest: byRain[0]!,
  driest: byRain.at(-1)!,
  meanLowest: extreme('meanC', Math.min),
  meanHighest: extreme('meanC', Math.max),
  minLowest: extreme('minC', Math.min),
  minHighest: extreme('minC', Math.max),
} as const;

/** A whole number of mm as the language writes it: 2107.1 → "2,107 mm" / "2.107 mm". */
const mm = (locale: Locale, value: number) => `${formatNumber(locale, Math.round(value))} mm`;

/** The figures the guides state, as the language writes them; the numbers allowed anywhere in their climate section. */
export function climateText(locale: Locale) {
  const month = (m: ClimateMonth) => `${monthName(locale, m.month)} (${mm(locale, m.rainMm)})`;
  return {
    annualRain: mm(locale, climateYear.rainMm),
    wettest: month(climateSummary.wettest),
    driest: month(climateSummary.driest),
    /** Whole mm: each month's rain and the year's. */
    rainValues: [...climateMonths.map((m) => Math.round(m.rainMm)), Math.round(climateYear.rainMm)],
    /** Tenths of °C: each month's mean and mean minimum, and the year's. */
    temperatureValues: [
      ...climateMonths.flatMap((m) => [m.meanC, m.minC]),
      climateYear.meanC,
      climateYear.minC,
    ],
  };
}
