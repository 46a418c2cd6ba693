import { translatedItineraryPdfRoute } from '@/lib/itineraries/pdf-route';

// Each other language's itinerary PDFs, rendered once at build into
// out/<locale>/downloads/itineraries/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = translatedItineraryPdfRoute();
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
