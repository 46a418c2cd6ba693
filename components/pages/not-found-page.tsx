import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { samePageIn } from '@/components/layout/language-switch';
import { PageMain, SkipLink } from '@/components/layout/page-frame';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ButtonLink } from '@/components/ui/button-link';
import { DEFAULT_LOCALE, LOCALES, localeSettings, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { NOT_FOUND_SCRIPT, notFoundTitles, type NotFoundKind } from '@/lib/site/not-found';

// The export's single 404 page (app/global-not-found.tsx): every language's frame with its four
// views; NOT_FOUND_SCRIPT shows the language and view the path asks for before first paint
// (lib/site/not-found.ts, app/globals.css). It has no canonical URL and stays out of search results.

export const notFoundMetadata: Metadata = pageMetadata({
  locale: DEFAULT_LOCALE,
  title: notFoundTitles(DEFAULT_LOCALE).general,
  description: getTranslator(DEFAULT_LOCALE)('notFound.description'),
  path: null,
  noindex: true,
  followLinks: true,
});

function View({
  kind,
  title,
  text,
  children,
}: {
  kind: NotFoundKind;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div data-not-found-view={kind} className="mx-auto max-w-xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-forest-100">{text}</p>
      {children}
    </div>
  );
}

const buttons = 'mt-8 flex flex-col justify-center gap-3 sm:flex-row';

/** One language's views. */
function NotFoundViews({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const at = (path: string) => localePath(locale, path);
  return (
    <section className="flex min-h-[80svh] items-center bg-forest-900 px-4 pt-28 pb-20 text-white">
      <div className="w-full">
        <View kind="list" title={t('notFound.listTitle')} text={t('notFound.listText')}>
          <div className={buttons}>
            <ButtonLink href={at(routes.guides)}>{t('notFound.browseAll')}</ButtonLink>
            <ButtonLink href={at(routes.search)} variant="secondary">
              {t('notFound.searchGuides')}
            </ButtonLink>
          </div>
        </View>
        <View kind="guide" title={t('notFound.guideTitle')} text={t('notFound.guideText')}>
          <div className={buttons}>
            <ButtonLink href={at(routes.home)}>{t('notFound.returnHome')}</ButtonLink>
            <ButtonLink href={at(routes.guides)} variant="secondary">
              {t('notFound.browseAll')}
            </ButtonLink>
          </div>
        </View>
        <View kind="redirect" title={t('notFound.redirectTitle')} text={t('notFound.redirectText')}>
          <div className="mt-8">
            <ButtonLink href={at(routes.home)}>{t('notFound.goHome')}</ButtonLink>
          </div>
        </View>
        <View kind="general" title={t('notFound.generalTitle')} text={t('notFound.generalText')}>
          <div className={buttons}>
            <ButtonLink href={at(routes.home)}>{t('notFound.returnHome')}</ButtonLink>
            <ButtonLink href={at(routes.guides)} variant="secondary">
              {t('notFound.travelGuides')}
            </ButtonLink>
            <ButtonLink href={at(routes.tours)} variant="secondary">
              {t('notFound.bandungTours')}
            </ButtonLink>
          </div>
        </View>
      </div>
    </section>
  );
}

/** Each language's version of a part of the page; the script shows one (app/globals.css). */
function PerLanguage({ children }: { children: (locale: Locale) => ReactNode }) {
  return LOCALES.map((locale) => (
    <div key={locale} data-not-found-frame={locale} lang={localeSettings[locale].tag}>
      {children(locale)}
    </div>
  ));
}

/**
 * The 404 page's body: the script, then each language's skip link and navigation bar, one <main>
 * with each language's views, and each language's footer (one language shows).
 */
export function NotFoundPage() {
  return (
    <>
      {/* Chooses the language and the view before they are painted: no flash of the wrong message. */}
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
      <PerLanguage>
        {(locale) => (
          <>
            <SkipLink locale={locale} />
            <SiteHeader locale={locale} switchTo={samePageIn(locale, routes.home)} />
          </>
        )}
      </PerLanguage>
      <PageMain>
        <PerLanguage>{(locale) => <NotFoundViews locale={locale} />}</PerLanguage>
      </PageMain>
      <PerLanguage>{(locale) => <SiteFooter locale={locale} />}</PerLanguage>
    </>
  );
}
