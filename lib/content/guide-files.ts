import fs from 'node:fs';
import path from 'node:path';
import { GuideContentError } from './guide-error';

// Which files in content/guides are guides. Exactly these layouts are valid:
//   content/guides/<slug>.md              a guide
//   content/guides/<slug>/index.md        a guide, with its photos (.jpg .jpeg .png .webp .avif) beside it
//   content/guides/images/                photos only, for guides of the first layout
// Anything else (Guide.MD, notes.markdown, a folder named x.md, a stray file or folder, a slug in
// both layouts, a symbolic link leading out of content/) stops the build naming the path, so no
// file an editor added is silently left unpublished. Files that tools and operating systems leave
// behind (.gitkeep, macOS's .DS_Store and ._ files, Windows's Thumbs.db) are no editor's work: ignored.

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

/** The shared photo folder of content/guides/<slug>.md guides. */
export const IMAGES_FOLDER = 'images';

const FOLDER_GUIDE_FILE = 'index.md';

export type GuideFile = {
  slug: string;
  /** The path shown in messages (relative to the working directory). */
  file: string;
  source: string;
};

const isImage = (name: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(path.extname(name));
const shown = (full: string) => path.relative(process.cwd(), full) || '.';

/**
 * What an entry is, following a symbolic link only when it stays inside the project (`root`).
 * Problems are added to `problems`; returns undefined for an entry that cannot be used.
 */
function kindOf(full: string, root: string, problems: string[]): 'file' | 'folder' | undefined {
  let stat = fs.lstatSync(full);
  if (stat.isSymbolicLink()) {
    let target: string;
    try {
      target = fs.realpathSync(full);
    } catch (error) {
      problems.push(
        `${shown(full)}: symbolic link that cannot be followed (${(error as NodeJS.ErrnoException).code})`,
      );
      return undefined;
    }
    const inside = path.relative(root, target);
    if (inside.startsWith('..') || path.isAbsolute(inside)) {
      problems.push(
        `${shown(full)}: symbolic link to ${target}, outside content/; guides and photos must be files in content/`,
      );
      return undefined;
    }
    stat = fs.statSync(full);
  }
  if (stat.isFile()) return 'file';
  if (stat.isDirectory()) return 'folder';
  problems.push(`${shown(full)}: not a regular file or folder`);
  return undefined;
}

/** Files tools and operating systems leave in folders, never content. */
const SYSTEM_FILE = /^(?:\.gitkeep|\.keep|\.DS_Store|\._.*|Thumbs\.db|desktop\.ini)$/i;

/** A folder's entries, sorted, without the system files above. */
const sortedEntries = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => !SYSTEM_FILE.test(name))
    .sort();

/** Advice for a file in content/guides that is not <slug>.md. */
function strayFileProblem(name: string): string {
  if (/\.(md|markdown|mdown|mkd)$/i.test(name)) {
    return `guide files end in lower-case .md: rename it to ${name.replace(/\.[^.]+$/, '.md')}`;
  }
  if (isImage(name)) return `photos go in ${IMAGES_FOLDER}/ or in a guide's own folder`;
  return `not a guide: content/guides holds only <slug>.md files, <slug>/index.md folders and ${IMAGES_FOLDER}/`;
}

/**
 * Every guide file under `dir` (content/guides), in slug order, read once. `root` is content/:
 * symbolic links must resolve inside it (a link to .env elsewhere in the project would publish it).
 * Throws a GuideContentError listing every path that does not fit the layouts above.
 */
export function findGuideFiles(dir: string, root = path.resolve(dir, '..')): GuideFile[] {
  const problems: string[] = [];
  const found: { slug: string; full: string }[] = [];
  const realRoot = fs.realpathSync(root);
  const realDir = path.relative(realRoot, fs.realpathSync(dir));
  if (realDir.startsWith('..') || path.isAbsolute(realDir)) {
    throw new GuideContentError(shown(dir), 'the guides folder leads outside content/ (a symbolic link?)');
  }

  for (const name of sortedEntries(dir)) {
    const full = path.join(dir, name);
    const kind = kindOf(full, realRoot, problems);
    if (kind === 'file') {
      if (name.endsWith('.md')) found.push({ slug: name.slice(0, -'.md'.length), full });
      else problems.push(`${shown(full)}: ${strayFileProblem(name)}`);
    } else if (kind === 'folder' && name === IMAGES_FOLDER) {
      for (const photo of sortedEntries(full)) {
        const photoPath = path.join(full, photo);
        const photoKind = kindOf(photoPath, realRoot, problems);
        if (photoKind && (photoKind !== 'file' || !isImage(photo))) {
          problems.push(
            `${shown(photoPath)}: ${IMAGES_FOLDER}/ holds only photos (${IMAGE_EXTENSIONS.join(' ')}, lower case)`,
          );
        }
      }
    } else if (kind === 'folder') {
      if (/\.md$/i.test(name)) {
        problems.push(
          `${shown(full)}: a folder named like a guide file; a guide folder is <slug>/ with index.md inside`,
        );
        continue;
      }
      let hasGuide = false;
      for (const entry of sortedEntries(full)) {
        const entryPath = path.join(full, entry);
        const entryKind = kindOf(entryPath, realRoot, problems);
        if (!entryKind) continue;
        if (entryKind === 'file' && entry === FOLDER_GUIDE_FILE) hasGuide = true;
        else if (entryKind !== 'file' || !isImage(entry)) {
          problems.push(
            `${shown(entryPath)}: a guide folder holds its ${FOLDER_GUIDE_FILE} and photos (${IMAGE_EXTENSIONS.join(' ')}, lower case) only`,
          );
        }
      }
      if (hasGuide) found.push({ slug: name, full: path.join(full, FOLDER_GUIDE_FILE) });
      else problems.push(`${shown(full)}: a guide folder needs its text in ${FOLDER_GUIDE_FILE}`);
    }
  }

  const bySlug = new Map<string, string[]>();
  for (const { slug, full } of found) bySlug.set(slug, [...(bySlug.get(slug) ?? []), shown(full)]);
  for (const [slug, files] of bySlug) {
    if (files.length > 1)
      problems.push(`guide "${slug}" is in two places (${files.join(' and ')}): keep one`);
  }
  if (problems.length) throw new GuideContentError(`files in ${shown(dir)}`, problems.join('\n  '));

  return found
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map(({ slug, full }) => ({ slug, file: shown(full), source: fs.readFileSync(full, 'utf8') }));
}

/** The slug of a guide file's path: its name without .md, or its folder's name for <slug>/index.md. */
export function slugOfGuideFile(file: string): string {
  const inFolder =
    path.basename(file) === FOLDER_GUIDE_FILE && path.basename(path.dirname(file)) !== 'guides';
  return inFolder ? path.basename(path.dirname(file)) : path.basename(file, '.md');
}
