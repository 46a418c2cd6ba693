import type { Metadata } from 'next';
import Link from 'next/link';
import { SavedGuides } from '@/components/saved/saved-guides';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';

// What the service worker (service-worker/sw.ts) shows for a page the visitor never opened while
// online, when the network is gone: precached with the shell, at the address they asked for.
export const metadata: Metadata = pageMetadata({
  title: `You're Offline – ${SITE_NAME}`,
  description: 'No connection: the guides saved on this device still open.',
  path: routes.offline,
  noindex: true,
  followLinks: true,
});

export default function OfflinePage() {
  return (
    <>
      {/* The dark banner of the other pages: the navigation bar's white brand and icons sit on it. */}
      <PageHero eyebrow="No connection" title="You're offline">
        <p>
          This page isn&apos;t saved on this device, and there is no connection to fetch it. The guides you
          saved open without one: they are listed below.
        </p>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            data-retry=""
            className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-amber-400 px-6 font-bold text-forest-950 hover:bg-amber-300"
          >
            <Icon name="rotateCw" className="size-5" />
            Try again
          </button>
          <Link
            href={routes.saved}
            className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-white px-6 font-bold text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50"
          >
            <Icon name="bookmark" className="size-5" />
            All saved guides
          </Link>
        </div>
        {/* Below the buttons, so they stay put while the list fills in. */}
        <div className="mt-10">
          <SavedGuides mode="offline" />
        </div>
      </section>
    </>
  );
}
