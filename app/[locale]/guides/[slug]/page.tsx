import { guideRoute } from '@/components/pages/guide-page';
import { translatedRoute } from '@/components/pages/translated-route';

// Only the guides in content/guides written in this language exist; any other path is the 404 page.
export const dynamicParams = false;

const route = translatedRoute(guideRoute);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
