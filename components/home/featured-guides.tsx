import { GuideCard, type GuideCardData } from '@/components/guides/guide-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { routes } from '@/lib/routes';

export function FeaturedGuides({ guides }: { guides: GuideCardData[] }) {
  return (
    <section id="guides" aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="guides-heading"
        eyebrow="Travel guides"
        title="Plan with local know-how"
        intro="Practical guides with prices, opening hours and the tips we give our friends."
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink href={routes.guides} variant="outline">
          All travel guides
        </ButtonLink>
      </div>
    </section>
  );
}
