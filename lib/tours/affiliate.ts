import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { klookDeepLink, klookIds, klookSearch, klookUrl, type KlookTarget } from './klook';
import { tours, type TourSlug } from '../content/tours';

// Which marketplace page each tour opens. The keys are typed by the tour slugs: an entry for a tour
// that does not exist, or a missing entry for one that should have a link, does not compile.

/** Tours deliberately without an affiliate link: /redirect/<slug> sends the visitor home instead. */
export const UNMAPPED_TOURS = ['city-tour'] as const satisfies readonly TourSlug[];

export type MappedTourSlug = Exclude<TourSlug, (typeof UNMAPPED_TOURS)[number]>;

/**
 * Tour → the www.klook.com page to open, in the page's language (Klook's site in that language).
 * Search pages stand in where no activity id is confirmed; swap in klookActivity('<id>-<name>') when
 * you have one.
 */
export const affiliateTargets: Readonly<Record<MappedTourSlug, KlookTarget>> = {
  'kawah-putih-tour': klookSearch('Kawah Putih Bandung'),
  'tangkuban-perahu': klookSearch('Tangkuban Perahu Bandung'),
  'sunrise-trip': klookSearch('Bandung sunrise tour'),
  'farmhouse-lembang': klookSearch('Farmhouse Lembang'),
  'kg-cai-ranca-upas': klookSearch('Ranca Upas Ciwidey'),
  'floating-market': klookSearch('Floating Market Lembang'),
};

/** True only for the table's own keys: '__proto__', 'constructor', 'toString' and the like are not tours. */
export const isMappedTour = (slug: string): slug is MappedTourSlug => Object.hasOwn(affiliateTargets, slug);

/**
 * The affiliate deep link for a tour to Klook's page in a language, or undefined when the tour has
 * none (or the slug is unknown).
 */
export function affiliateUrlFor(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
  ids: { aid: string; deepLinkAdId: string } = klookIds,
): string | undefined {
  return isMappedTour(slug) ? klookDeepLink(klookUrl(affiliateTargets[slug], locale), ids) : undefined;
}

/** Whether a marketplace target is a Klook search page (several listings) or one activity page. */
export const isSearchTarget = (target: KlookTarget) => 'search' in target;

/**
 * What 'View Activity' shows for a mapped tour: the tour's own Klook page, or Klook's search results
 * for it. The visible copy (tour grid, redirect page) is built from this, so it stays true when a
 * search page is swapped for an activity page.
 */
export function marketplacePageKind(slug: MappedTourSlug): 'search' | 'activity' {
  return isSearchTarget(affiliateTargets[slug]) ? 'search' : 'activity';
}

/** The two tables and the tours they must cover, as one value (tests pass an incomplete copy). */
export type AffiliateTables = {
  tours: readonly string[];
  targets: Readonly<Record<string, KlookTarget>>;
  unmapped: readonly string[];
};

export const affiliateTables: AffiliateTables = {
  tours: tours.map((tour) => tour.slug),
  targets: affiliateTargets,
  unmapped: UNMAPPED_TOURS,
};

/**
 * Throws, naming the tours, unless every tour is either mapped or deliberately unmapped (never both)
 * and no entry names a tour that does not exist. TypeScript refuses the same mistakes at `npm run
 * build`; this makes the rule hold at run time too, so a gap in the table can never become a silent
 * redirect home that loses the referral.
 */
export function checkAffiliateTables({ tours, targets, unmapped }: AffiliateTables = affiliateTables): void {
  const mapped = Object.keys(targets);
  const problems = [
    ...tours
      .filter((slug) => !mapped.includes(slug) && !unmapped.includes(slug))
      .map(
        (slug) =>
          `tour "${slug}" has no affiliate target: add it to affiliateTargets, or to UNMAPPED_TOURS if it has no marketplace page`,
      ),
    ...tours
      .filter((slug) => mapped.includes(slug) && unmapped.includes(slug))
      .map((slug) => `tour "${slug}" is both in affiliateTargets and in UNMAPPED_TOURS: keep one`),
    ...[...mapped, ...unmapped]
      .filter((slug) => !tours.includes(slug))
      .map((slug) => `"${slug}" in the affiliate tables is not a tour in lib/content/tours.ts`),
  ];
  if (problems.length) throw new Error(`lib/tours/affiliate.ts is incomplete:\n  ${problems.join('\n  ')}`);
}
