import { ButtonLink } from '@/components/ui/button-link';
import { metaRefresh } from '@/lib/routes';

/**
 * A page that only forwards to another: a meta refresh (React hoists it into <head>), no script, and
 * a visible link as the fallback. Its canonical URL is the destination.
 */
export function PageForward({ to, name }: { to: string; name: string }) {
  return (
    <section className="flex min-h-[60svh] items-center bg-forest-900 px-4 pt-28 pb-20 text-white">
      <meta httpEquiv="refresh" content={metaRefresh(0, to)} />
      <div className="mx-auto w-full max-w-xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">This page has moved</h1>
        <p className="mt-4 text-lg text-forest-100">Taking you to {name}.</p>
        <div className="mt-8">
          <ButtonLink href={to}>Go to {name}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
