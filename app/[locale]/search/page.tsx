import { searchRoute } from '@/components/pages/search-page';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(searchRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
