import { ButtonLink } from '@/components/ui/button-link';
import { routes } from '@/lib/routes';

/** The closing call to action of /tours: read the guides before choosing. */
export function ToursCta() {
  return (
    <section aria-labelledby="tours-cta-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-card bg-forest-900 bg-[radial-gradient(ellipse_at_bottom_left,var(--color-forest-700),transparent_65%)] px-6 py-12 text-center text-white shadow-lift sm:px-12">
        <h2 id="tours-cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Need More Information?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-forest-100">
          Our travel guides cover the best time to go, what to pack, where to eat and how to get around, so
          you can pick the tour that fits your trip.
        </p>
        <div className="mt-8">
          <ButtonLink href={routes.guides}>View Travel Guides</ButtonLink>
        </div>
      </div>
    </section>
  );
}
