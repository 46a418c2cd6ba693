import fs from 'node:fs';
import path from 'node:path';
import { ACCEPTED_FORMATS, imageFormatOfFile } from './image-format.mjs';
import { photoUrlProblem } from './photo-hosts.mjs';
import type { CoverTheme } from './cover/theme';

// Where a photo comes from, checked once when the guides are loaded, so a bad photo stops the build
// naming the guide file and the photo before any page is rendered. A guide names its photos either by
// an https URL on a photo host (lib/photos/photo-hosts.mjs) or by a path relative to its Markdown file (`./kawah-putih.jpg` beside a
// <slug>/index.md, `images/kawah-putih.jpg` for a <slug>.md); such a path must stay inside content/
// and lead to a JPEG, PNG, WebP or AVIF file.

/**
 * A photo's origin: a file in the repository, a remote URL, or a designed cover drawn at build from a
 * theme where no photo fits (lib/photos/cover/). `in` is the guide that names it; `usedBy` says where
 * code names it (the home hero, a tour), for messages.
 */
export type PhotoSource =
  | { kind: 'file'; /** project-relative */ path: string; written: string; in?: string }
  | { kind: 'remote'; url: string; in?: string; usedBy?: string }
  | { kind: 'cover'; theme: CoverTheme; in?: string; usedBy?: string };

/** A designed cover: for a guide without `image` (`in`: its file), or a tour whose photos do not show it. */
export const coverPhoto = (theme: CoverTheme, where: { in?: string; usedBy?: string } = {}): PhotoSource => ({
  kind: 'cover',
  theme,
  ...where,
});

/** Extensions a photo file may have (lower case, as content/guides requires). */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A photo the build refuses; the message says what is wrong, the caller names the guide. */
export class PhotoSourceError extends Error {
  name = 'PhotoSourceError';
}

/** A remote photo named in code (home hero, tours): an https URL on a photo host. */
export function remotePhoto(url: string, usedBy?: string): PhotoSource {
  const problem = photoUrlProblem(url);
  if (problem) throw new PhotoSourceError(`${usedBy ? `${usedBy}: ` : ''}photo ${url} ${problem}`);
  return { kind: 'remote', url, usedBy };
}

/** Whether a photo reference is written as a URL (rather than a path). */
export const isUrl = (written: string) => SCHEME.test(written) || written.startsWith('//');

const decoded = (text: string) => {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
};

/**
 * The source of a photo a guide names (frontmatter `image` or a Markdown image), checked: https URLs
 * are taken as they are; a path is resolved against the guide file's folder and must stay inside
 * content/ (symbolic links followed), exist, have a photo extension and hold an image.
 * @param written the reference as the guide writes it
 * @param guideFile the guide's file as messages show it (relative to the working directory)
 * @param contentRoot the folder photos must stay in (content/, the guides folder's parent)
 */
export function guidePhotoSource(
  written: string,
  guideFile: string,
  contentRoot = path.resolve('content'),
): PhotoSource {
  const ref = written.trim();
  if (isUrl(ref)) {
    if (!/^https:\/\//i.test(ref)) {
      throw new PhotoSourceError(`photo ${written} must be an https:// URL or a path to a photo file`);
    }
    const problem = photoUrlProblem(ref);
    if (problem) throw new PhotoSourceError(`photo ${written} ${problem}`);
    return { kind: 'remote', url: ref, in: guideFile };
  }
  if (ref.startsWith('/') || ref.includes('\\')) {
    throw new PhotoSourceError(
      `photo ${written}: write the path from the guide file with forward slashes, e.g. ./${path.basename(ref.replace(/\\/g, '/'))}`,
    );
  }
  const withoutQuery = decoded(ref.replace(/[?#].*$/, ''));
  const requested = path.resolve(path.dirname(guideFile), withoutQuery);
  const contentName = `${path.relative(process.cwd(), contentRoot) || '.'}/`;
  const inside = (folder: string, file: string) => {
    const relative = path.relative(folder, file);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  if (!inside(contentRoot, requested)) {
    throw new PhotoSourceError(
      `photo ${written} leads outside ${contentName} (${path.relative(process.cwd(), requested) || '.'}); keep photos beside the guide`,
    );
  }
  const full = nameOnDisk(requested, written);
  const shown = path.relative(process.cwd(), full);
  let real: string;
  try {
    real = fs.realpathSync(full);
  } catch {
    throw new PhotoSourceError(`photo ${written}: no such file (${shown})`);
  }
  if (!inside(fs.realpathSync(contentRoot), real)) {
    throw new PhotoSourceError(`photo ${written} (${shown}) is a link to a file outside ${contentName}`);
  }
  if (!fs.statSync(real).isFile()) throw new PhotoSourceError(`photo ${written} (${shown}) is not a file`);
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(path.extname(full))) {
    throw new PhotoSourceError(
      `photo ${written} (${shown}) must end in ${PHOTO_EXTENSIONS.join(' ')} (lower case)`,
    );
  }
  if (!imageFormatOfFile(real)) {
    throw new PhotoSourceError(`photo ${written} (${shown}) is not a ${ACCEPTED_FORMATS} image`);
  }
  return { kind: 'file', path: shown, written, in: guideFile };
}

/**
 * The file a photo path names, as the folder spells it. A name that differs only in its Unicode
 * normalisation (é as one character or as e + accent: macOS writes the second) is the same photo and
 * is taken as the folder spells it; a name that differs in upper and lower case works on a Mac and
 * fails on Linux and the hosts, so it is refused, naming both.
 */
function nameOnDisk(full: string, written: string): string {
  const dir = path.dirname(full);
  const name = path.basename(full);
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    return full;
  }
  if (entries.includes(name)) return full;
  const nfc = name.normalize('NFC');
  const same = entries.find((entry) => entry.normalize('NFC') === nfc);
  if (same) return path.join(dir, same);
  const otherCase = entries.find((entry) => entry.normalize('NFC').toLowerCase() === nfc.toLowerCase());
  if (otherCase) {
    throw new PhotoSourceError(
      `photo ${written}: the file is named ${otherCase}, not ${name} (upper and lower case differ: Linux and the hosts tell them apart); write the name as the file has it`,
    );
  }
  return full;
}

/**
 * The key a Markdown image is looked up by: its address with escapes decoded, so the address the
 * loader read (`./my%20photo.jpg`) and the one the renderer sees match.
 */
export const photoKey = (src: string) => decoded(src.trim());
