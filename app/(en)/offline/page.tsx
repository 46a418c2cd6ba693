import { offlineRoute } from '@/components/pages/device-pages';

const route = offlineRoute('en');
export const metadata = route.metadata;
export default route.Page;
