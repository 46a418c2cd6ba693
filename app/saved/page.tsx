import type { Metadata } from 'next';
import { SavedGuides } from '@/components/saved/saved-guides';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';

// The visitor's saved guides (they live in their browser): not for search engines, not in the sitemap.
export const metadata: Metadata = pageMetadata({
  title: `Saved Guides – ${SITE_NAME}`,
  description: 'The Bandung travel guides you saved on this device, ready to read without a connection.',
  path: routes.saved,
  noindex: true,
  followLinks: true,
});

export default function SavedPage() {
  return (
    <>
      <PageHero eyebrow="Saved" title="Your Saved Guides">
        <p>Guides you save are kept on this device, with their photos, so they open without a signal.</p>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <SavedGuides mode="manage" />
      </section>
    </>
  );
}
