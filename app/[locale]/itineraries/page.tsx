import { itinerariesRoute } from '@/components/pages/itinerary-pages';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(itinerariesRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
