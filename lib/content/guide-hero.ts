import { coverPhoto, guidePhotoSource, type PhotoSource } from '../photos/photo-source';
import type { GuideFrontmatter } from './guide-schema';

// A guide's hero: the photo its frontmatter names (`image`), or, without one, a designed cover drawn
// from the guide's area and tags and seeded by its slug (lib/photos/cover/). A translation shows its
// original's, and describes it only where it is a photo.

/** Where the hero of an original guide comes from; a bad photo throws PhotoSourceError. */
export function heroSource(
  data: Pick<GuideFrontmatter, 'image' | 'area' | 'tags'>,
  slug: string,
  file: string,
  contentRoot?: string,
): PhotoSource {
  if (data.image === undefined) {
    return coverPhoto({ area: data.area, tags: data.tags, seed: slug }, { in: file });
  }
  return guidePhotoSource(data.image, file, contentRoot);
}

/**
 * What is wrong with a translation's `imageAlt` given its original's hero, if anything: a photo needs
 * describing in the translation's language; a cover is decorative, so there is nothing to describe.
 */
export function translationAltProblem(
  original: PhotoSource,
  imageAlt: string | undefined,
): string | undefined {
  if (original.kind !== 'cover' && imageAlt === undefined) {
    return 'field "imageAlt": is required (the hero photo of the guide it translates, described in this language)';
  }
  if (original.kind === 'cover' && imageAlt !== undefined) {
    return 'field "imageAlt": the guide it translates has no image (it gets a designed cover, which needs no alternative text); remove imageAlt';
  }
  return undefined;
}
