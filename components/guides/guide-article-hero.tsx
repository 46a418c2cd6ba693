import { PhotoBanner } from '@/components/ui/photo-banner';
import { BANNER_MIN_HEIGHTS } from '@/lib/build/photos/photo-files.mjs';
import type { GuideSummary } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { DraftBadge } from './draft-badge';
import { GuideFacts } from './guide-facts';
import { GuideTopics } from './guide-topics';

/** The article's dark photo banner (the transparent navigation bar sits on it): badge, title and facts. */
export function GuideArticleHero({ guide, photo }: { guide: GuideSummary; photo: ResolvedPhoto }) {
  return (
    <PhotoBanner
      as="header"
      minHeight={BANNER_MIN_HEIGHTS.article}
      // A designed cover (a guide without a photo) is decorative: alt="".
      image={{ photo, alt: guide.imageAlt ?? '' }}
      className="min-h-[60svh] items-end pt-32 pb-12 sm:pb-16"
      overlayClassName="from-forest-950/95 via-forest-950/70 to-forest-950/55"
    >
      {/* Set on the article's grid (guide-grid), so the title lines up with the text below. */}
      <div className="guide-grid">
        <p className="flex flex-wrap gap-2">
          <span className="inline-flex rounded-pill bg-amber-400 px-3 py-1 text-xs font-bold tracking-wide text-forest-950 uppercase">
            {getTranslator(guide.locale)('guide.badge')}
          </span>
          {guide.draft && <DraftBadge locale={guide.locale} />}
        </p>
        <h1
          data-pagefind-meta="title"
          className="mt-4 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl"
        >
          {guide.title}
        </h1>
        <GuideFacts
          guide={guide}
          date="updated"
          className="mt-6 gap-x-6 gap-y-2 text-sm font-medium text-forest-50"
          itemClassName="gap-1.5"
          iconClassName="size-4"
        />
        <GuideTopics guide={guide} variant="hero" />
      </div>
    </PhotoBanner>
  );
}
