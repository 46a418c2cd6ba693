import { listRoute } from '@/components/guides/list-route';

// Every page of every area's guide list: /guides/area/<slug>, /guides/area/<slug>/page/<n>
// (lib/content/taxonomy.ts, lib/content/listings.ts). Any other path is the 404 page.
export const dynamicParams = false;

const route = listRoute('area');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
