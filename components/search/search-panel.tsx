import { Icon } from '@/components/ui/icon';
import { SEARCH_TYPES } from '@/lib/browser/search-types';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

// The search form and where its results go. A plain GET form (name="q"), so it is a working form
// without JavaScript too; components/behaviors/search.ts searches in place, fills the list from the
// <template> and announces the count in the status region, which is always present so screen readers
// hear every change. The messages the behaviour shows are rendered here, in the page's language, as
// data-msg-* attributes (lib/browser/messages.ts).

export function SearchPanel({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <section
      data-search=""
      data-msg-results-one={t.raw('search.resultsOne')}
      data-msg-results-other={t.raw('search.resultsOther')}
      data-msg-no-results={t.raw('search.noResults')}
      data-msg-failed={t('search.failed')}
      {...Object.fromEntries(
        SEARCH_TYPES.map((type) => [`data-msg-type-${type}`, t(`search.typeLabels.${type}`)]),
      )}
      className="mx-auto max-w-3xl px-4 pt-12 pb-6 sm:px-6"
    >
      <form role="search" action={localePath(locale, routes.search)} method="get">
        <label htmlFor="search-query" className="block text-lg font-bold text-heading">
          {t('search.label')}
        </label>
        <div className="mt-3 flex gap-2">
          <input
            id="search-query"
            name="q"
            type="search"
            // Focused on arrival, without a script: the page is for searching (the skip link and the
            // navigation still come first for a keyboard that goes back).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            className="min-h-12 min-w-0 flex-1 rounded-pill bg-card px-5 text-base text-ink shadow-card ring-1 ring-line/20 placeholder:text-ink-subtle focus:ring-2 focus:ring-strong-soft focus:outline-none"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-forest-800 px-5 font-bold text-white hover:bg-forest-700"
          >
            <Icon name="search" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
          </button>
        </div>
      </form>
      <noscript>
        <p className="mt-4 text-ink-muted">{t('search.noScript')}</p>
      </noscript>
      {/* With a query in the address (BOOT_SCRIPT marks <html data-query>), the results' room is kept
          from the first paint, so the lists below never move when the results arrive. */}
      <div className="[html[data-query]_&]:min-h-svh">
        <p
          role="status"
          aria-live="polite"
          data-search-status=""
          className="mt-4 font-semibold text-strong empty:sr-only"
        />
        {/* What kind of result to show (Pagefind's type filter): shown once a search has results. */}
        <div
          data-search-filters=""
          role="group"
          aria-label={t('search.filterLabel')}
          hidden
          className="mt-4 flex flex-wrap gap-2"
        >
          {(['all', ...SEARCH_TYPES] as const).map((type) => (
            <button
              key={type}
              type="button"
              data-search-type={type === 'all' ? '' : type}
              aria-pressed={type === 'all' ? 'true' : 'false'}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-card px-4 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint aria-pressed:bg-forest-900 aria-pressed:text-white"
            >
              {t(`search.types.${type}`)} <span data-search-type-count="" className="font-normal" />
            </button>
          ))}
        </div>
        <h2 id="search-results-heading" className="sr-only">
          {t('search.resultsHeading')}
        </h2>
        <ol data-search-results="" aria-labelledby="search-results-heading" className="mt-4 space-y-4" />
        <button
          type="button"
          data-search-more=""
          hidden
          className="mt-6 inline-flex min-h-12 items-center rounded-pill bg-card px-6 font-bold text-strong ring-1 ring-line/15 hover:bg-tint"
        >
          {t('search.showMore')}
        </button>
      </div>
      {/* One result; the behaviour clones it for each and fills the slots with text only. */}
      <template data-search-template="">
        <li className="relative rounded-card bg-card p-5 shadow-card ring-1 ring-line/5 hover:shadow-lift">
          <p data-slot="type" className="text-xs font-bold tracking-wider text-link uppercase" />
          <h3 className="text-lg leading-snug font-bold text-heading">
            {/* Address and text are filled in per result. */}
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */}
            <a data-slot="link" className="after:absolute after:inset-0 after:content-['']" />
          </h3>
          <p
            data-slot="excerpt"
            className="mt-2 text-sm leading-relaxed text-ink-muted [&_mark]:rounded [&_mark]:bg-highlight-strong [&_mark]:px-0.5 [&_mark]:text-heading"
          />
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold text-ink-subtle">
            {/* Each hidden when the result has none (a tour has no area, only guides a read time). */}
            <span className="inline-flex items-center gap-1">
              <Icon name="mapPin" className="size-3.5" />
              <span data-slot="area" />
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-3.5" />
              <span data-slot="readTime" />
            </span>
          </p>
        </li>
      </template>
    </section>
  );
}
