import { ogCardImage } from '@/components/seo/og-card-image';
import { getAllGuideSummaries } from '@/lib/content/guides';
import { allOgCards } from '@/lib/seo/og';
import { areaBySlug } from '@/lib/content/taxonomy';
import { LOCALES } from '@/lib/i18n/locales';
import { getAllItineraries } from '@/lib/itineraries/itineraries';
import { itineraryOgCard } from '@/lib/itineraries/og';
import { getPlaces } from '@/lib/places/places';
import { placeWords } from '@/lib/places/place-text';
import { pngResponse } from '@/lib/seo/og-image';
import { SITE_URL } from '@/lib/site/config';

// Social preview cards, rendered once at build into out/og/<id>.png (a .png name, so any static
// host serves them as image/png), offline (lib/seo/og-image.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = () =>
  allOgCards(getAllGuideSummaries(), placeCardsInEveryLanguage(), getAllItineraries().map(itineraryOgCard));

/** Each place's card in each language: its name, and its area as the kicker. */
const placeCardsInEveryLanguage = () =>
  LOCALES.flatMap((locale) =>
    [...getPlaces().values()].map((place) => ({
      locale,
      id: place.id,
      name: placeWords(place, locale).name,
      areaName: areaBySlug(place.area).name[locale],
    })),
  );

export function generateStaticParams() {
  return cards().map((card) => ({ image: `${card.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const card = cards().find((candidate) => `${candidate.id}.png` === image);
  if (!card) return new Response('Not found', { status: 404 });
  return pngResponse(await ogCardImage(card, new URL(SITE_URL).host));
}
