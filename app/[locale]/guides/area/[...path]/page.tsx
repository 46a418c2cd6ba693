import { topicListRoute } from '@/components/pages/guide-list-pages';
import { translatedRoute } from '@/components/pages/translated-route';

// Every page of every area's guide list (lib/content/listings.ts). Any other path is the 404 page.
export const dynamicParams = false;

const route = translatedRoute((locale) => topicListRoute(locale, 'area'));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
