import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { GuideSummary } from '@/lib/content';
import { formatViews } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';
import type { IconName } from '@/lib/site/icons';
import { guideLabels } from './guide-labels';

type Fact = { label: string; icon: IconName; value: React.ReactNode };

/**
 * A guide's facts as a description list: read time, a date and views. Cards show the publication
 * date; the article shows when it was last updated.
 */
export function GuideFacts({
  guide,
  date,
  className,
  itemClassName,
  iconClassName,
}: {
  guide: GuideSummary;
  date: 'published' | 'updated';
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  const t = getTranslator(guide.locale);
  const labels = guideLabels(guide);
  const dated: Fact =
    date === 'published'
      ? {
          label: t('guide.published'),
          icon: 'calendarDays',
          value: <time dateTime={guide.date}>{labels.date}</time>,
        }
      : {
          label: t('guide.lastUpdated'),
          icon: 'calendarDays',
          value: <time dateTime={guide.updated}>{labels.updated}</time>,
        };
  const readTime: Fact = { label: t('guide.readingTime'), icon: 'clock', value: labels.readTime };
  const facts: Fact[] = date === 'published' ? [readTime, dated] : [dated, readTime];
  if (guide.views) {
    const views = formatViews(guide.locale, guide.views);
    facts.push({ label: t('guide.views'), icon: 'eye', value: t('guide.viewsCount', { views }) });
  }
  return (
    <dl className={cn('flex flex-wrap items-center', className)}>
      {facts.map((fact) => (
        // A <div> inside <dl> may hold only <dt> and <dd>: the icon sits in the term, beside its label.
        <div key={fact.label} className={cn('flex items-center', itemClassName)}>
          <dt className="flex">
            <Icon name={fact.icon} className={iconClassName} />
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
