import { BrandIconImage } from '@/components/seo/og-card';
import { pngResponse, renderImage } from '@/lib/seo/og-image';
import { allBrandIcons, BRAND_ICON_SVG, findBrandIcon } from '@/lib/site/brand-icons';

// The favicon, apple touch icon and manifest icons, written at build into out/icons/.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allBrandIcons.map((icon) => ({ file: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const icon = findBrandIcon((await params).file);
  if (!icon) return new Response('Not found', { status: 404 });
  if (icon.type === 'image/svg+xml') {
    return new Response(BRAND_ICON_SVG, { headers: { 'Content-Type': icon.type } });
  }
  const size = { width: icon.size, height: icon.size };
  return pngResponse(await renderImage(`icon ${icon.file}`, size, () => <BrandIconImage size={icon.size} />));
}
