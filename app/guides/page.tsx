import type { Metadata } from 'next';
import { GuideList } from '@/components/guides/guide-list';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import { getGuideSummaries } from '@/lib/content/guides';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';

export const metadata: Metadata = pageMetadata({
  title: `Bandung Travel Guides – ${SITE_NAME}`,
  description:
    'Local travel guides to Bandung: what to see, where to eat and drink, and how to get around, with prices, opening hours and tips.',
  path: routes.guides,
  image: pageOgCards.guides,
});

export default function GuidesPage() {
  return (
    <>
      <PageHero eyebrow="Travel guides" title="Bandung Travel Guides">
        <p>
          Honest, practical guides written by locals: what to see, where to eat and drink, and how to beat the
          weekend traffic, with prices and opening hours.
        </p>
      </PageHero>
      <GuideList guides={getGuideSummaries()} />
      <ClosingCta id="tours-cta" title="Ready to Experience Bandung?" href={routes.tours} label="View Tours">
        Let a local guide handle the driving, tickets and early starts, and spend your days on the views.
      </ClosingCta>
    </>
  );
}
