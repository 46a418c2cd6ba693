import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { ItineraryDay } from '@/lib/itineraries/model';
import { budgetLines } from '@/lib/itineraries/text';
import { transportCosts } from '@/lib/itineraries/transport-costs';

/**
 * A day's budget range (lib/itineraries/budget.ts): entry tickets and fares per person, the group's
 * car or ride-hailing fares, each a dated range; what is not counted, and "check before you go".
 */
export function ItineraryBudget({ day, locale }: { day: ItineraryDay; locale: Locale }) {
  const t = getTranslator(locale);
  const headingId = `budget-${day.number}`;
  return (
    <div
      data-itinerary-budget=""
      aria-labelledby={headingId}
      role="group"
      className="mt-6 rounded-2xl bg-tint p-5 ring-1 ring-line/10"
    >
      <h3 id={headingId} className="text-lg font-extrabold text-heading">
        {t('itineraries.budgetHeading', { day: String(day.number) })}
      </h3>
      <dl className="mt-3 space-y-3">
        {budgetLines(locale, day, transportCosts).map((line) => (
          <div key={line.label}>
            <dt className="text-sm font-semibold text-ink-muted">{line.label}</dt>
            <dd className="font-bold [overflow-wrap:anywhere] text-heading">
              {line.value}
              {line.note && <span className="block text-sm font-normal text-ink-muted">{line.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{t('itineraries.notCounted')}</p>
    </div>
  );
}
