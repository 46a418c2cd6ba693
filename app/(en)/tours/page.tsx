import { toursRoute } from '@/components/pages/tours-page';

const route = toursRoute('en');
export const metadata = route.metadata;
export default route.Page;
