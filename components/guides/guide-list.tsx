import { GuideCard, type GuideCardData } from '@/components/guides/guide-card';

/** Guides as cards, in the order given (newest first), under a heading for screen readers. */
export function GuideList({ guides, heading = 'All guides' }: { guides: GuideCardData[]; heading?: string }) {
  return (
    <section aria-labelledby="guide-list-heading" className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6">
      <h2 id="guide-list-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-8 sm:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.slug} className="flex">
            <GuideCard guide={guide} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
