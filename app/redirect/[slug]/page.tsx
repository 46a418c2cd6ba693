import type { Metadata } from 'next';
import { RedirectNotice } from '@/components/tours/redirect-notice';
import { warnIfPlaceholderIds } from '@/lib/tours/klook';
import { pageMetadata } from '@/lib/seo/metadata';
import { redirectTarget } from '@/lib/tours/redirect';
import { isMappedTour, marketplacePageKind } from '@/lib/tours/affiliate';
import { redirectHref } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site/config';
import { findTour, tours } from '@/lib/tours/tours';

// One static page per tour; any other /redirect/* path is answered by the 404 page, which sends the
// visitor home (lib/site/not-found.ts).
export const dynamicParams = false;

export const generateStaticParams = () => tours.map((tour) => ({ slug: tour.slug }));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const name = findTour(slug)?.name ?? 'this tour';
  return pageMetadata({
    title: `Redirecting to ${name} – ${SITE_NAME}`,
    description: `Taking you to ${name}.`,
    path: redirectHref(slug),
    noindex: true,
  });
}

export default async function RedirectPage({ params }: Props) {
  const { slug } = await params;
  warnIfPlaceholderIds();
  return (
    <RedirectNotice
      target={redirectTarget(slug)}
      tourName={findTour(slug)?.name ?? 'This tour'}
      marketplacePage={isMappedTour(slug) ? marketplacePageKind(slug) : undefined}
    />
  );
}
