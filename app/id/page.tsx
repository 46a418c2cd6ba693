import { homeRoute } from '@/components/pages/home-page';

const route = homeRoute('id');
export const metadata = route.metadata;
export default route.Page;
