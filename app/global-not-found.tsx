import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { documentViewport, SiteDocument } from '@/components/layout/site-document';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { rootMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import './globals.css';

// The export's single 404 page (out/404.html), for every unknown path in every language: the site
// has a root layout per language, so the 404 page is a document of its own (Next's global not-found,
// next.config.ts). It starts in the first language; its script switches to the path's language before first paint.
// The root layouts' metadata (icons, feed) does not reach this document: it names it itself, or a
// browser asks for /favicon.ico, which the site does not have, and logs a 404 on the way.
export const metadata = { ...rootMetadata(DEFAULT_LOCALE), ...notFoundMetadata };
export const viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale={DEFAULT_LOCALE} head={<link rel="stylesheet" href={routes.notFoundFrames} />}>
      <NotFoundPage />
    </SiteDocument>
  );
}
