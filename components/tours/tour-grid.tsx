import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { homeSectionHref } from '@/lib/routes';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { PlanYourOwnCard } from './plan-your-own-card';
import type { WithPhoto } from '@/lib/photos/photo-url';
import type { TourIn } from '@/lib/tours/tours';
import { TourCard } from './tour-card';

const unmapped: readonly string[] = UNMAPPED_TOURS;

/** The tour cards, with the affiliate disclosure right above them, in the page's language. */
export function TourGrid({ tours, locale }: { tours: readonly WithPhoto<TourIn>[]; locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <section aria-label={t('tours.gridLabel')} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <AffiliateDisclosure tours={tours} locale={locale} id="affiliate-disclosure" />
      <div data-tour-grid="" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour) => (
          <TourCard key={tour.slug} tour={tour} locale={locale}>
            {/* Tours without a marketplace listing: the visitor can ask us to plan them. */}
            {unmapped.includes(tour.slug) && (
              <Link
                href={localePath(locale, homeSectionHref('contact'))}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-strong-soft underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-heading"
              >
                {t('tours.planWithUs')}
                <span className="sr-only">: {tour.name}</span>
              </Link>
            )}
          </TourCard>
        ))}
        <PlanYourOwnCard tourCount={tours.length} locale={locale} />
      </div>
    </section>
  );
}
