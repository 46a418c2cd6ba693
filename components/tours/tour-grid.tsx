import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { isMappedTour, marketplacePageKind, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { homeSectionHref } from '@/lib/routes';
import { PlanYourOwnCard } from './plan-your-own-card';
import type { WithPhoto } from '@/lib/photos/photo-url';
import type { Tour } from '@/lib/tours/tours';
import { TourCard } from './tour-card';

const unmapped: readonly string[] = UNMAPPED_TOURS;

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Where 'View Activity' takes the visitor, said as it is (built from the affiliate table). */
function marketplaceDestination(tours: readonly Tour[]) {
  const kinds = new Set(
    tours.flatMap((tour) => (isMappedTour(tour.slug) ? [marketplacePageKind(tour.slug)] : [])),
  );
  if (kinds.has('search') && kinds.has('activity'))
    return 'the trip’s page on Klook, or Klook’s search results for it';
  return kinds.has('activity') ? 'the trip’s page on Klook' : 'Klook’s search results for that trip';
}

/** The tour cards, with the affiliate disclosure right above them. */
export function TourGrid({ tours }: { tours: readonly WithPhoto<Tour>[] }) {
  const unlisted = tours.filter((tour) => unmapped.includes(tour.slug)).map((tour) => tour.name);
  return (
    <section aria-label="Tours" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <p
        id="affiliate-disclosure"
        className="flex items-start gap-3 rounded-card bg-amber-50 p-4 text-sm leading-relaxed text-ink ring-1 ring-amber-200 sm:items-center"
      >
        <Icon name="info" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" />
        <span data-affiliate-disclosure="">
          <strong>These trips are listed and booked on Klook,</strong> a travel marketplace; we do not run
          them. &lsquo;View Activity&rsquo; opens {marketplaceDestination(tours)} in a new tab: compare the
          operators&rsquo; listings, prices and what each one includes, and book there.{' '}
          {unlisted.length > 0 &&
            `${listOf(unlisted)} ${unlisted.length === 1 ? 'has' : 'have'} no Klook listing: ${unlisted.length === 1 ? 'its button opens' : 'their buttons open'} our home page, where you can ask us to plan it. `}
          If you book on Klook, we may earn a commission at no extra cost to you.
        </span>
      </p>
      <div data-tour-grid="" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour) => (
          <TourCard key={tour.slug} tour={tour}>
            {/* Tours without a marketplace listing: the visitor can ask us to plan them. */}
            {unmapped.includes(tour.slug) && (
              <Link
                href={homeSectionHref('contact')}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-800 underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-forest-950"
              >
                Plan it with us<span className="sr-only">: {tour.name}</span>
              </Link>
            )}
          </TourCard>
        ))}
        <PlanYourOwnCard tourCount={tours.length} />
      </div>
    </section>
  );
}
