import type { AreaSlug } from '../../content/taxonomy';

/**
 * What a designed cover is drawn from: the area sets its palette and scenery (area-styles.ts), the
 * tags its motifs (motifs.ts), and the seed (the guide's or tour's slug) its composition, so two
 * guides of one area and tags still differ.
 */
export type CoverTheme = { area: AreaSlug; tags: readonly string[]; seed: string };

/** The cover's size: 3:2 like the site's photos, as wide as the widest file pages use (1,920 px). */
export const COVER_SIZE = { width: 1920, height: 1280 } as const;
