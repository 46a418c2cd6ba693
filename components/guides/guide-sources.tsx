import { factsChecked } from '@/components/places/place-sources';
import { Icon } from '@/components/ui/icon';
import type { GuideSummary } from '@/lib/content';
import { formatDate, formatMonthYear } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';
import { SourceEntry } from '@/components/ui/source-entry';

/**
 * "Sources" at the end of an article: every page the guide's facts come from (frontmatter `sources`),
 * with its publisher and the day it was last checked, in the guide's language. Closed at first, with
 * their count and the latest check ("50 sources, checked November 2026", as a place's page says it):
 * 30 to 100 citations were a phone's screen and a half each, and the page's heaviest first layout.
 * A closed <details> is not laid out until opened, yet the page keeps its length, and find in page
 * and links still reach it. On paper the list prints open, each address short (app/print.css).
 */
export function GuideSources({ guide }: { guide: GuideSummary }) {
  const checked = factsChecked(guide);
  if (!guide.sources?.length || !checked) return null;
  const t = getTranslator(guide.locale);
  return (
    <section aria-labelledby="sources-heading" data-guide-sources="" className="min-w-0 pb-12">
      <h2 id="sources-heading" className="text-2xl font-extrabold tracking-tight text-heading">
        {t('guide.sourcesHeading')}
      </h2>
      <details data-sources-list="" className="group mt-2">
        <summary className="inline-flex min-h-11 list-none items-center gap-2 font-semibold text-strong hover:text-link-hover">
          <Icon
            name="chevronDown"
            className="size-5 text-accent transition-transform group-open:rotate-180 print:hidden"
          />
          {t('placePages.sources', {
            count: guide.sources.length,
            date: formatMonthYear(guide.locale, checked),
          })}
        </summary>
        <p className="mt-2 text-ink-muted print:hidden">{t('guide.sourcesIntro')}</p>
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
      </details>
    </section>
  );
}
