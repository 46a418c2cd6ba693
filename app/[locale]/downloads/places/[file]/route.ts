import { translatedPlacesFileRoute } from '@/lib/places/places-file-route';

// Each other language's places files (GPX and KML), rendered once at build into
// out/<locale>/downloads/places/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = translatedPlacesFileRoute();
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
