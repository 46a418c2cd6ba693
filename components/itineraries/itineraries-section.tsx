import type { Itinerary } from '@/lib/itineraries/model';
import { ItineraryGrid } from './itinerary-card';

/**
 * The itineraries that go somewhere, on the pages of what they visit: a place's page ("Itineraries
 * that stop at …") and a guide's ("Itineraries with places from this guide"). Nothing when none do.
 */
export function ItinerariesSection({
  itineraries,
  heading,
  id = 'itineraries-heading',
}: {
  itineraries: readonly Itinerary[];
  heading: string;
  id?: string;
}) {
  if (itineraries.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-itineraries-visiting=""
      className="mx-auto max-w-6xl px-4 pb-12 sm:px-6"
    >
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-heading">
        {heading}
      </h2>
      <ItineraryGrid itineraries={itineraries} />
    </section>
  );
}
