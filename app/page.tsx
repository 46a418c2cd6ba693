import type { Metadata } from 'next';
import { Contact } from '@/components/home/contact';
import { Faq } from '@/components/home/faq';
import { FeaturedGuides } from '@/components/home/featured-guides';
import { Hero } from '@/components/home/hero';
import { Itinerary } from '@/components/home/itinerary';
import { KlookWidgets } from '@/components/home/klook-widgets';
import { Reasons } from '@/components/home/reasons';
import { Stats } from '@/components/home/stats';
import { getGuideSummaries } from '@/lib/guides';
import { pageMetadata } from '@/lib/metadata';
import { site, SITE_NAME } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: `${SITE_NAME} – ${site.tagline}`,
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <Hero />
      <Stats />
      <Reasons />
      <KlookWidgets />
      <FeaturedGuides guides={getGuideSummaries().slice(0, 4)} />
      <Itinerary />
      <Faq />
      <Contact />
    </>
  );
}
