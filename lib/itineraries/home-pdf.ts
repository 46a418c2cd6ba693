import type { Locale } from '../i18n/locales';
import { homeItinerary } from './itineraries';
import { buildItineraryPdfFor } from './pdf';

// The spec's downloadable itinerary, /downloads/bandung-3d2n-itinerary.pdf (and /id/downloads/…):
// the home page's itinerary record printed like every itinerary's PDF (lib/itineraries/pdf.ts).

export { PDF_FONT, PDF_FONT_SCRIPTS } from './pdf';

export const buildItineraryPdf = (locale: Locale) => buildItineraryPdfFor(homeItinerary(locale));

/** The PDF as its route (app/downloads/…, app/[locale]/downloads/…) answers. */
export const itineraryPdfResponse = async (locale: Locale) =>
  new Response(Buffer.from(await buildItineraryPdf(locale)), {
    headers: { 'Content-Type': 'application/pdf' },
  });
