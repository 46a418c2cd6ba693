import { placesRoute } from '@/components/pages/place-pages';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(placesRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
