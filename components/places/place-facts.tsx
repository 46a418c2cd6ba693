import { areaName, placeWords } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { Place } from '@/lib/content';
import { hoursText, priceText, visitText } from '@/lib/places/place-text';
import { cn } from '@/lib/cn';

/**
 * A place's facts as a description list, from its record, in a language: its area (on a place's own
 * page), address, hours, entry price, the time a visit takes and the best time to go.
 */
export function PlaceFacts({
  place,
  locale,
  withArea = false,
  withAddress = true,
  inline = false,
  className,
}: {
  place: Place;
  locale: Locale;
  withArea?: boolean;
  /** Left out where a disclosure beside the facts holds it with the maps links (a guide's places). */
  withAddress?: boolean;
  /** On a line that wraps ("Hours 08:00–17:00 · Entry …"), for a compact row, rather than a table. */
  inline?: boolean;
  className?: string;
}) {
  const t = getTranslator(locale);
  const { address, bestTime } = placeWords(place, locale);
  const facts = [
    withArea ? { term: t('placePages.area'), value: areaName(locale, place.area) } : undefined,
    address && withAddress ? { term: t('places.address'), value: address } : undefined,
    place.hours ? { term: t('places.hours'), value: hoursText(locale, place.hours) } : undefined,
    place.price ? { term: t('places.entry'), value: priceText(locale, place.price) } : undefined,
    place.visit ? { term: t('places.visit'), value: visitText(locale, place.visit) } : undefined,
    bestTime ? { term: t('places.bestTime'), value: bestTime } : undefined,
  ].filter((fact) => fact !== undefined);
  if (facts.length === 0) return null;
  if (inline)
    return (
      <dl className={cn('flex flex-wrap gap-x-4 gap-y-0.5 text-sm', className)}>
        {facts.map((fact) => (
          <div key={fact.term} className="flex gap-1.5">
            <dt className="font-semibold text-ink-muted">{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base', className)}>
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-semibold text-ink-muted">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
