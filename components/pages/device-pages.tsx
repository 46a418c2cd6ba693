import type { Metadata } from 'next';
import Link from 'next/link';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { SavedGuides } from '@/components/saved/saved-guides';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site/config';

// The pages that belong to the visitor's device, in each language: /saved (the guides they saved, in
// their browser) and /offline (what the service worker, service-worker/sw.ts, shows for a page never
// opened online when the network is gone, at the address asked for). Not for search engines, not in
// the sitemap.

/** /saved and /id/saved. */
export function savedRoute(locale: Locale) {
  const t = getTranslator(locale);
  const metadata: Metadata = pageMetadata({
    locale,
    title: t('saved.title', { site: SITE_NAME }),
    description: t('saved.description'),
    path: localePath(locale, routes.saved),
    alternates: everyLanguage(routes.saved),
    noindex: true,
    followLinks: true,
  });

  function SavedPage() {
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.saved)}>
        <PageHero eyebrow={t('saved.eyebrow')} title={t('saved.heading')}>
          <p>{t('saved.intro')}</p>
        </PageHero>
        <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <SavedGuides mode="manage" locale={locale} />
        </section>
      </PageFrame>
    );
  }

  return { metadata, Page: SavedPage };
}

/** /offline and /id/offline, precached with the shell. */
export function offlineRoute(locale: Locale) {
  const t = getTranslator(locale);
  const metadata: Metadata = pageMetadata({
    locale,
    title: t('offline.title', { site: SITE_NAME }),
    description: t('offline.description'),
    path: localePath(locale, routes.offline),
    alternates: everyLanguage(routes.offline),
    noindex: true,
    followLinks: true,
  });

  function OfflinePage() {
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.offline)}>
        {/* The dark banner of the other pages: the navigation bar's white brand and icons sit on it. */}
        <PageHero eyebrow={t('offline.eyebrow')} title={t('offline.heading')}>
          <p>{t('offline.intro')}</p>
        </PageHero>
        <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              data-retry=""
              className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-amber-400 px-6 font-bold text-forest-950 hover:bg-amber-300"
            >
              <Icon name="rotateCw" className="size-5" />
              {t('offline.tryAgain')}
            </button>
            <Link
              href={localePath(locale, routes.saved)}
              className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-white px-6 font-bold text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50"
            >
              <Icon name="bookmark" className="size-5" />
              {t('offline.allSaved')}
            </Link>
          </div>
          {/* Below the buttons, so they stay put while the list fills in. */}
          <div className="mt-10">
            <SavedGuides mode="offline" locale={locale} />
          </div>
        </section>
      </PageFrame>
    );
  }

  return { metadata, Page: OfflinePage };
}
