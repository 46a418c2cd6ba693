import { guidesRoute } from '@/components/pages/guide-list-pages';
import { translatedRoute } from '@/components/pages/translated-route';

// The first page of every guide; later pages are ./page/[n].
const route = translatedRoute(guidesRoute);
export const generateMetadata = route.generateMetadata;
export default route.Page;
