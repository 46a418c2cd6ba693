import type { Metadata } from 'next';
import type { ReactNode } from 'react';
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

type DevicePage = 'saved' | 'offline';

/** The metadata of /saved or /offline in one language: not for search engines, links followed. */
function deviceMetadata(locale: Locale, page: DevicePage): Metadata {
  const t = getTranslator(locale);
  return pageMetadata({
    locale,
    title: t(`${page}.title`, { site: SITE_NAME }),
    description: t(`${page}.description`),
    path: localePath(locale, routes[page]),
    alternates: everyLanguage(routes[page]),
    noindex: true,
    followLinks: true,
  });
}

/** The frame both pages share: the dark banner (the navigation bar's white brand and icons sit on it). */
function DeviceFrame({ locale, page, children }: { locale: Locale; page: DevicePage; children: ReactNode }) {
  const t = getTranslator(locale);
  return (
    <PageFrame locale={locale} switchTo={samePageIn(locale, routes[page])}>
      <PageHero eyebrow={t(`${page}.eyebrow`)} title={t(`${page}.heading`)}>
        <p>{t(`${page}.intro`)}</p>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</section>
    </PageFrame>
  );
}

/** /saved and /id/saved. */
export function savedRoute(locale: Locale) {
  function SavedPage() {
    return (
      <DeviceFrame locale={locale} page="saved">
        <SavedGuides mode="manage" locale={locale} />
      </DeviceFrame>
    );
  }

  return { metadata: deviceMetadata(locale, 'saved'), Page: SavedPage };
}

/** /offline and /id/offline, precached with the shell. */
export function offlineRoute(locale: Locale) {
  const t = getTranslator(locale);

  function OfflinePage() {
    return (
      <DeviceFrame locale={locale} page="offline">
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
            className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-card px-6 font-bold text-strong ring-1 ring-line/15 hover:bg-tint"
          >
            <Icon name="bookmark" className="size-5" />
            {t('offline.allSaved')}
          </Link>
        </div>
        {/* Below the buttons, so they stay put while the list fills in. */}
        <div className="mt-10">
          <SavedGuides mode="offline" locale={locale} />
        </div>
      </DeviceFrame>
    );
  }

  return { metadata: deviceMetadata(locale, 'offline'), Page: OfflinePage };
}
