import { itineraryPdfRoute } from '@/lib/itineraries/pdf-route';

// This language's itinerary PDFs, rendered once at build into out/downloads/itineraries/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = itineraryPdfRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
