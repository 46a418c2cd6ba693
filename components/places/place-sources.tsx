import { shortUrl } from '@/lib/content/short-url';
import { formatDate, formatMonthYear } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { Place } from '@/lib/places/place-schema';

/** The newest `checked` date of a place's sources: when its facts were last checked. */
export const factsChecked = (place: Pick<Place, 'sources'>) =>
  place.sources
    ?.map((source) => source.checked)
    .sort()
    .at(-1);

/**
 * Where a place's facts come from: a closed disclosure ("3 sources, checked November 2026") holding the
 * pages, each with its publisher and the day it was read. Nothing when the record lists none.
 */
export function PlaceSources({ place, locale }: { place: Place; locale: Locale }) {
  const checked = factsChecked(place);
  if (!place.sources?.length || !checked) return null;
  const t = getTranslator(locale);
  return (
    <details data-place-sources="" className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-muted">
        {t('placePages.sources', { count: place.sources.length, date: formatMonthYear(locale, checked) })}
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-6 leading-relaxed [overflow-wrap:anywhere]">
        {place.sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              data-print-url={shortUrl(source.url)}
              className="font-semibold text-link underline decoration-link/40 underline-offset-2 hover:text-link-hover"
            >
              {source.title}
            </a>
            {source.publisher && <span className="text-ink-muted">, {source.publisher}</span>}
            <span className="text-ink-muted">
              {' '}
              (<time dateTime={source.checked}>{formatDate(locale, source.checked)}</time>)
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
