import type { Metadata } from 'next';
import { GuideArticleFooter } from '@/components/guides/guide-article-footer';
import { GuideArticleHero } from '@/components/guides/guide-article-hero';
import { GuideBody } from '@/components/guides/guide-body';
import { GuideToolbar } from '@/components/guides/guide-toolbar';
import { ItinerariesSection } from '@/components/itineraries/itineraries-section';
import type { LanguageSwitchTarget } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { articlePhotos, guideCards } from '@/components/guides/guide-photos';
import { relatedGuides } from '@/lib/content/guide-picks';
import { getGuide, getGuides, getGuideSummaries, translationsOf, type Guide } from '@/lib/content';
import { otherLocales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { itinerariesThrough } from '@/lib/itineraries/itineraries';
import { routes } from '@/lib/routes';
import { guideAlternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { guideOgCard } from '@/lib/seo/og';
import { articleJsonLd, guideBreadcrumbJsonLd } from '@/lib/seo/structured-data';

// A guide article, /guides/<slug> and /id/guides/<slug>: only the guides of content/guides in the
// route's language exist; any other path is the export's 404 page.

type Props = { params: Promise<{ slug: string }> };

/** In each other language: the guide's translation, or that language's guide list (which then says there is none). */
function guideSwitch(guide: Guide): LanguageSwitchTarget[] {
  const translations = translationsOf(guide);
  return otherLocales(guide.locale).map((other) => {
    const translation = translations[other];
    return translation
      ? { locale: other, href: translation.href, translated: true }
      : { locale: other, href: localePath(other, routes.guides), translated: false };
  });
}

export function guideRoute(locale: Locale) {
  /** Every generated slug has a guide; the lookup only fails if generateStaticParams is bypassed. */
  async function guideFor(params: Props['params']) {
    const { slug } = await params;
    const guide = getGuide(locale, slug);
    if (!guide) throw new Error(`No ${locale} guide for slug "${slug}"`);
    return guide;
  }

  return {
    generateStaticParams: () => getGuides(locale).map(({ slug }) => ({ slug })),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const guide = await guideFor(params);
      return pageMetadata({
        locale,
        // The spec's title, with the year of the last update: the year "Updated …" on the page shows.
        title: getTranslator(locale)('guide.titleSuffix', {
          title: guide.title,
          year: guide.updated.slice(0, 4),
        }),
        description: guide.summary,
        path: guide.href,
        alternates: guideAlternates({ ...guide, translations: translationsOf(guide) }),
        type: 'article',
        publishedTime: guide.date,
        modifiedTime: guide.updated,
        image: guideOgCard(guide),
      });
    },

    Page: async function GuidePage({ params }: Props) {
      const guide = await guideFor(params);
      const [photos, related] = await Promise.all([
        articlePhotos(guide),
        guideCards(relatedGuides(guide, getGuideSummaries(locale))),
      ]);
      return (
        <PageFrame locale={locale} switchTo={guideSwitch(guide)}>
          <article>
            <JsonLd data={articleJsonLd(guide, photos.hero)} />
            <JsonLd data={guideBreadcrumbJsonLd(guide)} />
            <GuideArticleHero guide={guide} photo={photos.hero} />
            <GuideToolbar guide={guide} />
            <GuideBody guide={guide} photos={photos.body} />
            <ItinerariesSection
              itineraries={itinerariesThrough(
                guide.places.map((place) => place.id),
                locale,
              )}
              heading={getTranslator(locale)('itineraries.inGuide')}
            />
            <GuideArticleFooter guide={guide} related={related} />
          </article>
        </PageFrame>
      );
    },
  };
}
