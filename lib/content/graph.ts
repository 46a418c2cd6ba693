import { LOCALES, type Locale } from '../i18n/locales';
import type { Guide, GuideLink, GuideSummary } from './guides/types';
import type { ContentRecords } from './load';
import type { Place } from './places/schema';
import { tours as siteTours, type Tour } from './tours';

// The checked content as a graph: each collection indexed once, and the lookups pages ask for (a guide
// by language and slug, a place, the guides and tours at a place, a guide's translations). Every
// reference in it was checked when the records were loaded (./load.ts), so a lookup that finds
// nothing means there is nothing, never a broken link.

export type ContentGraph = {
  /** The guides of a language (every language when none is given), newest first. */
  guides(locale?: Locale): Guide[];
  /** The same, without their bodies. */
  summaries(locale?: Locale): GuideSummary[];
  guide(locale: Locale, slug: string): Guide | undefined;
  /** The guide with this slug (in any language) as published in `locale`: itself or its translation. */
  guideIn(locale: Locale, slug: string): GuideLink | undefined;
  /** The same guide in the other languages it is published in. */
  translationsOf(guide: { slug: string }): Partial<Record<Locale, GuideLink>>;
  places(): ReadonlyMap<string, Place>;
  place(id: string): Place | undefined;
  /** The guides of a language that cover a place, newest first. */
  guidesAt(placeId: string, locale: Locale): GuideSummary[];
  /** The tours that visit a place, in the tours page's order. */
  toursAt(placeId: string): Tour[];
  tours: readonly Tour[];
};

const summaryOf = ({ content: _content, bodyPhotos: _photos, headings: _headings, ...summary }: Guide) =>
  summary satisfies GuideSummary;

const linkOf = ({ slug, href, title }: Guide): GuideLink => ({ slug, href, title });

export function contentGraph(records: ContentRecords, tours: readonly Tour[] = siteTours): ContentGraph {
  const byLocale = new Map<Locale, Guide[]>(
    LOCALES.map((locale) => [locale, records.guides.filter((guide) => guide.locale === locale)]),
  );
  const summaries = new Map<Locale | 'all', GuideSummary[]>();
  const bySlug = new Map(records.guides.map((guide) => [guide.slug, guide]));
  // A guide and its translations share the original's slug as their group.
  const groups = new Map<string, Guide[]>();
  for (const guide of records.guides) {
    const group = guide.translationOf ?? guide.slug;
    groups.set(group, [...(groups.get(group) ?? []), guide]);
  }
  const places = new Map(records.places.map((place) => [place.id, place]));

  const graph: ContentGraph = {
    guides: (locale) => (locale ? (byLocale.get(locale) ?? []) : records.guides),
    summaries(locale) {
      const key = locale ?? 'all';
      if (!summaries.has(key)) summaries.set(key, graph.guides(locale).map(summaryOf));
      return summaries.get(key)!;
    },
    guide: (locale, slug) => {
      const guide = bySlug.get(slug);
      return guide?.locale === locale ? guide : undefined;
    },
    guideIn(locale, slug) {
      const guide = bySlug.get(slug);
      if (!guide) return undefined;
      return guide.locale === locale ? linkOf(guide) : graph.translationsOf(guide)[locale];
    },
    translationsOf(guide) {
      const own = bySlug.get(guide.slug);
      if (!own) return {};
      const group = groups.get(own.translationOf ?? own.slug) ?? [];
      return Object.fromEntries(
        group.filter((other) => other !== own).map((other) => [other.locale, linkOf(other)]),
      );
    },
    places: () => places,
    place: (id) => places.get(id),
    guidesAt: (placeId, locale) =>
      graph.summaries(locale).filter((guide) => guide.places.some((place) => place.id === placeId)),
    toursAt: (placeId) => tours.filter((tour) => (tour.places as readonly string[]).includes(placeId)),
    tours,
  };
  return graph;
}
