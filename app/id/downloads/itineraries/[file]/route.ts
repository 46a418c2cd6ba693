import { itineraryPdfRoute } from '@/lib/itineraries/pdf-route';

// This language's itinerary PDFs, rendered once at build into out/id/downloads/itineraries/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = itineraryPdfRoute('id');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
