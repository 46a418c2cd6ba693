import 'server-only';

import type { PhotoSource } from '../photos/photo-source';
import type { ResolvedPhoto, WithPhoto } from '../photos/photo-url';
import { resolvePhoto, withPhotos } from '../photos/resolve';
import type { Guide, GuideSummary } from './guides';

// The photos guide pages show, resolved (lib/photos/resolve.ts) for the components to render.

/** Guides as cards: each with its hero photo. */
export const guideCards = <T extends GuideSummary>(guides: readonly T[]): Promise<WithPhoto<T>[]> =>
  withPhotos(guides, (guide) => guide.imageSource);

/** Narrower heroes look soft across a large screen (the banner is the full viewport wide). */
export const HERO_MIN_WIDTH = 1200;

const warned = new Set<string>();

/** Prints (once per process: one build renders each article once) when a hero photo is too narrow. */
export function warnIfNarrowHero(photo: ResolvedPhoto, source: PhotoSource) {
  if (photo.kind !== 'built' || photo.width >= HERO_MIN_WIDTH || source.kind === 'cover') return;
  const name = source.kind === 'file' ? source.written : source.url;
  const key = `${source.in}\0${name}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `⚠ ${source.in ?? 'photo'}: the hero photo ${name} is ${photo.width} px wide; the banner spans the screen, so use one at least ${HERO_MIN_WIDTH} px wide`,
  );
}

/** A guide article's photos: the hero, and the body's by photoKey() of their address. */
export async function articlePhotos(
  guide: Guide,
): Promise<{ hero: ResolvedPhoto; body: Record<string, ResolvedPhoto> }> {
  const [hero, ...body] = await Promise.all([
    resolvePhoto(guide.imageSource),
    ...Object.values(guide.bodyPhotos).map(resolvePhoto),
  ]);
  warnIfNarrowHero(hero!, guide.imageSource);
  const keys = Object.keys(guide.bodyPhotos);
  return { hero: hero!, body: Object.fromEntries(keys.map((key, i) => [key, body[i]!])) };
}
