import type { Metadata } from 'next';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { guideCards } from '@/lib/content/guide-photos';
import { getGuideSummaries } from '@/lib/content/guides';
import {
  areaListings,
  guidesOnPage,
  listSegments,
  parseListSegments,
  tagListings,
  type Listing,
} from '@/lib/content/listings';
import type { GuideSummary } from '@/lib/content/guides';
import { listingMetadata } from '@/lib/seo/listing-seo';

// What app/guides/area/[...path] and app/guides/tag/[...path] export: every page of every area's
// (or tag's) list, /guides/area/<slug> then /guides/area/<slug>/page/<n>. One catch-all route per kind
// rather than a route for page 1 and another for later pages: a static export cannot build a dynamic
// route with no pages, which the later-pages route would be while every list fits on one page.

type Props = { params: Promise<{ path: string[] }> };

const listsOf: Record<'area' | 'tag', (guides: GuideSummary[]) => Listing<GuideSummary>[]> = {
  area: areaListings,
  tag: tagListings,
};

export function listRoute(kind: 'area' | 'tag') {
  const lists = () => listsOf[kind](getGuideSummaries());

  /** The list and page a generated path names (generateStaticParams made it, so both exist). */
  async function resolve(params: Props['params']) {
    const { path } = await params;
    const parsed = parseListSegments(path);
    const listing = lists().find((list) => list.slug === parsed?.slug);
    if (!parsed || !listing) throw new Error(`No ${kind} list at ${path.join('/')}`);
    return { listing, page: parsed.page };
  }

  return {
    generateStaticParams: () => lists().flatMap((listing) => listSegments(listing).map((path) => ({ path }))),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { listing, page } = await resolve(params);
      return listingMetadata(listing, page);
    },

    Page: async function ListPage({ params }: Props) {
      const { listing, page } = await resolve(params);
      const cards = await guideCards(guidesOnPage(listing, page));
      return <GuideListingPage listing={listing} page={page} cards={cards} guides={getGuideSummaries()} />;
    },
  };
}
