import { itinerariesRoute } from '@/components/pages/itinerary-pages';

const route = itinerariesRoute('en');
export const generateMetadata = route.metadata;
export default route.Page;
