import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { itineraryPdfResponse } from '@/lib/itineraries/home-pdf';

// The itinerary in the first language, rendered once at build into out/downloads/bandung-3d2n-itinerary.pdf.
export const dynamic = 'force-static';

export const GET = () => itineraryPdfResponse(DEFAULT_LOCALE);
