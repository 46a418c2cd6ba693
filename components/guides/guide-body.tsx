import type { Guide } from '@/lib/content';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { GuideContents } from './guide-contents';
import { GuideKeyFacts } from './guide-key-facts';
import { guideLabels } from './guide-labels';
import { GuidePlaces } from './guide-places';
import { GuideSources } from './guide-sources';
import { Markdown } from './markdown';

/**
 * The article under its banner: key facts first, then the text, its places and its sources, in one
 * column at a reading measure (`guide-grid` in app/globals.css: about 70 characters a line). From
 * 1,024 px the table of contents stands beside that column and stays in view while it scrolls; on
 * narrower screens it is the inline "On this page" above the text. One <nav> serves both: the grid
 * moves it, so its ids and links exist once.
 */
export function GuideBody({
  guide,
  photos,
}: {
  guide: Guide;
  /** The body's photos as the page resolved them (components/guides/guide-photos.ts), by photoKey(). */
  photos: Record<string, ResolvedPhoto>;
}) {
  const { locale } = guide;
  return (
    <div data-guide-layout="" className="guide-grid pt-2 pb-4">
      <GuideKeyFacts guide={guide} />
      <GuideContents headings={guide.headings} locale={locale} />
      {/* The search index (scripts/build/search.mjs) reads this body, and these result fields. */}
      <div
        data-pagefind-body=""
        data-pagefind-meta={`excerpt[data-excerpt], readTime:${guideLabels(guide).readTime}`}
        data-pagefind-filter="type:guide"
        data-excerpt={guide.excerpt}
        className="min-w-0 pb-12 text-lg"
      >
        <Markdown
          source={guide.content}
          locale={locale}
          photos={photos}
          headingIds={guide.headings.map(({ id }) => id)}
        />
      </div>
      <GuidePlaces slug={guide.slug} places={guide.places} locale={locale} />
      <GuideSources guide={guide} />
    </div>
  );
}
