import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/og-card';
import { getGuideSummaries } from '@/lib/content/guides';
import { allOgCards, OG_IMAGE_SIZE } from '@/lib/seo/og';
import { ogFonts } from '@/lib/seo/og-fonts';
import { SITE_URL } from '@/lib/site/config';

// Social preview cards, rendered once at build into out/og/<id>.png (a .png name, so any static
// host serves them as image/png).
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = () => allOgCards(getGuideSummaries());

export function generateStaticParams() {
  return cards().map((card) => ({ image: `${card.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const card = cards().find((candidate) => `${candidate.id}.png` === image);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<OgCard card={card} host={new URL(SITE_URL).host} />, {
    ...OG_IMAGE_SIZE,
    fonts: ogFonts(),
  });
}
