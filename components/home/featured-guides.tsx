import { GuideCard, type GuideCardData } from '@/components/guides/guide-card';
import type { GuideSummary } from '@/lib/content/guides';
import { NewGuides } from './new-guides';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

/** The spec's four guide cards (the featured guides), then the newest others as a row of links. */
export function FeaturedGuides({
  locale,
  guides,
  newest,
}: {
  locale: Locale;
  guides: GuideCardData[];
  newest: readonly GuideSummary[];
}) {
  const t = getTranslator(locale);
  return (
    <section id="guides" aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="guides-heading"
        eyebrow={t('home.guidesEyebrow')}
        title={t('home.guidesTitle')}
        intro={t('home.guidesIntro')}
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </div>
      <NewGuides title={t('home.newGuides')} guides={newest} />
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink href={localePath(locale, routes.guides)} variant="outline">
          {t('home.allGuides')}
        </ButtonLink>
        {/* Travellers often look for a place first: every place, with its hours and map. */}
        <ButtonLink href={localePath(locale, routes.places)} variant="outline">
          {t('placePages.allPlaces')}
        </ButtonLink>
      </div>
    </section>
  );
}
