import { topicListRoute } from '@/components/pages/guide-list-pages';

// Every page of every tag's guide list (lib/content/taxonomy.ts, lib/content/listings.ts). Any other
// path is the 404 page.
export const dynamicParams = false;

const route = topicListRoute('en', 'tag');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
