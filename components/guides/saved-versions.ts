import type { SavedGuideVersions } from '@/lib/browser/saved-versions';
import { areaName, getGuide, translationsOf, type GuideSummary } from '@/lib/content';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { guideLabels } from './guide-labels';

// A guide and its published translations as the saved list records them (lib/browser/saved-versions.ts):
// by language tag, each version's title, address, area and read time in its own language, made when
// the page renders.

/**
 * What the saved list shows of a guide: its words make its read time; anything else saved with the
 * guides (an itinerary) gives the label of its length itself ("3 days").
 */
export type VersionedGuide = Pick<GuideSummary, 'slug' | 'locale' | 'title' | 'href' | 'area'> &
  (Pick<GuideSummary, 'date' | 'updated' | 'words'> | { readTime: string });

/** The length the saved list shows for it. */
export const readTimeOf = (guide: VersionedGuide) =>
  'readTime' in guide ? guide.readTime : guideLabels(guide).readTime;

export function savedVersions(guide: VersionedGuide): SavedGuideVersions {
  const version = (locale: Locale, title: string, href: string, readTime?: string) => [
    localeSettings[locale].tag,
    { title, href, area: areaName(locale, guide.area), ...(readTime ? { readTime } : {}) },
  ];
  const translations = Object.entries(translationsOf(guide)).map(([locale, translation]) => {
    const published = getGuide(locale as Locale, translation.slug);
    return version(
      locale as Locale,
      translation.title,
      translation.href,
      published && guideLabels(published).readTime,
    );
  });
  return Object.fromEntries([
    version(guide.locale, guide.title, guide.href, readTimeOf(guide)),
    ...translations,
  ]);
}
