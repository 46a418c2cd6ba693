import Link from 'next/link';
import type { GuideSummary } from '@/lib/content/guides';
import type { Listing } from '@/lib/content/listings';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';

// Every area and every interest that has guides, each with its newest guides and a link to its whole
// list: what /search offers without JavaScript, and a way to browse with it. At most
// GUIDES_PER_TOPIC links each, so the page stays the same size however many guides there are.

export const GUIDES_PER_TOPIC = 5;

function Topic({ listing }: { listing: Listing<GuideSummary> }) {
  const count = listing.guides.length;
  const t = getTranslator(listing.locale);
  return (
    <li className="rounded-card bg-card p-5 shadow-card ring-1 ring-line/5">
      <h3 className="text-lg font-bold text-heading">
        <Link href={listing.path} className="hover:text-link">
          {listing.name}
        </Link>{' '}
        <span className="text-sm font-semibold text-ink-subtle">{t('search.guideCount', { count })}</span>
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {listing.guides.slice(0, GUIDES_PER_TOPIC).map((guide) => (
          <li key={guide.slug}>
            <Link
              href={guide.href}
              className="font-semibold text-link underline decoration-link/40 underline-offset-2 hover:text-link-hover"
            >
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
      {count > GUIDES_PER_TOPIC && (
        <p className="mt-3 text-sm">
          <Link href={listing.path} className="font-bold text-strong-soft hover:text-link">
            {t('search.seeAll', { count: formatNumber(listing.locale, count), name: listing.name })}
          </Link>
        </p>
      )}
    </li>
  );
}

function Group({ id, title, lists }: { id: string; title: string; lists: Listing<GuideSummary>[] }) {
  const shown = lists.filter((listing) => listing.guides.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-heading">
        {title}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {shown.map((listing) => (
          <Topic key={listing.path} listing={listing} />
        ))}
      </ul>
    </section>
  );
}

export function TopicDirectory({
  locale,
  areas,
  tags,
}: {
  locale: Locale;
  areas: Listing<GuideSummary>[];
  tags: Listing<GuideSummary>[];
}) {
  const t = getTranslator(locale);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <Group id="browse-areas-heading" title={t('search.browseAreas')} lists={areas} />
      <Group id="browse-tags-heading" title={t('search.browseTags')} lists={tags} />
    </div>
  );
}
