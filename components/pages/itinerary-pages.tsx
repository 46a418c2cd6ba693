import type { Metadata } from 'next';
import Link from 'next/link';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import { ItineraryGrid } from '@/components/itineraries/itinerary-card';
import { ItineraryDaySection } from '@/components/itineraries/itinerary-day';
import { ItineraryDownloads } from '@/components/itineraries/itinerary-downloads';
import { ItinerarySources } from '@/components/itineraries/itinerary-sources';
import { samePageIn, type LanguageSwitchTarget } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { capitalize, countInWords, formatDate } from '@/lib/i18n/format';
import { otherLocales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { getItineraries, getItinerary } from '@/lib/itineraries/itineraries';
import { itineraryBreadcrumbJsonLd, touristTripJsonLd } from '@/lib/seo/itinerary-structured-data';
import type { Itinerary } from '@/lib/itineraries/model';
import { itineraryOgCard } from '@/lib/seo/itinerary-og';
import { itinerarySources } from '@/lib/itineraries/sources';
import { worksOnText } from '@/lib/itineraries/text';
import { transportCosts } from '@/lib/itineraries/transport-costs';
import { routes } from '@/lib/routes';
import { everyLanguage, guideAlternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { SITE_NAME } from '@/lib/site/config';

// /itineraries (every plan in the language) and /itineraries/<slug> (one plan: each day's map,
// timeline and budget, computed at build from the place records and the travel table; its files;
// where the figures come from), and their /id twins. Only the itineraries of content/itineraries in
// the route's language exist; any other path is the export's 404 page.

const linkClass =
  'font-bold text-heading underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link';

export function itinerariesRoute(locale: Locale) {
  const t = getTranslator(locale);

  function metadata(): Metadata {
    return pageMetadata({
      locale,
      title: t('itineraries.listTitle', { site: SITE_NAME }),
      description: t('itineraries.listDescription', {
        count: capitalize(countInWords(locale, getItineraries(locale).length)),
      }),
      path: localePath(locale, routes.itineraries),
      alternates: everyLanguage(routes.itineraries),
      image: pageOgCards(locale).itineraries,
    });
  }

  function ItinerariesPage() {
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.itineraries)}>
        <PageHero eyebrow={t('itineraries.listEyebrow')} title={t('itineraries.listHeading')}>
          {t('itineraries.listIntro')}
        </PageHero>
        <div data-itinerary-list="" className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
          <ItineraryGrid itineraries={getItineraries(locale)} headingLevel="h2" />
        </div>
      </PageFrame>
    );
  }

  return { metadata, Page: ItinerariesPage };
}

type Props = { params: Promise<{ slug: string }> };

/** In each other language: the itinerary's translation, or that language's list. */
function itinerarySwitch(itinerary: Itinerary): LanguageSwitchTarget[] {
  return otherLocales(itinerary.locale).map((other) => {
    const translation = itinerary.translations[other];
    return translation
      ? { locale: other, href: translation.href, translated: true }
      : { locale: other, href: localePath(other, routes.itineraries), translated: false };
  });
}

