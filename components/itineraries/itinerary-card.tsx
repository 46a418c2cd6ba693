import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { getTranslator } from '@/lib/i18n/translator';
import { itineraryPlaces, type Itinerary } from '@/lib/itineraries/model';

/**
 * An itinerary's card (the list, a place's page, a guide's): how many days and stops, the title
 * (the whole card links to the plan), its summary and each day's title.
 */
export function ItineraryCard({
  itinerary,
  headingLevel = 'h3',
}: {
  itinerary: Itinerary;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = getTranslator(itinerary.locale);
  const Heading = headingLevel;
  return (
    <div
      data-itinerary-card={itinerary.slug}
      className="relative flex flex-col rounded-card bg-card p-5 shadow-card ring-1 ring-line/5 transition-shadow hover:shadow-lift"
    >
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-widest text-link uppercase">
        <Icon name="calendarDays" className="size-4" />
        {t('itineraries.days', { count: itinerary.days.length })} ·{' '}
        {t('itineraries.stopsCount', { count: itineraryPlaces(itinerary).length })}
      </p>
      <Heading className="mt-2 text-lg leading-snug font-bold text-heading">
        <Link href={itinerary.href} className="after:absolute after:inset-0 after:content-['']">
          {itinerary.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{itinerary.summary}</p>
      <ol className="mt-4 space-y-1 text-sm text-strong">
        {itinerary.days.map((day) => (
          <li key={day.number} className="flex gap-2">
            <span className="shrink-0 font-bold">{t('itineraries.day', { day: String(day.number) })}</span>
            <span className="min-w-0">{day.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A grid of itinerary cards. */
export function ItineraryGrid({
  itineraries,
  headingLevel,
}: {
  itineraries: readonly Itinerary[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {itineraries.map((itinerary) => (
        <ItineraryCard key={itinerary.slug} itinerary={itinerary} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
