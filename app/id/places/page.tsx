import { placesRoute } from '@/components/pages/place-pages';

const route = placesRoute('id');
export const generateMetadata = route.metadata;
export default route.Page;
