import type { SavedGuideVersions } from '../browser/saved-versions';
import { localeSettings, type Locale } from '../i18n/locales';
import { getGuide, type GuideSummary } from './guides';
import { areaBySlug } from './taxonomy';

/**
 * A guide and its published translations as the saved list records them (lib/browser/saved-versions.ts):
 * by language tag, each version's title, address, area and read time in its own language.
 */
export function savedVersions(
  guide: Pick<GuideSummary, 'locale' | 'title' | 'href' | 'area' | 'readTime'> &
    Partial<Pick<GuideSummary, 'translations'>>,
): SavedGuideVersions {
  const version = (locale: Locale, title: string, href: string, readTime?: string) => [
    localeSettings[locale].tag,
    { title, href, area: areaBySlug(guide.area).name[locale], ...(readTime ? { readTime } : {}) },
  ];
  const translations = Object.entries(guide.translations ?? {}).map(([locale, translation]) =>
    version(
      locale as Locale,
      translation.title,
      translation.href,
      getGuide(locale as Locale, translation.slug)?.readTime,
    ),
  );
  return Object.fromEntries([
    version(guide.locale, guide.title, guide.href, guide.readTime),
    ...translations,
  ]);
}