/** The bar under the navigation: back to every itinerary, save for offline, share. */
function ItineraryToolbar({ itinerary }: { itinerary: Itinerary }) {
  const t = getTranslator(itinerary.locale);
  return (
    <div
      data-itinerary-toolbar=""
      data-print="hide"
      className="sticky top-16 z-40 border-b border-line/10 bg-card/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-2 py-2 min-[360px]:px-4 sm:px-6">
        <Link
          href={localePath(itinerary.locale, routes.itineraries)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-pill px-1 text-sm font-bold whitespace-nowrap text-strong hover:text-link min-[360px]:gap-2 min-[360px]:px-2"
        >
          <Icon name="arrowLeft" className="size-4" />
          {t('itineraries.backToItineraries')}
        </Link>
        <div className="flex items-center gap-2">
          {/* Saved with the guides (/saved, offline): its key cannot be a guide's slug. */}
          <SaveButton
            guide={{
              slug: `itinerary-${itinerary.slug}`,
              title: itinerary.title,
              href: itinerary.href,
              area: 'all-around-bandung',
              readTime: t('itineraries.days', { count: itinerary.days.length }),
              locale: itinerary.locale,
            }}
            label={t('guide.save')}
          />
          <ShareButton title={itinerary.title} label={t('guide.share')} locale={itinerary.locale} />
        </div>
      </div>
    </div>
  );
}

export function itineraryRoute(locale: Locale) {
  const t = getTranslator(locale);

  /** Every generated slug has an itinerary; the lookup only fails if generateStaticParams is bypassed. */
  async function itineraryFor(params: Props['params']) {
    const { slug } = await params;
    const itinerary = getItinerary(locale, slug);
    if (!itinerary) throw new Error(`No ${locale} itinerary "${slug}" in content/itineraries`);
    return itinerary;
  }

  return {
    generateStaticParams: () => getItineraries(locale).map(({ slug }) => ({ slug })),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const itinerary = await itineraryFor(params);
      return pageMetadata({
        locale,
        title: t('itineraries.title', { title: itinerary.title, site: SITE_NAME }),
        description: itinerary.summary,
        path: itinerary.href,
        alternates: guideAlternates(itinerary),
        modifiedTime: itinerary.updated,
        image: itineraryOgCard(itinerary),
      });
    },

    Page: async function ItineraryPage({ params }: Props) {
      const itinerary = await itineraryFor(params);
      const days = t('itineraries.days', { count: itinerary.days.length });
      return (
        <PageFrame locale={locale} switchTo={itinerarySwitch(itinerary)}>
          <article>
            <JsonLd data={touristTripJsonLd(itinerary)} />
            <JsonLd data={itineraryBreadcrumbJsonLd(itinerary)} />
            <PageHero eyebrow={t('itineraries.eyebrow', { days })} title={itinerary.title}>
              {itinerary.summary}
            </PageHero>
            <ItineraryToolbar itinerary={itinerary} />
            {/* Not in the search index: /search searches the guides only ("Search the guides", results
                counted as guides). To add itineraries, mark this body and its result fields as a guide
                page does (data-pagefind-body, data-pagefind-meta) and add itineraries/*.html to
                scripts/build/search.mjs once the search words its results for both. */}
            <div className="pt-12">
              <div className="mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6">
                <p className="text-lg">{itinerary.intro}</p>
                <p className="mt-3 text-sm text-ink-muted">
                  {t('itineraries.updated', { date: formatDate(locale, itinerary.updated) })}
                </p>
                <h2 id="overview" className="mt-8 text-2xl font-extrabold tracking-tight text-heading">
                  {t('itineraries.overview')}
                </h2>
                <ol data-itinerary-overview="" className="mt-4 space-y-3">
                  {itinerary.days.map((day) => (
                    <li key={day.number}>
                      <a href={`#day-${day.number}`} className={linkClass}>
                        {t('itineraries.dayHeading', { day: String(day.number), title: day.title })}
                      </a>
                      <span className="block text-sm text-ink-muted">{worksOnText(locale, day)}</span>
                    </li>
                  ))}
                </ol>
                <ItineraryDownloads itinerary={itinerary} />
              </div>
              {itinerary.days.map((day) => (
                <ItineraryDaySection key={day.number} day={day} locale={locale} />
              ))}
            </div>
            <ItinerarySources sources={itinerarySources(itinerary.days, transportCosts)} locale={locale} />
            <p className="mx-auto max-w-prose px-4 pb-16 sm:px-6">
              <Link href={localePath(locale, routes.itineraries)} className={linkClass}>
                {t('itineraries.allItineraries')}
              </Link>
            </p>
          </article>
        </PageFrame>
      );
    },
  };
}
