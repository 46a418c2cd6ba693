import { GuideCard, type GuideCardData } from '@/components/guides/guide-card';
import { cn } from '@/lib/cn';

/**
 * Cards after the first row render as they near the screen (render-later-* in app/globals.css): on a
 * phone the first two fill the first screens, and the other ten were most of the list's first layout.
 * The estimate, 300 px, stays under a card's least height at any width (docs/performance.md,
 * "Render-later estimates").
 */
const CARDS_AT_ONCE = 2;

/** Guides as cards, in the order given (newest first), under a heading for screen readers. */
export function GuideList({ guides, heading = 'All guides' }: { guides: GuideCardData[]; heading?: string }) {
  return (
    <section aria-labelledby="guide-list-heading" className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6">
      <h2 id="guide-list-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-8 sm:grid-cols-2">
        {guides.map((guide, index) => (
          <li key={guide.slug} className={cn('flex', index >= CARDS_AT_ONCE && 'render-later-75')}>
            <GuideCard guide={guide} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
