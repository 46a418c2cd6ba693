import { ogImageHref, type StaticPage } from '../routes';
import { SITE_NAME } from '../site/config';

// Social preview cards: one PNG per page type, and one per guide with its title, rendered at build
// by app/og/[image]/route.tsx. Metadata (lib/seo/metadata.ts) and structured data point at the same
// files, so what a chat app shows and what search engines read cannot disagree.

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type OgCard = {
  /** File name without .png: /og/<id>.png */
  id: string;
  /** Small label above the title. */
  kicker: string;
  title: string;
  /** Alternative text of the image (og:image:alt, twitter:image:alt). */
  alt: string;
};

export const pageOgCards = {
  home: {
    id: 'home',
    kicker: 'Bandung, West Java',
    title: 'Local tips & must-visit spots in Bandung',
    alt: `${SITE_NAME}: local tips and must-visit spots in Bandung, West Java`,
  },
  guides: {
    id: 'guides',
    kicker: 'Travel Guides',
    title: 'Bandung travel guides from locals',
    alt: `${SITE_NAME}: Bandung travel guides from locals`,
  },
  tours: {
    id: 'tours',
    kicker: 'Bandung Tours',
    title: 'Guided tours: volcanoes, tea hills and hot springs',
    alt: `${SITE_NAME}: guided tours from Bandung to volcanoes, tea hills and hot springs`,
  },
  search: {
    id: 'search',
    kicker: 'Search',
    title: 'Find a Bandung guide by place or interest',
    alt: `${SITE_NAME}: search the Bandung travel guides by place, food or interest`,
  },
} as const satisfies Record<StaticPage, OgCard>;

/** A guide's card: its title over the brand artwork. */
export function guideOgCard(guide: { slug: string; title: string }): OgCard {
  return {
    id: `guide-${guide.slug}`,
    kicker: 'Travel Guide',
    title: guide.title,
    alt: `${guide.title}: a Bandung travel guide by ${SITE_NAME}`,
  };
}

/** Every card the build renders. */
export function allOgCards(guides: readonly { slug: string; title: string }[]): OgCard[] {
  return [...Object.values(pageOgCards), ...guides.map(guideOgCard)];
}

export const ogCardHref = (card: OgCard) => ogImageHref(card.id);
