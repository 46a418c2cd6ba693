import type { Metadata } from 'next';
import { TourGrid } from '@/components/tours/tour-grid';
import { ToursCta } from '@/components/tours/tours-cta';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { warnIfPlaceholderIds } from '@/lib/tours/klook';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';
import { toursItemListJsonLd } from '@/lib/seo/structured-data';
import { tours } from '@/lib/tours/tours';

export const metadata: Metadata = pageMetadata({
  title: `Bandung Tours & Day Trips – ${SITE_NAME}`,
  description:
    'Seven Bandung day trips to book with our partner Klook: Kawah Putih crater lake, Tangkuban Perahu volcano, a hilltop sunrise, Farmhouse Lembang, Ranca Upas camping, the Floating Market and a city tour.',
  path: routes.tours,
  image: pageOgCards.tours,
});

export default function ToursPage() {
  warnIfPlaceholderIds();
  return (
    <>
      <JsonLd data={toursItemListJsonLd(tours)} />
      <PageHero eyebrow="Bandung tours" title="Day trips worth the early start">
        Volcano craters, tea-country campgrounds, hilltop sunrises and the city&rsquo;s Art Deco streets: pick
        an experience and book it with our partner Klook.
      </PageHero>
      <TourGrid tours={tours} />
      <ToursCta />
    </>
  );
}
