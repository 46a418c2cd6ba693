import { PlacesMap } from '@/components/places/places-map';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { ItineraryDay } from '@/lib/itineraries/model';
import { worksOnText } from '@/lib/itineraries/text';
import { hasCoordinates } from '@/lib/content/places/schema';
import { ItineraryBudget } from './itinerary-budget';
import { ItineraryTimeline } from './itinerary-timeline';

// One day of an itinerary page: its title, the weekdays it works on and whose traffic its times
// allow for, the map of its stops (the static map component, numbered as in the timeline), the
// timeline and the budget.

export function ItineraryDaySection({ day, locale }: { day: ItineraryDay; locale: Locale }) {
  const t = getTranslator(locale);
  const headingId = `day-${day.number}`;
  const mapped = day.stops.flatMap(({ place }, index) =>
    hasCoordinates(place) ? [{ ...place, number: index + 1 }] : [],
  );
  const traffic = day.timeline.legs.find((leg) => leg.mode !== 'walk')?.traffic;
  return (
    <section
      aria-labelledby={headingId}
      data-itinerary-day={day.number}
      className="mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6"
    >
      <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-heading">
        {t('itineraries.dayHeading', { day: String(day.number), title: day.title })}
      </h2>
      <p data-itinerary-works-on="" className="mt-3 font-semibold text-strong">
        {worksOnText(locale, day)}
      </p>
      {traffic && <p className="mt-1 text-sm text-ink-muted">{t(`itineraries.traffic.${traffic}`)}</p>}
      {day.note && <p className="mt-4 text-lg">{day.note}</p>}
      {mapped.length > 0 && (
        <PlacesMap
          places={mapped}
          total={day.stops.length}
          locale={locale}
          label={t('itineraries.mapLabel', { day: String(day.number), count: mapped.length })}
        />
      )}
      {mapped.length < day.stops.length && (
        <p className="mt-2 text-sm text-ink-muted">
          {t('itineraries.notOnMap', { count: day.stops.length - mapped.length })}
        </p>
      )}
      <ItineraryTimeline day={day} locale={locale} />
      <ItineraryBudget day={day} locale={locale} />
    </section>
  );
}
