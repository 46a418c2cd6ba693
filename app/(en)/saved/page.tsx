import { savedRoute } from '@/components/pages/device-pages';

const route = savedRoute('en');
export const metadata = route.metadata;
export default route.Page;
