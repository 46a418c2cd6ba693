import { savedRoute } from '@/components/pages/device-pages';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(savedRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
