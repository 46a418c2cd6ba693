import type { Metadata } from 'next';
import { TourGrid } from '@/components/tours/tour-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import { warnIfPlaceholderIds } from '@/lib/tours/klook';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';
import { toursItemListJsonLd } from '@/lib/seo/structured-data';
import { remotePhoto } from '@/lib/photos/photo-source';
import { withPhotos } from '@/lib/photos/resolve';
import { tours } from '@/lib/tours/tours';
import { capitalize, countInWords, formatList } from '@/lib/content/format';

export const metadata: Metadata = pageMetadata({
  title: `Bandung Tours & Day Trips – ${SITE_NAME}`,
  description: `${capitalize(countInWords(tours.length))} Bandung day trips and where to book them on Klook, a travel marketplace: ${formatList(tours.map((tour) => tour.name))}.`,
  path: routes.tours,
  image: pageOgCards.tours,
});

export default async function ToursPage() {
  warnIfPlaceholderIds();
  const cards = await withPhotos(tours, (tour) =>
    remotePhoto(tour.image, `tour ${tour.slug} (lib/tours/tours.ts)`),
  );
  return (
    <>
      <JsonLd data={toursItemListJsonLd(cards)} />
      <PageHero eyebrow="Bandung tours" title="Day trips worth the early start">
        Volcano craters, tea-country campgrounds, hilltop sunrises and the city&rsquo;s Art Deco streets: pick
        a trip, then compare its listings and book on Klook, a travel marketplace.
      </PageHero>
      <TourGrid tours={cards} />
      <ClosingCta
        id="guides-cta"
        title="Need More Information?"
        href={routes.guides}
        label="View Travel Guides"
      >
        Our travel guides cover the best time to go, what to pack, where to eat and how to get around, so you
        can pick the tour that fits your trip.
      </ClosingCta>
    </>
  );
}
