import { listRoute } from '@/components/guides/list-route';

// Every page of every tag's guide list: /guides/tag/<slug>, /guides/tag/<slug>/page/<n>
// (lib/content/taxonomy.ts, lib/content/listings.ts). Any other path is the 404 page.
export const dynamicParams = false;

const route = listRoute('tag');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
