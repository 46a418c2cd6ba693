import { GuideCard } from '@/components/guides/guide-card';
import type { GuideSummary } from '@/lib/content/guides';

/** Every guide as a card, newest first. */
export function GuideList({ guides }: { guides: GuideSummary[] }) {
  return (
    <section aria-labelledby="all-guides-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="all-guides-heading" className="sr-only">
        All guides
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
