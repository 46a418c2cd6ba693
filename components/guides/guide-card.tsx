import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Photo } from '@/components/ui/photo';
import type { GuideSummary } from '@/lib/guides';

/** A guide's card: photo, title, excerpt, read time, date and views; the whole card links to the guide. */
export function GuideCard({
  guide,
  headingLevel = 'h3',
}: {
  guide: GuideSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-forest-900/5 transition-shadow hover:shadow-lift">
      <Photo
        src={guide.image}
        alt={guide.imageAlt}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10]"
        imageClassName="transition-transform duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-bold text-forest-950">
          <Link href={guide.href} className="after:absolute after:inset-0 after:content-['']">
            {guide.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{guide.excerpt}</p>
        <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-ink-subtle">
          <div className="flex items-center gap-1">
            <dt className="sr-only">Reading time</dt>
            <Icon name="clock" className="size-3.5" />
            <dd>{guide.readTime}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Published</dt>
            <Icon name="calendarDays" className="size-3.5" />
            <dd>
              <time dateTime={guide.date}>{guide.dateLabel}</time>
            </dd>
          </div>
          {guide.views && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Views</dt>
              <Icon name="eye" className="size-3.5" />
              <dd>{guide.views} views</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
