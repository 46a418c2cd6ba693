import { placeRoute } from '@/components/pages/place-pages';
import { translatedRoute } from '@/components/pages/translated-route';

// Only the places in content/places exist; any other path is the 404 page.
export const dynamicParams = false;

const route = translatedRoute(placeRoute);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
