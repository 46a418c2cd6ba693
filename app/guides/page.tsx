import type { Metadata } from 'next';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { getGuideSummaries } from '@/lib/content/guides';
import { allGuidesListing } from '@/lib/content/listings';
import { listingMetadata } from '@/lib/seo/listing-seo';

// The first page of every guide; later pages are app/guides/page/[n].
export const metadata: Metadata = listingMetadata(allGuidesListing(getGuideSummaries()));

export default function GuidesPage() {
  const guides = getGuideSummaries();
  return <GuideListingPage listing={allGuidesListing(guides)} page={1} guides={guides} />;
}
