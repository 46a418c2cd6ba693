import { searchRoute } from '@/components/pages/search-page';

const route = searchRoute('id');
export const metadata = route.metadata;
export default route.Page;
