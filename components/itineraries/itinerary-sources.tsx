import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { shortUrl } from '@/lib/content/short-url';
import type { Source } from '@/lib/itineraries/types';

/** Where an itinerary's travel times and transport costs come from, each page dated; places keep their own. */
export function ItinerarySources({ sources, locale }: { sources: readonly Source[]; locale: Locale }) {
  if (!sources.length) return null;
  const t = getTranslator(locale);
  return (
    <section
      aria-labelledby="sources-heading"
      data-itinerary-sources=""
      className="mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6"
    >
      <h2 id="sources-heading" className="text-2xl font-extrabold tracking-tight text-heading">
        {t('itineraries.sourcesHeading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('itineraries.sourcesIntro')}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-sm leading-relaxed marker:text-ink-subtle">
        {sources.map((source) => (
          <li key={source.url} className="pl-1 [overflow-wrap:anywhere]">
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
    </section>
  );
}
