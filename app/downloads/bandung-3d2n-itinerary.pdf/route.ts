import { buildItineraryPdf } from '@/lib/site/itinerary-pdf';

// The itinerary in this language, rendered once at build into out/downloads/bandung-3d2n-itinerary.pdf.
export const dynamic = 'force-static';

export async function GET() {
  const bytes = await buildItineraryPdf('en');
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
}
