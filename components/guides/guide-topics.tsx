import Link from 'next/link';
import { cn } from '@/lib/cn';
import { areaBySlug, tagBySlug, type AreaSlug, type TagSlug } from '@/lib/content/taxonomy';
import { areaHref, tagHref } from '@/lib/routes';

// A guide's area and tags as links to their lists. Styles sit on the list (child selectors), so each
// of the twelve cards on a list page adds only its links' words and addresses to the page.

const variants = {
  /** On a white card; above the card's whole-card link (z-10), so each topic is its own target. */
  card: 'relative z-10 mt-3 text-xs [&_a]:bg-forest-50 [&_a]:text-forest-800 [&_a:hover]:bg-amber-100 [&_a:hover]:text-amber-900',
  /** On the article's dark photo banner. */
  hero: 'mt-5 text-sm [&_a]:bg-white/15 [&_a]:text-white [&_a]:ring-1 [&_a]:ring-white/40 [&_a:hover]:bg-amber-400 [&_a:hover]:text-forest-950',
} as const;

/**
 * The article variant also tells the search index (scripts/build/search-index.mjs) the guide's area
 * and tags, as Pagefind metadata and filters; cards never do, since a page's "More Travel Guides"
 * cards would otherwise lend it their topics.
 */
export function GuideTopics({
  guide,
  variant,
}: {
  guide: { area: AreaSlug; tags: readonly TagSlug[] };
  variant: keyof typeof variants;
}) {
  const area = areaBySlug(guide.area);
  const index = variant === 'hero';
  return (
    <ul
      aria-label="Area and topics"
      className={cn(
        'flex flex-wrap gap-2 font-semibold [&_a]:inline-flex [&_a]:min-h-6 [&_a]:items-center [&_a]:gap-1 [&_a]:rounded-pill [&_a]:px-2.5 [&_a]:py-0.5',
        variants[variant],
      )}
    >
      <li>
        <Link
          href={areaHref(area.slug)}
          {...(index ? { 'data-pagefind-filter': 'area', 'data-pagefind-meta': 'area' } : {})}
        >
          {area.name}
        </Link>
      </li>
      {guide.tags.map((slug) => (
        <li key={slug}>
          <Link href={tagHref(slug)} {...(index ? { 'data-pagefind-filter': 'tag' } : {})}>
            {tagBySlug(slug).label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
