import { formatClock, formatNumber, weekdayName } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { DAYS, dayRuns, type Day, type OpeningHours } from '../content/places/hours';
import type { PriceRange, Rupiah } from '../content/places/price';
import type { VisitLength } from '../content/places/visit';

// A place's facts written in a language: its hours, price and visit length, one value in the record
// (lib/content/places/), written the way each language writes them.

const dayName = (locale: Locale, day: Day) => weekdayName(locale, DAYS.indexOf(day));

/** "Tue, Thu, Sat–Sun" / "Sel, Kam, Sab–Min". */
const daysIn = (locale: Locale, days: readonly Day[]) =>
  dayRuns(days)
    .map((run) =>
      typeof run === 'string'
        ? dayName(locale, run)
        : `${dayName(locale, run[0])}–${dayName(locale, run[1])}`,
    )
    .join(', ');

/** Opening hours in a language, rules split by " · ": "Tue–Thu 08:00–16:00 · Mon closed". */
export function hoursText(locale: Locale, hours: OpeningHours): string {
  const t = getTranslator(locale);
  return hours.rules
    .map((rule) => {
      const days = rule.days === 'daily' ? '' : `${daysIn(locale, rule.days)} `;
      return 'closed' in rule
        ? `${days}${t('places.closed')}`
        : `${days}${rule.periods.map(([opens, closes]) => `${formatClock(locale, opens)}–${formatClock(locale, closes)}`).join(', ')}`;
    })
    .join(' · ');
}

/** A range of rupiah the language's way: 25,000–35,000 / 25.000–35.000. */
const rupiah = (locale: Locale, value: Rupiah) =>
  value.min === value.max
    ? formatNumber(locale, value.min)
    : `${formatNumber(locale, value.min)}–${formatNumber(locale, value.max)}`;

/** "IDR 25,000–35,000 for Indonesians, 75,000–100,000 for foreign visitors" / "Rp 25.000–35.000 …", or "Free". */
export function priceText(locale: Locale, price: PriceRange): string {
  const t = getTranslator(locale);
  if (price.free) return t('places.free');
  const parts = [
    price.everyone && rupiah(locale, price.everyone),
    price.local && t('places.priceLocal', { range: rupiah(locale, price.local) }),
    price.foreign && t('places.priceForeign', { range: rupiah(locale, price.foreign) }),
  ].filter((part): part is string => Boolean(part));
  return t('places.price', { ranges: parts.join(', ') });
}

/** "45–90 min", "1–2 hours" / "1–2 jam": a visit's length in the language, in hours when it may reach two hours or more (in half hours). */
export function visitText(locale: Locale, visit: VisitLength): string {
  const t = getTranslator(locale);
  const inHours = visit.max >= 120 && visit.min % 30 === 0 && visit.max % 30 === 0;
  const unit = inHours ? 60 : 1;
  const [min, max] = [visit.min / unit, visit.max / unit];
  const range =
    min === max ? formatNumber(locale, max) : `${formatNumber(locale, min)}–${formatNumber(locale, max)}`;
  return inHours ? t('places.visitHours', { range, max }) : t('places.visitMinutes', { range });
}
