import { localeOfSegment, translatedLocaleParams } from '@/lib/i18n/paths';
import { itineraryPdfResponse } from '@/lib/itineraries/home-pdf';

// The itinerary in each other language, rendered once at build into
// out/<locale>/downloads/bandung-3d2n-itinerary.pdf.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return itineraryPdfResponse(localeOfSegment((await params).locale));
}
