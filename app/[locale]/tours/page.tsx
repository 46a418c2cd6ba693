import { toursRoute } from '@/components/pages/tours-page';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(toursRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
