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
import { guideCards } from '@/lib/content/guide-photos';
import { getGuideSummaries } from '@/lib/content/guides';
import { remotePhoto } from '@/lib/photos/photo-source';
import { resolvePhoto } from '@/lib/photos/resolve';
import { faqs, HERO_IMAGE } from '@/lib/site/home';
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

export default async function HomePage() {
  const [hero, guides] = await Promise.all([
    resolvePhoto(remotePhoto(HERO_IMAGE.src, 'the home page hero (lib/site/home.ts)')),
    guideCards(homeGuides(getGuideSummaries())),
  ]);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <Hero photo={hero} />
      <Stats />
      <Reasons />
      <KlookWidgets />
      <FeaturedGuides guides={guides} />
      <Itinerary />
      <Faq />
      <Contact />
    </>
  );
}
