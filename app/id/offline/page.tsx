import { offlineRoute } from '@/components/pages/device-pages';

const route = offlineRoute('id');
export const metadata = route.metadata;
export default route.Page;
