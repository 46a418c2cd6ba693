import { guidePhotoSource, photoKey, PhotoSourceError, type PhotoSource } from '../../photos/photo-source';
import { heroSource } from './hero';
import type { MarkdownImage } from './markdown-urls';
import type { GuideFrontmatter } from './schema';

// A guide's photos, checked when it is loaded (lib/photos/photo-source.ts): the hero and each photo of
// the body must exist inside content/ and be an image, or be an https URL on a photo host.

/** The body photos without alt text warned about in this process (the loader may run more than once). */
const warnedWithoutAlt = new Set<string>();

/**
 * The spec's rule for a body photo without alt text: it is shown with empty alternative text
 * (alt="", the renderer's default), and the build says so, naming the guide file and the photo, so the
 * editor describes it for readers who cannot see it. It does not stop the build; only the hero's
 * imageAlt is required (the schema).
 */
export function warnAboutPhotoWithoutAlt(file: string, url: string) {
  const key = `${file}\0${url}`;
  if (warnedWithoutAlt.has(key)) return;
  warnedWithoutAlt.add(key);
  console.warn(
    `⚠ ${file}: photo ${url || '(no address)'} in the body has no alt text, so it is shown with alt=""; describe it in ![…](${url}) for readers who cannot see it`,
  );
}

/** The hero's source (its photo, or a designed cover without one), or the problem with it (field "image"). */
export function checkedHeroPhoto(
  data: Pick<GuideFrontmatter, 'image' | 'area' | 'tags'>,
  slug: string,
  file: string,
  contentRoot: string | undefined,
): PhotoSource | string {
  try {
    return heroSource(data, slug, file, contentRoot);
  } catch (error) {
    if (error instanceof PhotoSourceError) return `field "image": ${error.message}`;
    throw error;
  }
}

/** The body's photos, each checked like the hero photo; every problem goes to `problems`. */
export function checkedBodyPhotos(
  file: string,
  images: readonly MarkdownImage[],
  contentRoot: string | undefined,
  problems: string[],
): Record<string, PhotoSource> {
  const photos: Record<string, PhotoSource> = {};
  for (const { url, alt } of images) {
    if (!alt.trim()) warnAboutPhotoWithoutAlt(file, url);
    try {
      photos[photoKey(url)] = guidePhotoSource(url, file, contentRoot);
    } catch (error) {
      if (!(error instanceof PhotoSourceError)) throw error;
      problems.push(`${error.message} (in the body)`);
    }
  }
  return photos;
}
