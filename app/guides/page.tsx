import type { Metadata } from 'next';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { guideCards } from '@/lib/content/guide-photos';
import { getGuideSummaries } from '@/lib/content/guides';
import { allGuidesListing, guidesOnPage } from '@/lib/content/listings';
import { listingMetadata } from '@/lib/seo/listing-seo';

// The first page of every guide; later pages are app/guides/page/[n].
export const metadata: Metadata = listingMetadata(allGuidesListing(getGuideSummaries()));

export default async function GuidesPage() {
  const guides = getGuideSummaries();
  const listing = allGuidesListing(guides);
  const cards = await guideCards(guidesOnPage(listing, 1));
  return <GuideListingPage listing={listing} page={1} cards={cards} guides={guides} />;
}
