import { Icon } from '@/components/ui/icon';
import { formatList } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { isMappedTour, marketplacePageKind, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import type { TourIn } from '@/lib/tours/tours';

const unmapped: readonly string[] = UNMAPPED_TOURS;

/** Where 'View Activity' takes the visitor, said as it is (built from the affiliate table). */
function marketplaceDestination(locale: Locale, tours: readonly TourIn[]) {
  const t = getTranslator(locale);
  const kinds = new Set(
    tours.flatMap((tour) => (isMappedTour(tour.slug) ? [marketplacePageKind(tour.slug)] : [])),
  );
  if (kinds.has('search') && kinds.has('activity')) return t('tours.destinationBoth');
  return kinds.has('activity') ? t('tours.destinationActivity') : t('tours.destinationSearch');
}

/**
 * The affiliate disclosure, next to tour cards (/tours, a place's tours): who runs the trips, what
 * 'View Activity' opens (said as the affiliate table has it), and the commission.
 */
export function AffiliateDisclosure({
  tours,
  locale,
  id,
}: {
  tours: readonly TourIn[];
  locale: Locale;
  id?: string;
}) {
  const t = getTranslator(locale);
  const unlisted = tours.filter((tour) => unmapped.includes(tour.slug)).map((tour) => tour.name);
  return (
    <p
      id={id}
      className="flex items-start gap-3 rounded-card bg-highlight p-4 text-sm leading-relaxed text-ink ring-1 ring-amber-200 sm:items-center"
    >
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-accent sm:mt-0" />
      <span data-affiliate-disclosure="">
        <strong>{t('tours.disclosureLead')}</strong>{' '}
        {t('tours.disclosureText', { destination: marketplaceDestination(locale, tours) })}{' '}
        {unlisted.length > 0 &&
          `${t('tours.unlisted', { names: formatList(locale, unlisted), count: unlisted.length })} `}
        {t('tours.commission')}
      </span>
    </p>
  );
}
