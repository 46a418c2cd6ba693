import type { Metadata } from 'next';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { PageForward } from '@/components/guides/page-forward';
import { guideCards } from '@/lib/content/guide-photos';
import { getGuideSummaries } from '@/lib/content/guides';
import { allGuidesListing, guidesOnPage, pageNumbers } from '@/lib/content/listings';
import { pageMetadata } from '@/lib/seo/metadata';
import { listingMetadata, listingTitle } from '@/lib/seo/listing-seo';
import { routes } from '@/lib/routes';

// /guides/page/2, /guides/page/3, …: the later pages of every guide. Any other number is the 404 page.
// /guides/page/1 only forwards to /guides (linked nowhere): a static export cannot build a dynamic
// route with no pages at all, which this one would be while there are 12 guides or fewer.
export const dynamicParams = false;

type Props = { params: Promise<{ n: string }> };

const listing = () => allGuidesListing(getGuideSummaries());

export function generateStaticParams() {
  return pageNumbers(listing()).map((n) => ({ n: String(n) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).n);
  if (page === 1) {
    return pageMetadata({
      title: listingTitle(listing()),
      description: 'This address moved to the list of every guide.',
      path: routes.guides,
      noindex: true,
      followLinks: true,
    });
  }
  return listingMetadata(listing(), page);
}

export default async function GuidesLaterPage({ params }: Props) {
  const page = Number((await params).n);
  if (page === 1) return <PageForward to={routes.guides} name="all travel guides" />;
  const guides = getGuideSummaries();
  const listing = allGuidesListing(guides);
  const cards = await guideCards(guidesOnPage(listing, page));
  return <GuideListingPage listing={listing} page={page} cards={cards} guides={guides} />;
}
