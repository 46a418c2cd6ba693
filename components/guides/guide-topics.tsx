import Link from 'next/link';
import { cn } from '@/lib/cn';
import { areaBySlug, areaName, type AreaSlug, tagLabel, type TagSlug } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { areaHref, tagHref } from '@/lib/routes';

// A guide's area and tags as links to their lists. Styles sit on the list (the topic-chips utilities
// in app/globals.css), so each of the twelve cards on a list page adds little beyond its links.

const variants = {
  /** On a white card; above the card's whole-card link (z-10), so each topic is its own target. */
  card: 'topic-chips-light relative z-10 mt-3 text-xs',
  /** On the article's dark photo banner. */
  hero: 'topic-chips-dark mt-5 text-sm',
} as const;

/**
 * The article variant also tells the search index (scripts/build/search.mjs) the guide's area
 * and tags, as Pagefind metadata and filters; cards never do, since a page's "More Travel Guides"
 * cards would otherwise lend it their topics.
 */
export function GuideTopics({
  guide,
  variant,
}: {
  guide: { area: AreaSlug; tags: readonly TagSlug[]; locale: Locale };
  variant: keyof typeof variants;
}) {
  const { locale } = guide;
  const area = areaBySlug(guide.area);
  const index = variant === 'hero';
  return (
    <ul
      aria-label={getTranslator(locale)('guide.topics')}
      className={cn('topic-chips flex flex-wrap gap-2 font-semibold', variants[variant])}
    >
      <li>
        <Link
          href={localePath(locale, areaHref(area.slug))}
          {...(index ? { 'data-pagefind-filter': 'area', 'data-pagefind-meta': 'area' } : {})}
        >
          {areaName(locale, area.slug)}
        </Link>
      </li>
      {guide.tags.map((slug) => (
        <li key={slug}>
          <Link
            href={localePath(locale, tagHref(slug))}
            {...(index ? { 'data-pagefind-filter': 'tag' } : {})}
          >
            {tagLabel(locale, slug)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
