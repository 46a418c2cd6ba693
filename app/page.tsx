import type { Metadata } from 'next';
import { Contact } from '@/components/home/contact';
import { Faq } from '@/components/home/faq';
import { FeaturedGuides } from '@/components/home/featured-guides';
import { Hero } from '@/components/home/hero';
import { Itinerary } from '@/components/home/itinerary';
import { KlookWidgets } from '@/components/home/klook-widgets';
import { Reasons } from '@/components/home/reasons';
import { Stats } from '@/components/home/stats';
import { JsonLd } from '@/components/seo/json-ld';
import { homeGuides } from '@/lib/content/guide-picks';
import { getGuideSummaries } from '@/lib/content/guides';
import { faqs } from '@/lib/site/home';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { site, SITE_NAME } from '@/lib/site/config';
import { faqPageJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({
  title: `${SITE_NAME} – ${site.tagline}`,
  description: site.description,
  path: '/',
  image: pageOgCards.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <Hero />
      <Stats />
      <Reasons />
      <KlookWidgets />
      <FeaturedGuides guides={homeGuides(getGuideSummaries())} />
      <Itinerary />
      <Faq />
      <Contact />
    </>
  );
}
