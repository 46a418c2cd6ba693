import type { Metadata } from 'next';
import { SearchPanel } from '@/components/search/search-panel';
import { TopicDirectory } from '@/components/search/topic-directory';
import { PageHero } from '@/components/ui/page-hero';
import { getGuideSummaries } from '@/lib/content/guides';
import { areaListings, tagListings } from '@/lib/content/listings';
import { SEARCH_SCRIPT } from '@/lib/browser/search-paths.mjs';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards } from '@/lib/seo/og';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';

export const metadata: Metadata = pageMetadata({
  title: `Search the Guides – ${SITE_NAME}`,
  description:
    'Search every Bandung travel guide by place, food or interest, or browse them by area and topic: Lembang, Ciwidey, the city centre, coffee, nature, family days out and more.',
  path: routes.search,
  image: pageOgCards.search,
});

export default function SearchPage() {
  const guides = getGuideSummaries();
  return (
    <>
      <PageHero eyebrow="Search" title="Find a Guide">
        <p>Search every guide for a place, a dish or an interest, or browse them by area and topic.</p>
      </PageHero>
      <SearchPanel />
      <TopicDirectory areas={areaListings(guides)} tags={tagListings(guides)} />
      {/* This page's own script (search needs it; no other page loads it). A module script is
          deferred (it runs once the page is parsed), which the lint rule does not know. */}
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      <script type="module" src={SEARCH_SCRIPT} />
    </>
  );
}
