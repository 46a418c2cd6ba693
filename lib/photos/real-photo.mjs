// @ts-check
// Real camera photographs for the benches (and bench builds' stand-ins, lib/photos/remote.mjs), instead of generated noise (which no camera produces and
// which compresses very differently). The source is a photograph in a Debian package of desktop
// backgrounds: "Elephants" by Wyng Stancikaite (2020), a 5640 × 3172 photograph of a painting in
// mate-backgrounds (abstract/Elephants_5640x3172.jpg), licensed GPL-2+ (the package's copyright file),
// so it may be copied and changed. It is 16 MB, so it is never committed: the bench takes it from
// /usr/share/backgrounds when the package is installed, else downloads the package with apt-get into
// .cache/bench-photos/ (git-ignored) and unpacks it there. Each bench photo is a 4000 × 3000 crop at
// its own offset (turned or mirrored beyond that), so every one has its own bytes and hash.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Where the photograph is once mate-backgrounds is installed or unpacked. */
const IN_PACKAGE = 'usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';

/** Crop offsets across the photograph; each is also mirrored and turned (4 variants). */
const OFFSETS = 16;
/** How many different photos realPhoto gives; index n and n + REAL_PHOTO_VARIANTS are the same. */
export const REAL_PHOTO_VARIANTS = OFFSETS * 4;

/** What the benches say about the photograph. */
export const REAL_PHOTO_CREDIT =
  '"Elephants" by Wyng Stancikaite (2020), Debian package mate-backgrounds, GPL-2+';

/**
 * The path of the source photograph, fetched with apt-get when it is not installed.
 * @param {string} [root] the project (its .cache/bench-photos/ keeps the download)
 */
export function realPhotoSource(root = process.cwd()) {
  const installed = path.join('/', IN_PACKAGE);
  if (fs.existsSync(installed)) return installed;
  const dir = path.join(root, '.cache', 'bench-photos');
  const unpacked = path.join(dir, 'unpacked', IN_PACKAGE);
  if (fs.existsSync(unpacked)) return unpacked;
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('apt-get', ['download', 'mate-backgrounds'], { cwd: dir, stdio: 'pipe' });
    const deb = fs.readdirSync(dir).find((name) => /^mate-backgrounds_.*\.deb$/.test(name));
    if (!deb) throw new Error('apt-get wrote no mate-backgrounds_*.deb');
    execFileSync('dpkg-deb', ['-x', path.join(dir, deb), path.join(dir, 'unpacked')], { stdio: 'pipe' });
    fs.rmSync(path.join(dir, deb));
  } catch (error) {
    throw new Error(
      `The benches need a real photograph: install the Debian package mate-backgrounds (apt-get install ` +
        `mate-backgrounds), or let apt-get download it (${error instanceof Error ? error.message : error})`,
    );
  }
  return unpacked;
}

/** Size of a bench photo: a 12-megapixel camera's. */
export const REAL_PHOTO_SIZE = { width: 4000, height: 3000 };

/**
 * The `index`th bench photo: a 4000 × 3000 JPEG (quality 92, as a camera saves) cropped from the
 * photograph, different from every other index.
 * @param {number} index
 * @param {{ root?: string, width?: number, height?: number }} [options] a smaller size for quick runs
 * @returns {Promise<Buffer>}
 */
export async function realPhoto(
  index,
  { root, width = REAL_PHOTO_SIZE.width, height = REAL_PHOTO_SIZE.height } = {},
) {
  const source = realPhotoSource(root);
  const { width: sw = 0, height: sh = 0 } = await sharp(source).metadata();
  // Crops of the full height's 4:3 part, at 16 offsets; beyond those, mirrored and turned copies.
  const cropWidth = Math.min(sw, Math.round((sh * width) / height));
  const cropHeight = Math.min(sh, Math.round((cropWidth * height) / width));
  const offsets = OFFSETS;
  const step = index % offsets;
  const left = Math.round(((sw - cropWidth) * step) / (offsets - 1));
  const top = Math.round(((sh - cropHeight) * (step % 3)) / 2);
  const variant = Math.floor(index / offsets) % 4;
  let image = sharp(source).extract({ left, top, width: cropWidth, height: cropHeight });
  if (variant & 1) image = image.flop();
  if (variant & 2) image = image.flip();
  return image.resize(width, height).jpeg({ quality: 92 }).toBuffer();
}
