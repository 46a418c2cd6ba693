import 'server-only';

import { contentGraph, type ContentGraph } from './graph';
import { loadContentRecords, projectContent, type ContentRecords } from './load';
import type { Locale } from '../i18n/locales';

// The one door to the site's content: pages, feeds, maps, the GPX/KML files, the sitemap, the share
// images and the PDF ask this module, never a file or a loader. Behind it, every collection (guides
// and their translations, places, tours, taxonomy, facts) is read and checked once per build, with
// every reference between them (./load.ts), and answered as one graph (./graph.ts). Adding a
// collection: docs/architecture.md, "Content".

let current: { records: ContentRecords; graph: ContentGraph } | undefined;

/** The project's content graph: checked once per build (in npm run dev, again when a file changed). */
export function getContent(): ContentGraph {
  const records = projectContent();
  if (current?.records !== records) current = { records, graph: contentGraph(records) };
  return current.graph;
}

/** The guides written in one language, newest first. */
export const getGuides = (locale: Locale) => getContent().guides(locale);
/** The same, without their bodies. */
export const getGuideSummaries = (locale: Locale) => getContent().summaries(locale);
/** Every guide's summary, in every language. */
export const getAllGuideSummaries = () => getContent().summaries();
export const getGuide = (locale: Locale, slug: string) => getContent().guide(locale, slug);
/** A guide (by its slug in any language) as published in `locale`: itself, or its translation. */
export const guideIn = (locale: Locale, slug: string) => getContent().guideIn(locale, slug);
/** The same guide in the other languages it is published in. */
export const translationsOf = (guide: { slug: string }) => getContent().translationsOf(guide);
/** Every place, by id. */
export const getPlaces = () => getContent().places();
export const getPlace = (id: string) => getContent().place(id);
/** The guides of a language that cover a place, newest first. */
export const guidesAt = (placeId: string, locale: Locale) => getContent().guidesAt(placeId, locale);
/** The tours that visit a place, in the tours page's order. */
export const toursAt = (placeId: string) => getContent().toursAt(placeId);

/** The content of another folder (tests, the new-guide script): its records checked, as a graph. */
export const loadContent = (...args: Parameters<typeof loadContentRecords>) =>
  contentGraph(loadContentRecords(...args));
/** Every guide of another folder, checked, in every language, newest first. */
export const loadGuides = (...args: Parameters<typeof loadContentRecords>) =>
  loadContentRecords(...args).guides;

export type { ContentGraph } from './graph';
export type { Guide, GuideLink, GuideSummary } from './guides/types';
export { parseGuide, showsDrafts } from './load';
export { ContentError, type ContentProblem } from './problems';
export { facts, factText, type FactText } from './facts';
export { DAYS, dayRuns, type Day, type OpeningHours } from './places/hours';
export {
  hasCoordinates,
  PLACE_KINDS,
  type GuidePlace,
  type MappedPlace,
  type Place,
  type PlaceKind,
} from './places/schema';
export type { PriceRange, Rupiah } from './places/price';
export type { VisitLength } from './places/visit';
export { placeWords, type PlaceWords } from './places/words';
export {
  AREA_SLUGS,
  areaBySlug,
  areaDescription,
  areaName,
  areas,
  isAreaSlug,
  isTagSlug,
  TAG_SLUGS,
  tagBySlug,
  tagLabel,
  tags,
  type Area,
  type AreaSlug,
  type Tag,
  type TagSlug,
} from './taxonomy';
export { findTour, tours, type Tour, type TourSlug } from './tours';
