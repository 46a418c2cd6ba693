import { formatList, formatNumber, formatTime } from '../i18n/format';
import { localeSettings, type Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { DAYS, type Day } from '../places/opening-hours';
import { placeWords } from '../places/place-text';
import type { Place } from '../places/place-schema';
import { toClock } from './clock';
import type { ItineraryDay } from './model';
import type { TransportCosts } from './transport-costs';
import type { Leg, LegMode, Range } from './types';

// An itinerary's computed values written in a language, when a page, the PDF or a file shows them:
// clock times, weekdays, legs, amounts of rupiah. The values themselves stay language-free.

/** 510 → "8:30 am" / "08.30". */
export const timeText = (locale: Locale, minutes: number) => formatTime(locale, toClock(minutes));

const longDay = new Map<Locale, Intl.DateTimeFormat>();
/** "Tuesday" / "Selasa" (2025-09-01 is a Monday). */
export function dayName(locale: Locale, day: Day): string {
  if (!longDay.has(locale)) {
    const tag = locale === 'en' ? 'en-GB' : localeSettings[locale].intl;
    longDay.set(locale, new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }));
  }
  return longDay.get(locale)!.format(new Date(Date.UTC(2025, 8, 1 + DAYS.indexOf(day))));
}

/** "Tuesday, Thursday, Saturday and Sunday", or "every day". */
export const weekdaysText = (locale: Locale, days: readonly Day[]) =>
  days.length === DAYS.length
    ? getTranslator(locale)('itineraries.everyDay')
    : formatList(
        locale,
        days.map((day) => dayName(locale, day)),
      );

const rangeText = (locale: Locale, { min, max }: Range) =>
  min === max ? formatNumber(locale, max) : `${formatNumber(locale, min)}–${formatNumber(locale, max)}`;

/** "20–35 min", "2–4 h" (hours once a leg may take two, in half hours). */
export function minutesText(locale: Locale, range: Range): string {
  const t = getTranslator(locale);
  if (range.max >= 120 && range.min % 30 === 0 && range.max % 30 === 0) {
    return t('itineraries.legHours', {
      range: rangeText(locale, { min: range.min / 60, max: range.max / 60 }),
    });
  }
  return t('itineraries.legMinutes', { range: rangeText(locale, range) });
}

const MODE_KEYS = {
  car: 'car',
  'ride-hailing': 'rideHailing',
  angkot: 'angkot',
  walk: 'walk',
  'train-feeder': 'trainFeeder',
} as const satisfies Record<LegMode, string>;

/** "by ride-hailing car", "on foot", "by KA Feeder". */
export const modeText = (locale: Locale, mode: LegMode, train = '') =>
  getTranslator(locale)(`itineraries.modes.${MODE_KEYS[mode]}`, { train });

/** "20–35 min by ride-hailing car". */
export const legText = (locale: Locale, leg: Leg) =>
  `${minutesText(locale, leg.minutes)} ${modeText(locale, leg.mode, leg.train)}`;

/** "IDR 600,000" / "Rp 600.000"; a range "IDR 14,000–192,000". */
export const rupiahText = (locale: Locale, range: Range) =>
  getTranslator(locale)('itineraries.idr', { amount: rangeText(locale, range) });

/** A place's name in a language. */
export const placeName = (place: Place, locale: Locale) => placeWords(place, locale).name;

/** A stop as one line: "Kawah Putih: walk the shore…" (its place, and its note when it has one). */
export const stopLine = (locale: Locale, stop: { place: Place; note?: string }) =>
  `${placeName(stop.place, locale)}${stop.note ? `: ${stop.note}` : ''}`;

/** How long a stop lasts: "70 min here", "2.5 h here". */
export function stayText(locale: Locale, minutes: number): string {
  const t = getTranslator(locale);
  return minutes >= 120 && minutes % 30 === 0
    ? t('itineraries.stayHours', { hours: formatNumber(locale, minutes / 60) })
    : t('itineraries.stay', { minutes: formatNumber(locale, minutes) });
}

/** A day's budget as lines of text: entry tickets, fares per person, the group's transport; then what is not counted. */
export function budgetLines(locale: Locale, day: ItineraryDay, costs: TransportCosts) {
  const t = getTranslator(locale);
  const { budget } = day;
  const rides = (mode: LegMode) => day.timeline.legs.filter((leg) => leg.mode === mode).length;
  const [rideHailingLegs, angkotRides] = [rides('ride-hailing'), rides('angkot')];
  const { local, foreign } = budget.entry;
  const same = local.min === foreign.min && local.max === foreign.max;
  const entryAmount =
    local.max === 0 && foreign.max === 0
      ? t('itineraries.entryFree')
      : same
        ? rupiahText(locale, local)
        : t('itineraries.entryBoth', {
            local: rupiahText(locale, local),
            foreign: rupiahText(locale, foreign),
          });
  // A price the record does not give is named: for everyone, or for foreign visitors only.
  const names = (places: readonly Place[]) =>
    formatList(
      locale,
      places.map((place) => placeName(place, locale)),
    );
  const unknownBoth = [...new Set([...local.unknown, ...foreign.unknown])].filter((place) =>
    local.unknown.includes(place),
  );
  const unknownForeign = foreign.unknown.filter((place) => !local.unknown.includes(place));
  const entryNotes = [
    unknownBoth.length ? t('itineraries.unknownEntry', { places: names(unknownBoth) }) : '',
    unknownForeign.length ? t('itineraries.unknownForeignEntry', { places: names(unknownForeign) }) : '',
  ].filter(Boolean);
  const lines: { label: string; value: string; note?: string }[] = [
    {
      label: t('itineraries.entryPerson'),
      value: entryAmount,
      note: entryNotes.length ? entryNotes.join('; ') : undefined,
    },
  ];
  if (budget.perPerson.max > 0 || angkotRides > 0) {
    lines.push({
      label: t('itineraries.farePerson'),
      value: rupiahText(locale, budget.perPerson),
      note: angkotRides
        ? t('itineraries.angkotNote', { count: angkotRides, fare: rupiahText(locale, costs.angkot.perRide) })
        : undefined,
    });
  }
  if (budget.carDay) {
    lines.push({
      label: t('itineraries.carDay'),
      value: rupiahText(locale, budget.perGroup),
      note: t('itineraries.carNote'),
    });
  } else if (rideHailingLegs > 0) {
    lines.push({
      label: t('itineraries.rideHailing'),
      value: rupiahText(locale, budget.perGroup),
      note: t('itineraries.rideHailingNote', {
        low: rupiahText(locale, { min: costs.rideHailing.perKm.min, max: costs.rideHailing.perKm.min }),
        high: formatNumber(locale, costs.rideHailing.perKm.max),
      }),
    });
  }
  return lines;
}

/** "Works on Tuesday, Thursday, Saturday and Sunday", "Planned for Saturday", or "Works any day of the week". */
export function worksOnText(locale: Locale, day: Pick<ItineraryDay, 'on' | 'timeline'>): string {
  const t = getTranslator(locale);
  if (day.on) return t('itineraries.plannedFor', { days: weekdaysText(locale, day.on) });
  return day.timeline.worksOn.length === DAYS.length
    ? t('itineraries.worksAnyDay')
    : t('itineraries.worksOn', { days: weekdaysText(locale, day.timeline.worksOn) });
}
