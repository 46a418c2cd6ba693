import { toursRoute } from '@/components/pages/tours-page';

const route = toursRoute('id');
export const metadata = route.metadata;
export default route.Page;
