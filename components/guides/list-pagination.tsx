import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { listingPageHref, pageCount, pageLinks, type Listing } from '@/lib/content/listings';
import { formatNumber } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';

// Numbered links between the pages of a guide list (styles: page-links in app/globals.css); the
// current page is a marked link (aria-current="page"), not a dead end.

const step =
  'inline-flex min-h-11 items-center gap-1 rounded-pill px-4 font-bold text-strong ring-1 ring-line/15 hover:bg-tint';

export function ListPagination({ listing, page }: { listing: Listing; page: number }) {
  const total = pageCount(listing);
  if (total < 2) return null;
  const href = (n: number) => listingPageHref(listing, n);
  const t = getTranslator(listing.locale);
  return (
    <nav aria-label={t('guides.pagesNav')} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
        {page > 1 && (
          <Link href={href(page - 1)} rel="prev" className={step}>
            <Icon name="arrowLeft" className="size-4" />
            {t('guides.previous')}
          </Link>
        )}
        <ol className="page-links flex flex-wrap items-center gap-1">
          {pageLinks(page, total).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-subtle">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  href={href(n)}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('guides.pageLabel', { page: formatNumber(listing.locale, n) })}
                >
                  {formatNumber(listing.locale, n)}
                </Link>
              </li>
            ),
          )}
        </ol>
        {page < total && (
          <Link href={href(page + 1)} rel="next" className={step}>
            {t('guides.next')}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
