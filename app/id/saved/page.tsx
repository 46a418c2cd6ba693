import { savedRoute } from '@/components/pages/device-pages';

const route = savedRoute('id');
export const metadata = route.metadata;
export default route.Page;
