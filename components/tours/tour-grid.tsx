import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { homeSectionHref } from '@/lib/routes';
import type { Tour } from '@/lib/tours/tours';
import { TourCard } from './tour-card';

const unmapped: readonly string[] = UNMAPPED_TOURS;

/** The tour cards, with the affiliate disclosure right above them. */
export function TourGrid({ tours }: { tours: readonly Tour[] }) {
  return (
    <section aria-label="Tours" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <p
        id="affiliate-disclosure"
        className="flex items-start gap-3 rounded-card bg-amber-50 p-4 text-sm leading-relaxed text-ink ring-1 ring-amber-200 sm:items-center"
      >
        <Icon name="info" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" />
        <span>
          <strong>Booking happens on Klook,</strong> our partner marketplace: &lsquo;View Activity&rsquo;
          opens the tour on klook.com in a new tab, where you see live prices and book. If you book, we may
          earn a commission at no extra cost to you.
        </span>
      </p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour) => (
          <TourCard key={tour.slug} tour={tour}>
            {/* Tours without a marketplace page are arranged with us directly. */}
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
      </div>
    </section>
  );
}
