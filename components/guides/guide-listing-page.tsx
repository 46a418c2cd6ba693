import { BrowseTopics } from '@/components/guides/browse-topics';
import type { GuideCardData } from '@/components/guides/guide-card';
import { GuideList } from '@/components/guides/guide-list';
import { ListPagination } from '@/components/guides/list-pagination';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import type { GuideSummary } from '@/lib/content/guides';
import { areaListings, pageCount, tagListings, type Listing } from '@/lib/content/listings';
import { listingBreadcrumbJsonLd, listingHeading } from '@/lib/seo/listing-seo';
import { routes } from '@/lib/routes';

const eyebrows: Record<Listing['kind'], string> = {
  all: 'Travel guides',
  area: 'Travel guides by area',
  tag: 'Travel guides by interest',
};

/** One page of a guide list (every guide, an area's or a tag's): hero, topics, cards, page links. */
export function GuideListingPage({
  listing,
  page,
  cards,
  guides,
}: {
  listing: Listing<GuideSummary>;
  page: number;
  /** This page's guides (guidesOnPage), with their photos. */
  cards: GuideCardData[];
  /** Every guide, for the area and tag links. */
  guides: GuideSummary[];
}) {
  const total = pageCount(listing);
  return (
    <>
      {/* The first page of the list of every guide is the section's root; it needs no trail. */}
      {(listing.kind !== 'all' || page > 1) && <JsonLd data={listingBreadcrumbJsonLd(listing, page)} />}
      <PageHero eyebrow={eyebrows[listing.kind]} title={listingHeading(listing)}>
        <p>
          {listing.kind === 'all'
            ? 'Honest, practical guides written by locals: what to see, where to eat and drink, and how to beat the weekend traffic, with prices and opening hours.'
            : listing.description}
        </p>
        {total > 1 && (
          <p className="mt-2 text-base font-semibold text-amber-300">
            Page {page} of {total}
          </p>
        )}
      </PageHero>
      <BrowseTopics areas={areaListings(guides)} tags={tagListings(guides)} current={listing.path} />
      {listing.guides.length === 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h2 className="text-2xl font-extrabold tracking-tight text-forest-950">No guides here yet</h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">
            We have not written about {listing.name.toLowerCase()} yet. Browse every guide, or search for a
            place or an interest.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={routes.guides} variant="solid">
              All travel guides
            </ButtonLink>
            <ButtonLink href={routes.search} variant="outline">
              Search the guides
            </ButtonLink>
          </div>
        </section>
      ) : (
        <GuideList guides={cards} heading={total > 1 ? `Guides, page ${page} of ${total}` : 'Guides'} />
      )}
      <ListPagination listing={listing} page={page} />
      <ClosingCta id="tours-cta" title="Ready to Experience Bandung?" href={routes.tours} label="View Tours">
        Let a local guide handle the driving, tickets and early starts, and spend your days on the views.
      </ClosingCta>
    </>
  );
}
