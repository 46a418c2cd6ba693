import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { GuideSummary } from '@/lib/content/guides';
import type { IconName } from '@/lib/site/icons';

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
  const dated: Fact =
    date === 'published'
      ? {
          label: 'Published',
          icon: 'calendarDays',
          value: <time dateTime={guide.date}>{guide.dateLabel}</time>,
        }
      : {
          label: 'Last updated',
          icon: 'calendarDays',
          value: <time dateTime={guide.updated}>{guide.updatedLabel}</time>,
        };
  const readTime: Fact = { label: 'Reading time', icon: 'clock', value: guide.readTime };
  const facts: Fact[] = date === 'published' ? [readTime, dated] : [dated, readTime];
  if (guide.views) facts.push({ label: 'Views', icon: 'eye', value: `${guide.views} views` });
  return (
    <dl className={cn('flex flex-wrap items-center', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn('flex items-center', itemClassName)}>
          <dt className="sr-only">{fact.label}</dt>
          <Icon name={fact.icon} className={iconClassName} />
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
