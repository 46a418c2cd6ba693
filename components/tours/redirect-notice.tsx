import { ButtonLink } from '@/components/ui/button-link';
import { replaceLocationScript, type RedirectTarget } from '@/lib/tours/redirect';

/**
 * The body of /redirect/<slug>. An inline script leaves at once with location.replace (Back skips
 * this page). For the marketplace, a meta refresh does the same without
 * JavaScript (React hoists the <meta> into <head>); the visible link is the last fallback. A tour
 * without a marketplace page goes home, and never off-site.
 */
export function RedirectNotice({ target, tourName }: { target: RedirectTarget; tourName: string }) {
  const affiliate = target.kind === 'affiliate';
  return (
    <section className="flex min-h-[80svh] items-center bg-forest-900 bg-[radial-gradient(ellipse_at_top_right,var(--color-forest-700),transparent_60%)] px-4 pt-28 pb-20 text-white">
      {affiliate && <meta httpEquiv="refresh" content={`0;url=${target.url}`} />}
      <script dangerouslySetInnerHTML={{ __html: replaceLocationScript(target.url) }} />
      <div className="mx-auto w-full max-w-xl text-center">
        <div
          aria-hidden
          className="mx-auto mb-8 size-12 animate-spin rounded-full border-4 border-white/20 border-t-amber-400 motion-reduce:animate-none"
        />
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Redirecting...</h1>
        {affiliate ? (
          <p className="mt-4 text-lg leading-relaxed text-forest-100">
            Taking you to {tourName} on Klook, our booking partner. If nothing happens,{' '}
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
              {tourName} is arranged with us directly. Taking you to the home page.
            </p>
            <div className="mt-8">
              <ButtonLink href={target.url}>Go to the home page</ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
