import { redirectRoute } from '@/components/pages/redirect-page';

// One static page per tour; any other /redirect/* path is the 404 page, which sends the visitor home.
export const dynamicParams = false;

const route = redirectRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
