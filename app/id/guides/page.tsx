import { guidesRoute } from '@/components/pages/guide-list-pages';

// The first page of every guide; later pages are ./page/[n].
const route = guidesRoute('id');
export const metadata = route.metadata;
export default route.Page;
