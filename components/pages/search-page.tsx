import type { Metadata } from 'next';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { SearchPanel } from '@/components/search/search-panel';
import { TopicDirectory } from '@/components/search/topic-directory';
import { PageHero } from '@/components/ui/page-hero';
import { getGuideSummaries } from '@/lib/content';
import { areaListings, tagListings } from '@/lib/content/listings';
import { SEARCH_SCRIPT } from '@/lib/browser/search-paths.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { SITE_NAME } from '@/lib/site/config';

/**
 * /search and /id/search. Pagefind keeps one index per language (the guides' <html lang>) and the
 * search script loads the index of the page's language, so each finds its own language's guides.
 */
export function searchRoute(locale: Locale) {
  const t = getTranslator(locale);
  const metadata: Metadata = pageMetadata({
    locale,
    title: t('search.title', { site: SITE_NAME }),
    description: t('search.description'),
    path: localePath(locale, routes.search),
    alternates: everyLanguage(routes.search),
    image: pageOgCards(locale).search,
  });

  function SearchPage() {
    const guides = getGuideSummaries(locale);
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.search)}>
        <PageHero eyebrow={t('search.eyebrow')} title={t('search.heading')}>
          <p>{t('search.intro')}</p>
        </PageHero>
        <SearchPanel locale={locale} />
        <TopicDirectory
          locale={locale}
          areas={areaListings(locale, guides)}
          tags={tagListings(locale, guides)}
        />
        {/* This page's own script (search needs it; no other page loads it). A module script is
            deferred (it runs once the page is parsed), which the lint rule does not know. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script type="module" src={SEARCH_SCRIPT} />
      </PageFrame>
    );
  }

  return { metadata, Page: SearchPage };
}
