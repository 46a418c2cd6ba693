import type { Metadata } from 'next';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { PageForward } from '@/components/guides/page-forward';
import type { LanguageSwitchTarget } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { guideCards } from '@/components/guides/guide-photos';
import { getGuideSummaries, type GuideSummary } from '@/lib/content';
import {
  allGuidesListing,
  areaListings,
  guidesOnPage,
  listSegments,
  pageNumbers,
  parseListSegments,
  tagListings,
  type Listing,
} from '@/lib/content/listings';
import { otherLocales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { listingAlternates, listingMetadata, listingTitle } from '@/lib/seo/listing-seo';

// The guide lists of a language: /guides (page 1), /guides/page/<n>, and every page of every area's
// and tag's list (/guides/area/<slug>[/page/<n>], /guides/tag/…), with /id/ in front for Indonesian.
// The route files under app/(en)/guides and app/[locale]/guides export what these return.

/** In each other language: the same list page, where it exists; else that list's first page. */
function listSwitch(listing: Listing, page: number): LanguageSwitchTarget[] {
  const here = listingAlternates(listing, page, getGuideSummaries);
  const first = listingAlternates(listing, 1, getGuideSummaries);
  return otherLocales(listing.locale).map((other) => ({
    locale: other,
    href: here[other] ?? first[other] ?? localePath(other, routes.guides),
    translated: true,
  }));
}

async function ListPage({ listing, page }: { listing: Listing<GuideSummary>; page: number }) {
  const cards = await guideCards(guidesOnPage(listing, page));
  return (
    <PageFrame locale={listing.locale} switchTo={listSwitch(listing, page)}>
      <GuideListingPage
        listing={listing}
        page={page}
        cards={cards}
        guides={getGuideSummaries(listing.locale)}
      />
    </PageFrame>
  );
}

const metadataOf = (listing: Listing, page: number) =>
  listingMetadata(listing, page, listingAlternates(listing, page, getGuideSummaries));

/** /guides: the first page of every guide. */
export function guidesRoute(locale: Locale) {
  const listing = () => allGuidesListing(locale, getGuideSummaries(locale));
  return {
    metadata: metadataOf(listing(), 1),
    Page: () => <ListPage listing={listing()} page={1} />,
  };
}

type LaterPageProps = { params: Promise<{ n: string }> };

/**
 * /guides/page/2, /guides/page/3, …: the later pages of every guide. Any other number is the 404
 * page. /guides/page/1 only forwards to /guides (linked nowhere): a static export cannot build a
 * dynamic route with no pages at all, which this one would be while there are 12 guides or fewer.
 */
export function guidesLaterPagesRoute(locale: Locale) {
  const listing = () => allGuidesListing(locale, getGuideSummaries(locale));
  const first = localePath(locale, routes.guides);
  return {
    generateStaticParams: () => pageNumbers(listing()).map((n) => ({ n: String(n) })),
    generateMetadata: async ({ params }: LaterPageProps): Promise<Metadata> => {
      const page = Number((await params).n);
      if (page === 1) {
        return pageMetadata({
          locale,
          title: listingTitle(listing()),
          description: getTranslator(locale)('guides.movedDescription'),
          path: first,
          noindex: true,
          followLinks: true,
        });
      }
      return metadataOf(listing(), page);
    },
    Page: async function GuidesLaterPage({ params }: LaterPageProps) {
      const page = Number((await params).n);
      if (page === 1) {
        return (
          <PageFrame locale={locale} switchTo={listSwitch(listing(), 1)}>
            <PageForward locale={locale} to={first} name={getTranslator(locale)('guides.movedName')} />
          </PageFrame>
        );
      }
      return <ListPage listing={listing()} page={page} />;
    },
  };
}

type TopicListProps = { params: Promise<{ path: string[] }> };

const listsOf = { area: areaListings, tag: tagListings } as const;

/**
 * Every page of every area's (or tag's) list: /guides/area/<slug>, then /guides/area/<slug>/page/<n>.
 * One catch-all route per kind rather than a route for page 1 and another for later pages: a static
 * export cannot build a dynamic route with no pages, which the later-pages route would be while every
 * list fits on one page.
 */
export function topicListRoute(locale: Locale, kind: 'area' | 'tag') {
  const lists = () => listsOf[kind](locale, getGuideSummaries(locale));

  /** The list and page a generated path names (generateStaticParams made it, so both exist). */
  async function resolve(params: TopicListProps['params']) {
    const { path } = await params;
    const parsed = parseListSegments(path);
    const listing = lists().find((list) => list.slug === parsed?.slug);
    if (!parsed || !listing) throw new Error(`No ${kind} list at ${path.join('/')}`);
    return { listing, page: parsed.page };
  }

  return {
    generateStaticParams: () => lists().flatMap((listing) => listSegments(listing).map((path) => ({ path }))),
    generateMetadata: async ({ params }: TopicListProps): Promise<Metadata> => {
      const { listing, page } = await resolve(params);
      return metadataOf(listing, page);
    },
    Page: async function TopicListPage({ params }: TopicListProps) {
      const { listing, page } = await resolve(params);
      return <ListPage listing={listing} page={page} />;
    },
  };
}
