import { ButtonLink } from '@/components/ui/button-link';
import { routes } from '@/lib/routes';

/** The guide list's closing call to action: on to the tours. */
export function ToursCta() {
  return (
    <section aria-labelledby="tours-cta-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="rounded-card bg-forest-900 px-6 py-12 text-center text-white shadow-lift sm:px-12">
        <h2 id="tours-cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Ready to Experience Bandung?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-forest-100">
          Let a local guide handle the driving, tickets and early starts, and spend your days on the views.
        </p>
        <div className="mt-8">
          <ButtonLink href={routes.tours}>View Tours</ButtonLink>
        </div>
      </div>
    </section>
  );
}
