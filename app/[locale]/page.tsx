import { homeRoute } from '@/components/pages/home-page';
import { translatedRoute } from '@/components/pages/translated-route';

const route = translatedRoute(homeRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
