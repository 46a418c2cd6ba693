import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { documentViewport, SiteDocument } from '@/components/layout/site-document';
import './globals.css';

// The export's single 404 page (out/404.html), for every unknown path in every language: the site
// has a root layout per language, so the 404 page is a document of its own (Next's global not-found,
// next.config.ts). It starts in English; its script switches to the path's language before first paint.
export const metadata = notFoundMetadata;
export const viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage />
    </SiteDocument>
  );
}
