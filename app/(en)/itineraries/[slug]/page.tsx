import { itineraryRoute } from '@/components/pages/itinerary-pages';

// Only the itineraries in content/itineraries exist; any other path is the 404 page.
export const dynamicParams = false;

const route = itineraryRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
