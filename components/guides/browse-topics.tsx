import Link from 'next/link';
import type { Listing } from '@/lib/content/listings';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

// Links to every area and tag that has guides, with how many: the way from any guide list to the
// others. Styles sit on the lists (browse-chips in app/globals.css) to keep the markup small.

function Group({ title, lists, current }: { title: string; lists: Listing[]; current?: string }) {
  const shown = lists.filter((list) => list.guides.length > 0);
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-bold tracking-widest text-link uppercase">{title}</h3>
      <ul className="mt-2 browse-chips flex flex-wrap gap-2 text-sm font-semibold">
        {shown.map((list) => (
          <li key={list.path}>
            <Link href={list.path} aria-current={list.path === current ? 'page' : undefined}>
              {list.name} <span>({list.guides.length})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Browse by area" and "Browse by interest", then the way to every place (/places); `current` marks
 * the list being shown.
 */
export function BrowseTopics({
  locale,
  areas,
  tags,
  current,
}: {
  locale: Locale;
  areas: Listing[];
  tags: Listing[];
  current?: string;
}) {
  const t = getTranslator(locale);
  return (
    <section aria-labelledby="browse-topics-heading" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
      <h2 id="browse-topics-heading" className="sr-only">
        {t('guides.browseHeading')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <Group title={t('guides.byArea')} lists={areas} current={current} />
        <Group title={t('guides.byInterest')} lists={tags} current={current} />
      </div>
      <p className="mt-4 text-base">
        {t('guides.byPlace')}{' '}
        <Link
          href={localePath(locale, routes.places)}
          className="font-bold text-strong underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link"
        >
          {t('placePages.allPlaces')}
        </Link>
      </p>
    </section>
  );
}
