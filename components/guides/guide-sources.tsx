import type { GuideSummary } from '@/lib/content/guides';
import { formatDate } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';

/**
 * "Sources" at the end of an article: every page the guide's facts come from (frontmatter `sources`),
 * with its publisher and the day it was last checked, in the guide's language.
 */
export function GuideSources({ guide }: { guide: GuideSummary }) {
  if (!guide.sources?.length) return null;
  const t = getTranslator(guide.locale);
  return (
    <section
      aria-labelledby="sources-heading"
      data-guide-sources=""
      className="mx-auto max-w-prose min-w-0 px-4 pb-12 render-later-25 sm:px-6"
    >
      <h2 id="sources-heading" className="text-2xl font-extrabold tracking-tight text-heading">
        {t('guide.sourcesHeading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('guide.sourcesIntro')}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-sm leading-relaxed marker:text-ink-subtle">
        {guide.sources.map((source) => (
          <li key={source.url} className="pl-1 [overflow-wrap:anywhere]">
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold text-link underline decoration-link/40 underline-offset-2 hover:text-link-hover"
            >
              {source.title}
            </a>
            {source.publisher && <span className="text-ink-muted">, {source.publisher}</span>}
            <span className="text-ink-muted">
              {' '}
              (
              <time dateTime={source.checked}>
                {t('guide.sourceChecked', { date: formatDate(guide.locale, source.checked) })}
              </time>
              )
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
