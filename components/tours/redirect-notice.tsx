import { ButtonLink } from '@/components/ui/button-link';
import { REDIRECT_PAGE_ATTRIBUTE } from '@/lib/browser/redirect-page';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { leaveAfterPaintScript, metaRefreshContent, type RedirectTarget } from '@/lib/tours/redirect';

/**
 * The body of /redirect/<slug>. The notice comes first; the inline script after it leaves with
 * location.replace once the notice has been painted (Back skips this page). Without JavaScript, a meta
 * refresh (React hoists it into <head>) leaves a second later; the visible link is the last fallback.
 * A tour without a marketplace page goes home, and never off-site.
 */
export function RedirectNotice({
  locale,
  target,
  tourName,
  marketplacePage,
}: {
  locale: Locale;
  target: RedirectTarget;
  tourName: string;
  /** For a marketplace target: a Klook search for the tour, or the tour's own Klook page. */
  marketplacePage?: 'search' | 'activity';
}) {
  const affiliate = target.kind === 'affiliate';
  const t = getTranslator(locale);
  return (
    <section className="flex min-h-[80svh] items-center bg-forest-900 bg-[radial-gradient(ellipse_at_top_right,var(--color-forest-700),transparent_60%)] px-4 pt-28 pb-20 text-white">
      <meta
        httpEquiv="refresh"
        content={metaRefreshContent(target.url)}
        {...{ [REDIRECT_PAGE_ATTRIBUTE]: '' }}
      />
      <div data-redirect-notice="" className="mx-auto w-full max-w-xl text-center">
        <div
          aria-hidden
          className="mx-auto mb-8 size-12 animate-spin rounded-full border-4 border-white/20 border-t-amber-400 motion-reduce:animate-none"
        />
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('redirect.heading')}</h1>
        {affiliate ? (
          <p className="mt-4 text-lg leading-relaxed text-forest-100">
            {marketplacePage === 'activity'
              ? t('redirect.toActivity', { name: tourName })
              : t('redirect.toSearch', { name: tourName })}{' '}
            {t.rich('redirect.listingNote', {
              link: (words) => (
                <a
                  href={target.url}
                  rel="sponsored nofollow noopener"
                  className="font-semibold text-amber-300 underline decoration-2 underline-offset-4 hover:text-amber-200"
                >
                  {words}
                </a>
              ),
            })}
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg leading-relaxed text-forest-100">
              {t('redirect.home', { name: tourName })}
            </p>
            <div className="mt-8">
              <ButtonLink href={target.url}>{t('redirect.homeLink')}</ButtonLink>
            </div>
          </>
        )}
      </div>
      {/* After the notice, so the notice is parsed (and painted) before the page leaves. */}
      <script dangerouslySetInnerHTML={{ __html: leaveAfterPaintScript(target.url) }} />
    </section>
  );
}
