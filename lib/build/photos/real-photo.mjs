// @ts-check
// Real photographs for the benches (and bench builds' stand-ins, lib/build/photos/remote.mjs), instead of
// generated noise (which no camera produces and which compresses very differently). Each is a picture
// in a Debian package of desktop backgrounds whose licence lets it be copied and changed. They are
// large, so never committed: the bench takes one from /usr/share/backgrounds when its package is
// installed, else downloads the package with apt-get into .cache/bench-photos/ (git-ignored) and
// unpacks it there. Each bench photo is a 4000 × 3000 crop at its own offset (turned or mirrored
// beyond that), so every one has its own bytes and hash.
//
// The benches use the camera photograph. The painting is the hard case (`--photo painting`): fine
// brushwork over the whole frame, so its phone crop weighs several times a camera photograph's and
// overstates what a travel photo costs (docs/performance.md, "Bench photographs").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The photographs, by the name the benches' `--photo` takes. */
export const REAL_PHOTOS = {
  camera: {
    pkg: 'lomiri-wallpapers-20.04',
    file: 'usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg',
    credit:
      '"Kleiber" by Lukas Baubkus (2021), a 6028 × 3391 camera photograph of a nuthatch on a tree trunk, ' +
      'Debian package lomiri-wallpapers-20.04, CC BY-SA 3.0',
  },
  painting: {
    pkg: 'mate-backgrounds',
    file: 'usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg',
    credit:
      '"Elephants" by Wyng Stancikaite (2020), a 5640 × 3172 photograph of a painting, ' +
      'Debian package mate-backgrounds, GPL-2+',
  },
};

/** @typedef {keyof typeof REAL_PHOTOS} RealPhotoName */

/** The photograph the benches use unless told otherwise. */
export const DEFAULT_REAL_PHOTO = /** @type {RealPhotoName} */ ('camera');

/**
 * The photograph a `--photo` value names; an unknown one stops with the names there are.
 * @param {string | undefined} name
 * @returns {RealPhotoName}
 */
export function realPhotoNamed(name) {
  if (name === undefined || name === '') return DEFAULT_REAL_PHOTO;
  if (Object.hasOwn(REAL_PHOTOS, name)) return /** @type {RealPhotoName} */ (name);
  throw new Error(`No bench photograph "${name}": use ${Object.keys(REAL_PHOTOS).join(' or ')}`);
}

/**
 * The photograph a command line's `--photo NAME` names, the default without the option; a missing or
 * unknown name stops with the names there are.
 * @param {string[]} argv
 * @returns {RealPhotoName}
 */
export function realPhotoOption(argv) {
  const at = argv.indexOf('--photo');
  if (at === -1) return DEFAULT_REAL_PHOTO;
  const name = argv[at + 1];
  if (!name || name.startsWith('--')) {
    throw new Error(`--photo needs a name: ${Object.keys(REAL_PHOTOS).join(' or ')}`);
  }
  return realPhotoNamed(name);
}

/** Crop offsets across the photograph; each is also mirrored and turned (4 variants). */
const OFFSETS = 16;
/** How many different photos realPhoto gives; index n and n + REAL_PHOTO_VARIANTS are the same. */
export const REAL_PHOTO_VARIANTS = OFFSETS * 4;

/**
 * The path of a photograph, its package fetched with apt-get when it is not installed.
 * @param {string} [root] the project (its .cache/bench-photos/ keeps the download)
 * @param {RealPhotoName} [name]
 */
export function realPhotoSource(root = process.cwd(), name = DEFAULT_REAL_PHOTO) {
  const { pkg, file } = REAL_PHOTOS[name];
  const installed = path.join('/', file);
  if (fs.existsSync(installed)) return installed;
  const dir = path.join(root, '.cache', 'bench-photos');
  const unpacked = path.join(dir, 'unpacked', file);
  if (fs.existsSync(unpacked)) return unpacked;
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('apt-get', ['download', pkg], { cwd: dir, stdio: 'pipe' });
    const deb = fs.readdirSync(dir).find((entry) => entry.startsWith(`${pkg}_`) && entry.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get wrote no ${pkg}_*.deb`);
    execFileSync('dpkg-deb', ['-x', path.join(dir, deb), path.join(dir, 'unpacked')], { stdio: 'pipe' });
    fs.rmSync(path.join(dir, deb));
  } catch (error) {
    throw new Error(
      `The benches need a real photograph: install the Debian package ${pkg} (apt-get install ${pkg}), ` +
        `or let apt-get download it (${error instanceof Error ? error.message : error})`,
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
 * @param {{ root?: string, width?: number, height?: number, photo?: RealPhotoName }} [options] a
 *   smaller size for quick runs; the photograph
 * @returns {Promise<Buffer>}
 */
export async function realPhoto(
  index,
  { root, width = REAL_PHOTO_SIZE.width, height = REAL_PHOTO_SIZE.height, photo = DEFAULT_REAL_PHOTO } = {},
) {
  const source = realPhotoSource(root, photo);
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
