import Link from 'next/link';
import { PhotoCard } from '@/components/ui/photo-card';
import type { GuideSummary } from '@/lib/content/guides';
import type { WithPhoto } from '@/lib/photos/photo-url';
import { DraftBadge } from './draft-badge';
import { GuideFacts } from './guide-facts';
import { GuideTopics } from './guide-topics';

/** What a guide card shows: the guide, with its photo resolved (lib/content/guide-photos.ts). */
export type GuideCardData = WithPhoto<GuideSummary>;

/**
 * A guide's card: photo, title, excerpt, area and tags, read time, date and views. The whole card
 * links to the guide; the area and tags link to their lists. A draft (npm run dev only) says so.
 */
export function GuideCard({
  guide,
  headingLevel = 'h3',
}: {
  guide: GuideCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    // A designed cover (a guide without a photo) is decorative: alt="".
    <PhotoCard image={{ photo: guide.photo, alt: guide.imageAlt ?? '' }} className="relative">
      <div className="flex flex-1 flex-col p-5">
        {guide.draft && <DraftBadge locale={guide.locale} className="mb-2 self-start" />}
        <Heading className="text-lg leading-snug font-bold text-heading">
          <Link href={guide.href} className="after:absolute after:inset-0 after:content-['']">
            {guide.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{guide.excerpt}</p>
        <GuideTopics guide={guide} variant="card" />
        <GuideFacts
          guide={guide}
          date="published"
          className="mt-4 gap-x-4 gap-y-1 text-xs font-medium text-ink-subtle"
          itemClassName="gap-1"
          iconClassName="size-3.5"
        />
      </div>
    </PhotoCard>
  );
}
