import type { Metadata } from 'next';
import { Contact } from '@/components/home/contact';
import { Faq } from '@/components/home/faq';
import { FeaturedGuides } from '@/components/home/featured-guides';
import { Hero } from '@/components/home/hero';
import { Itinerary } from '@/components/home/itinerary';
import { KlookWidgets } from '@/components/home/klook-widgets';
import { Reasons } from '@/components/home/reasons';
import { Stats } from '@/components/home/stats';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { homeGuides, newGuides } from '@/lib/content/guide-picks';
import { guideCards } from '@/lib/content/guide-photos';
import { getGuideSummaries } from '@/lib/content/guides';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { remotePhoto } from '@/lib/photos/photo-source';
import { resolvePhoto } from '@/lib/photos/resolve';
import { routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { faqPageJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';
import { SITE_NAME, siteWords } from '@/lib/site/config';
import { faqs, HERO_IMAGE } from '@/lib/site/home';

/** The home page in a language: app/(en)/page.tsx and app/id/page.tsx. */
export function homeRoute(locale: Locale) {
  const words = siteWords(locale);
  const metadata: Metadata = pageMetadata({
    locale,
    title: getTranslator(locale)('home.title', { site: SITE_NAME, tagline: words.tagline }),
    description: words.description,
    path: localePath(locale, routes.home),
    alternates: everyLanguage(routes.home),
    image: pageOgCards(locale).home,
  });

  async function HomePage() {
    const summaries = getGuideSummaries(locale);
    const picked = homeGuides(summaries);
    const [hero, guides] = await Promise.all([
      resolvePhoto(remotePhoto(HERO_IMAGE.src, 'the home page hero (lib/site/home.ts)')),
      guideCards(picked),
    ]);
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.home)}>
        <JsonLd data={organizationJsonLd(locale)} />
        <JsonLd data={faqPageJsonLd(faqs(locale))} />
        <Hero locale={locale} photo={hero} />
        <Stats locale={locale} />
        <Reasons locale={locale} />
        <KlookWidgets locale={locale} />
        <FeaturedGuides locale={locale} guides={guides} newest={newGuides(summaries, picked)} />
        <Itinerary locale={locale} />
        <Faq locale={locale} />
        <Contact locale={locale} />
      </PageFrame>
    );
  }

  return { metadata, Page: HomePage };
}
