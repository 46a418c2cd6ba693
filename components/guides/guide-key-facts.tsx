import { Icon } from '@/components/ui/icon';
import { areaName, type GuideSummary } from '@/lib/content';
import type { KeyFactField } from '@/lib/content/guides/key-facts';
import { formatList } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';
import type { IconName } from '@/lib/site/icons';

type Line = { field: KeyFactField | 'area'; icon: IconName; term: string; value: string };

/**
 * "Key facts", first thing under the article's title: what a traveller decides on (how long, when,
 * what it costs, where, for whom), from the guide's frontmatter `keyFacts` (lib/content/guides/key-facts.ts)
 * and its area, in the guide's language. A line the guide does not give is left out; a guide without
 * keyFacts gets no box (its area is in the banner already).
 */
export function GuideKeyFacts({ guide }: { guide: GuideSummary }) {
  const facts = guide.keyFacts;
  if (!facts) return null;
  const t = getTranslator(guide.locale);
  const lines: Line[] = [
    facts.time && { field: 'time', icon: 'clock', term: t('places.visit'), value: facts.time },
    facts.bestTime && { field: 'bestTime', icon: 'sun', term: t('places.bestTime'), value: facts.bestTime },
    facts.budget && { field: 'budget', icon: 'wallet', term: t('guide.budget'), value: facts.budget },
    {
      field: 'area',
      icon: 'mapPin',
      term: t('placePages.area'),
      value: areaName(guide.locale, guide.area),
    },
    facts.suits && {
      field: 'suits',
      icon: 'users',
      term: t('guide.suits'),
      value: formatList(guide.locale, facts.suits),
    },
  ].filter((line): line is Line => Boolean(line));
  return (
    <section
      aria-labelledby="key-facts-heading"
      data-key-facts=""
      className="mt-10 rounded-card bg-card p-5 shadow-sm ring-1 ring-line/10 print:mt-4 print:p-3 print:shadow-none"
    >
      <h2 id="key-facts-heading" className="text-lg font-extrabold text-heading">
        {t('guide.keyFacts')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
        {lines.map((line) => (
          <div key={line.field} data-key-fact={line.field} className="contents">
            <dt className="flex items-center gap-2 font-semibold text-ink-muted">
              <Icon name={line.icon} className="size-4 text-accent" />
              {line.term}
            </dt>
            <dd className="pl-6 sm:pl-0">{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
