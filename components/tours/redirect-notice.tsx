import { ButtonLink } from '@/components/ui/button-link';
import { leaveAfterPaintScript, metaRefreshContent, type RedirectTarget } from '@/lib/tours/redirect';

/**
 * The body of /redirect/<slug>. The notice comes first; the inline script after it leaves with
 * location.replace once the notice has been painted (Back skips this page). Without JavaScript, a meta
 * refresh (React hoists it into <head>) leaves a second later; the visible link is the last fallback.
 * A tour without a marketplace page goes home, and never off-site.
 */
export function RedirectNotice({
  target,
  tourName,
  marketplacePage,
}: {
  target: RedirectTarget;
  tourName: string;
  /** For a marketplace target: a Klook search for the tour, or the tour's own Klook page. */
  marketplacePage?: 'search' | 'activity';
}) {
  const affiliate = target.kind === 'affiliate';
  return (
    <section className="flex min-h-[80svh] items-center bg-forest-900 bg-[radial-gradient(ellipse_at_top_right,var(--color-forest-700),transparent_60%)] px-4 pt-28 pb-20 text-white">
      <meta httpEquiv="refresh" content={metaRefreshContent(target.url)} />
      <div data-redirect-notice="" className="mx-auto w-full max-w-xl text-center">
        <div
          aria-hidden
          className="mx-auto mb-8 size-12 animate-spin rounded-full border-4 border-white/20 border-t-amber-400 motion-reduce:animate-none"
        />
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Redirecting...</h1>
        {affiliate ? (
          <p className="mt-4 text-lg leading-relaxed text-forest-100">
            {marketplacePage === 'activity'
              ? `Taking you to the ${tourName} listing on Klook, a travel marketplace.`
              : `Taking you to Klook, a travel marketplace, to see its listings for ${tourName}.`}{' '}
            Each listing is run by its own operator and shows its price, what it includes and how to book. If
            nothing happens,{' '}
            <a
              href={target.url}
              rel="sponsored nofollow noopener"
              className="font-semibold text-amber-300 underline decoration-2 underline-offset-4 hover:text-amber-200"
            >
              click here
            </a>
            .
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg leading-relaxed text-forest-100">
              {tourName} has no Klook listing, so we are taking you to our home page, where you can ask us to
              plan it with you.
            </p>
            <div className="mt-8">
              <ButtonLink href={target.url}>Go to the home page</ButtonLink>
            </div>
          </>
        )}
      </div>
      {/* After the notice, so the notice is parsed (and painted) before the page leaves. */}
      <script dangerouslySetInnerHTML={{ __html: leaveAfterPaintScript(target.url) }} />
    </section>
  );
}
