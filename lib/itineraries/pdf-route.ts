import 'server-only';

import type { Locale } from '../i18n/locales';
import { getItineraries } from './itineraries';
import { buildItineraryPdfFor } from './pdf';

// Each itinerary's PDF in a language (app/downloads/itineraries/[file]/route.ts and its /id twin),
// rendered once at build: /downloads/itineraries/<slug>.pdf. The home page's itinerary keeps the
// spec's address instead (routes.itineraryPdf, app/downloads/bandung-3d2n-itinerary.pdf/).

export function itineraryPdfRoute(locale: Locale) {
  const files = () =>
    getItineraries(locale)
      .filter((itinerary) => !itinerary.home)
      .map((itinerary) => ({ file: `${itinerary.slug}.pdf`, itinerary }));
  return {
    generateStaticParams: () => files().map(({ file }) => ({ file })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const match = files().find((candidate) => candidate.file === file);
      if (!match) return new Response('Not found', { status: 404 });
      const bytes = await buildItineraryPdfFor(match.itinerary);
      return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
    },
  };
}
