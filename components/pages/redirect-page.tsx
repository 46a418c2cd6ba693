import type { Metadata } from 'next';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { RedirectNotice } from '@/components/tours/redirect-notice';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { redirectHref } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site/config';
import { isMappedTour, marketplacePageKind } from '@/lib/tours/affiliate';
import { warnIfPlaceholderIds } from '@/lib/tours/klook';
import { redirectTarget } from '@/lib/tours/redirect';
import { tourName } from '@/lib/tours/tour-text';
import { findTour, tours } from '@/lib/content';

// One static page per tour and language (/redirect/<slug>, /id/redirect/<slug>); any other
// /redirect/* path is answered by the 404 page, which sends the visitor home (lib/site/not-found.ts).

type Props = { params: Promise<{ slug: string }> };

export function redirectRoute(locale: Locale) {
  const t = getTranslator(locale);
  const nameOf = (slug: string) => {
    const tour = findTour(slug);
    return tour && tourName(locale, tour.slug);
  };
  return {
    generateStaticParams: () => tours.map((tour) => ({ slug: tour.slug })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { slug } = await params;
      const name = nameOf(slug) ?? t('redirect.thisTour');
      return pageMetadata({
        locale,
        title: t('redirect.title', { name, site: SITE_NAME }),
        description: t('redirect.description', { name }),
        path: localePath(locale, redirectHref(slug)),
        alternates: everyLanguage(redirectHref(slug)),
        noindex: true,
      });
    },
    Page: async function RedirectPage({ params }: Props) {
      const { slug } = await params;
      warnIfPlaceholderIds();
      return (
        <PageFrame locale={locale} switchTo={samePageIn(locale, redirectHref(slug))}>
          <RedirectNotice
            locale={locale}
            target={redirectTarget(slug, locale)}
            tourName={nameOf(slug) ?? t('redirect.thisTourCapital')}
            marketplacePage={isMappedTour(slug) ? marketplacePageKind(slug) : undefined}
          />
        </PageFrame>
      );
    },
  };
}
