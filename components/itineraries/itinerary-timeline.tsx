import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { toClock } from '@/lib/itineraries/clock';
import type { ItineraryDay } from '@/lib/itineraries/model';
import { legText, placeName, stayText, timeText } from '@/lib/itineraries/text';
import type { Leg, LegMode } from '@/lib/itineraries/types';
import { placeHref } from '@/lib/routes';
import type { IconName } from '@/lib/site/icons';

// A day's timeline as the build computed it from the place records and the travel table: leave the
// day's start, then for each stop the leg that gets there (how, how long) and the stop (when it
// begins, how long to stay, the note), then the leg back. Stops are numbered as on the day's map and
// link to their place's page.

const linkClass =
  'font-bold text-heading underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link';

const Time = ({ locale, minutes }: { locale: Locale; minutes: number }) => (
  <time dateTime={toClock(minutes)} className="font-bold text-strong tabular-nums">
    {timeText(locale, minutes)}
  </time>
);

const LEG_ICONS = {
  car: 'car',
  'ride-hailing': 'car',
  angkot: 'bus',
  walk: 'footprints',
  'train-feeder': 'trainFront',
} as const satisfies Record<LegMode, IconName>;

function LegLine({ leg, locale }: { leg: Leg; locale: Locale }) {
  return (
    <li data-itinerary-leg={leg.mode} className="flex items-center gap-2 py-1 pl-11 text-sm text-ink-muted">
      <Icon name={LEG_ICONS[leg.mode]} className="size-4" />
      <span>{legText(locale, leg)}</span>
    </li>
  );
}

export function ItineraryTimeline({ day, locale }: { day: ItineraryDay; locale: Locale }) {
  const t = getTranslator(locale);
  const { legs, visits, end } = day.timeline;
  // A leg between two stops at the same place takes no time: nothing to show.
  const shown = (leg: Leg | undefined): leg is Leg => leg !== undefined && leg.minutes.max > 0;
  return (
    <ol
      aria-label={t('itineraries.timelineLabel', { day: String(day.number) })}
      data-itinerary-timeline=""
      className="mt-6"
    >
      <li className="flex items-baseline gap-3 py-1">
        <span className="w-8 shrink-0" aria-hidden />
        <span className="min-w-0">
          <Time locale={locale} minutes={day.start} />{' '}
          {t('itineraries.leave', { place: placeName(day.from, locale) })}
        </span>
      </li>
      {visits.map((visit, index) => {
        const leg = legs[index];
        const stop = day.stops[index]!;
        const wait = visit.begin - visit.arrive;
        return [
          shown(leg) && <LegLine key={`leg-${index}`} leg={leg} locale={locale} />,
          <li
            key={`stop-${index}`}
            data-itinerary-stop={visit.place.id}
            className="my-2 flex gap-3 rounded-2xl bg-card p-4 shadow-sm ring-1 ring-line/10"
          >
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-base font-extrabold text-heading">
              {index + 1}
            </span>
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p>
                <Time locale={locale} minutes={visit.begin} />{' '}
                <Link href={localePath(locale, placeHref(visit.place.id))} className={linkClass}>
                  {placeName(visit.place, locale)}
                </Link>
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {wait > 0 &&
                  `${t('itineraries.waitUntil', { time: timeText(locale, visit.begin), minutes: String(wait) })} · `}
                {stayText(locale, visit.stay)}
              </p>
              {stop.note && <p className="mt-2 text-base">{stop.note}</p>}
            </div>
          </li>,
        ];
      })}
      {shown(legs[visits.length]) && <LegLine leg={legs[visits.length]!} locale={locale} />}
      <li className="flex items-baseline gap-3 py-1">
        <span className="w-8 shrink-0" aria-hidden />
        <span className="min-w-0">
          <Time locale={locale} minutes={end} />{' '}
          {t('itineraries.backAt', { place: placeName(day.to, locale) })}
        </span>
      </li>
    </ol>
  );
}
