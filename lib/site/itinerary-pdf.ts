import type { Locale } from '../i18n/locales';
import { homeItinerary } from '../itineraries/itineraries';
import { buildItineraryPdfFor } from '../itineraries/pdf';

// The spec's downloadable itinerary, /downloads/bandung-3d2n-itinerary.pdf (and /id/downloads/…):
// the home page's itinerary record printed like every itinerary's PDF (lib/itineraries/pdf.ts).

export const buildItineraryPdf = (locale: Locale) => buildItineraryPdfFor(homeItinerary(locale));
