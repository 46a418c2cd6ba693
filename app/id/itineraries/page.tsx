import { itinerariesRoute } from '@/components/pages/itinerary-pages';

const route = itinerariesRoute('id');
export const generateMetadata = route.metadata;
export default route.Page;
