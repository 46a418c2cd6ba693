import { GuideCard } from '@/components/guides/guide-card';
import { AffiliateDisclosure } from '@/components/tours/affiliate-disclosure';
import { TourCard } from '@/components/tours/tour-card';
import type { GuideSummary } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { WithPhoto } from '@/lib/photos/photo-url';
import type { TourIn } from '@/lib/tours/tour-text';
import { PlaceSection } from './place-section';

// What takes a visitor to a place: the guides that cover it and the tours that visit it, as cards.

const GRID = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function PlaceGuides({
  guides,
  name,
  locale,
}: {
  guides: WithPhoto<GuideSummary>[];
  name: string;
  locale: Locale;
}) {
  if (!guides.length) return null;
  const t = getTranslator(locale);
  return (
    <PlaceSection
      headingId="guides-heading"
      title={t('placePages.guides', { name })}
      column="cards"
      data-place-guides=""
    >
      <div className={GRID}>
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </div>
    </PlaceSection>
  );
}

export function PlaceTours({
  tours,
  name,
  locale,
}: {
  tours: WithPhoto<TourIn>[];
  name: string;
  locale: Locale;
}) {
  if (!tours.length) return null;
  const t = getTranslator(locale);
  return (
    <PlaceSection
      headingId="tours-heading"
      title={t('placePages.tours', { name })}
      column="cards"
      data-place-tours=""
      className="pb-16"
    >
      <p className="mt-2 text-ink-muted">{t('placePages.toursIntro', { name })}</p>
      <AffiliateDisclosure tours={tours} locale={locale} />
      <div className={GRID}>
        {tours.map((tour) => (
          <TourCard key={tour.slug} tour={tour} locale={locale} headingLevel="h3" />
        ))}
      </div>
    </PlaceSection>
  );
}
