import { redirectRoute } from '@/components/pages/redirect-page';
import { translatedRoute } from '@/components/pages/translated-route';

// One static page per tour; any other /redirect/* path is the 404 page, which sends the visitor home.
export const dynamicParams = false;

const route = translatedRoute(redirectRoute);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
