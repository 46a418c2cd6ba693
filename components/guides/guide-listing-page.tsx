import { BrowseTopics } from '@/components/guides/browse-topics';
import type { GuideCardData } from '@/components/guides/guide-card';
import { GuideList } from '@/components/guides/guide-list';
import { ListPagination } from '@/components/guides/list-pagination';
import { UNTRANSLATED_NOTICE_ID } from '@/components/layout/language-switch';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import type { GuideSummary } from '@/lib/content/guides';
import { areaListings, pageCount, tagListings, type Listing } from '@/lib/content/listings';
import { formatNumber } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { listingBreadcrumbJsonLd, listingHeading } from '@/lib/seo/listing-seo';
import { routes } from '@/lib/routes';

const eyebrows = { all: 'guides.eyebrowAll', area: 'guides.eyebrowArea', tag: 'guides.eyebrowTag' } as const;

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
  /** Every guide of the list's language, for the area and tag links. */
  guides: GuideSummary[];
}) {
  const { locale } = listing;
  const t = getTranslator(locale);
  const total = pageCount(listing);
  const pageOf = { page: formatNumber(locale, page), total: formatNumber(locale, total) };
  const at = (path: string) => localePath(locale, path);
  return (
    <>
      {/* The first page of the list of every guide is the section's root; it needs no trail. */}
      {(listing.kind !== 'all' || page > 1) && <JsonLd data={listingBreadcrumbJsonLd(listing, page)} />}
      <PageHero eyebrow={t(eyebrows[listing.kind])} title={listingHeading(listing)}>
        <p>{listing.kind === 'all' ? t('guides.listIntro') : listing.description}</p>
        {total > 1 && (
          <p className="mt-2 text-base font-semibold text-amber-300">{t('guides.pageOf', pageOf)}</p>
        )}
        {listing.kind === 'all' && page === 1 && (
          // Shown (CSS :target) when the language switch of a guide not translated into this language
          // led here: the visitor learns why they see the list rather than the guide.
          <p
            id={UNTRANSLATED_NOTICE_ID}
            className="mt-4 hidden rounded-card bg-white/10 p-4 text-base font-semibold text-white ring-1 ring-white/25 target:block"
          >
            {t('guides.untranslatedNotice')}
          </p>
        )}
      </PageHero>
      <BrowseTopics
        locale={locale}
        areas={areaListings(locale, guides)}
        tags={tagListings(locale, guides)}
        current={listing.path}
      />
      {listing.guides.length === 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h2 className="text-2xl font-extrabold tracking-tight text-heading">{t('guides.noGuidesTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">
            {t('guides.noGuidesText', { name: listing.name.toLowerCase() })}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={at(routes.guides)} variant="solid">
              {t('guides.allTravelGuides')}
            </ButtonLink>
            <ButtonLink href={at(routes.search)} variant="outline">
              {t('guides.searchGuides')}
            </ButtonLink>
          </div>
        </section>
      ) : (
        <GuideList
          guides={cards}
          heading={total > 1 ? t('guides.guidesPageHeading', pageOf) : t('guides.guidesHeading')}
        />
      )}
      <ListPagination listing={listing} page={page} />
      <ClosingCta
        id="tours-cta"
        title={t('guides.toursCtaTitle')}
        href={at(routes.tours)}
        label={t('guides.toursCtaLabel')}
      >
        {t('guides.toursCtaText')}
      </ClosingCta>
    </>
  );
}
