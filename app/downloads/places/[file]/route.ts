import { placesFileRoute } from '@/lib/places/places-file-route';

// This language's places files (GPX and KML), rendered once at build into out/downloads/places/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = placesFileRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
