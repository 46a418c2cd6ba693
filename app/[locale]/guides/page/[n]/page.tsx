import { guidesLaterPagesRoute } from '@/components/pages/guide-list-pages';
import { translatedRoute } from '@/components/pages/translated-route';

// The later pages of every guide (and page 1, which forwards to the list). Any other number is the 404 page.
export const dynamicParams = false;

const route = translatedRoute(guidesLaterPagesRoute);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
