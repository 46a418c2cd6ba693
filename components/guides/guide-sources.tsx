import type { GuideSummary } from '@/lib/content';
import { formatDate } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';
import { SourceEntry } from '@/components/ui/source-entry';

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
            <SourceEntry
              source={source}
              checked={t('guide.sourceChecked', { date: formatDate(guide.locale, source.checked) })}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
