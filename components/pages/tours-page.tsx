import type { Metadata } from 'next';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { TourGrid } from '@/components/tours/tour-grid';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import { capitalize, countInWords, formatList } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { withPhotos } from '@/lib/photos/resolve';
import { routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { toursItemListJsonLd } from '@/lib/seo/structured-data';
import { SITE_NAME } from '@/lib/site/config';
import { warnIfPlaceholderIds } from '@/lib/tours/klook';
import { tourPhotoSource } from '@/lib/tours/tour-photo';
import { tourIn, tours } from '@/lib/tours/tours';

/** /tours and /id/tours: the spec's seven tour cards, each sending the visitor on to Klook. */
export function toursRoute(locale: Locale) {
  const t = getTranslator(locale);
  const toursHere = tours.map((tour) => tourIn(tour, locale));
  const metadata: Metadata = pageMetadata({
    locale,
    title: t('tours.title', { site: SITE_NAME }),
    description: t('tours.description', {
      count: capitalize(countInWords(locale, tours.length)),
      names: formatList(
        locale,
        toursHere.map((tour) => tour.name),
      ),
    }),
    path: localePath(locale, routes.tours),
    alternates: everyLanguage(routes.tours),
    image: pageOgCards(locale).tours,
  });

  async function ToursPage() {
    warnIfPlaceholderIds();
    const cards = await withPhotos(toursHere, tourPhotoSource);
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.tours)}>
        <JsonLd data={toursItemListJsonLd(locale, cards)} />
        {/* Named as the navigation names it, so the link and the page it opens agree. */}
        <PageHero eyebrow={t('tours.eyebrow')} title={t('nav.tours')}>
          {t('tours.intro')}
        </PageHero>
        <TourGrid tours={cards} locale={locale} />
        <ClosingCta
          id="guides-cta"
          title={t('tours.ctaTitle')}
          href={localePath(locale, routes.guides)}
          label={t('tours.ctaLabel')}
        >
          {t('tours.ctaText')}
        </ClosingCta>
      </PageFrame>
    );
  }

  return { metadata, Page: ToursPage };
}
