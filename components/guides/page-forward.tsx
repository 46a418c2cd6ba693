import { ButtonLink } from '@/components/ui/button-link';
import { REDIRECT_PAGE_ATTRIBUTE } from '@/lib/browser/redirect-page';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { metaRefresh } from '@/lib/routes';

/**
 * A page that only forwards to another: a meta refresh (React hoists it into <head>), no script, and
 * a visible link as the fallback. Its canonical URL is the destination.
 */
export function PageForward({ locale, to, name }: { locale: Locale; to: string; name: string }) {
  const t = getTranslator(locale);
  return (
    <section className="flex min-h-[60svh] items-center bg-forest-900 px-4 pt-28 pb-20 text-white">
      <meta httpEquiv="refresh" content={metaRefresh(0, to)} {...{ [REDIRECT_PAGE_ATTRIBUTE]: '' }} />
      <div className="mx-auto w-full max-w-xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t('guides.movedTitle')}</h1>
        <p className="mt-4 text-lg text-forest-100">{t('guides.movedText', { name })}</p>
        <div className="mt-8">
          <ButtonLink href={to}>{t('guides.movedLink', { name })}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
