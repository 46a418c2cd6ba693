#!/usr/bin/env node
// npm run bench:photo-encode: what the photo pipeline (lib/build/photos/pipeline.mjs) costs per new photo.
// Encodes N real 4000 × 3000 photographs (lib/build/photos/real-photo.mjs) cold, into an empty photo
// cache of its own, as the build's photo step does (scripts/build/photos.mjs: as many at once as the
// cores), every file a photo shown as a guide's hero and a card gets (its hero widths, the banner's
// crops for upright phones, every <source> format, its one JPEG). Prints seconds per photo (wall and CPU: CPU time stays meaningful on a loaded
// machine), files and bytes per photo, the bytes a visitor fetches per use, and how close each of those
// files is to the original at its displayed size (SSIM on luma, 1 = identical; scripts/bench/ssim.mjs).
// Options: --photos N (default 6), --photo camera|painting (which photograph, lib/build/photos/real-photo.mjs;
// default camera), --json (one JSON line instead of the table).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  BANNER_MIN_HEIGHTS,
  bannerCrop,
  CARD_PHOTO_WIDTHS,
  filesOfUses,
  INLINE_PHOTO_WIDTHS,
  jpegWidthFor,
  PHOTO_WIDTHS,
  photoFileName,
  SOURCE_FORMAT_NAMES,
} from '../../lib/build/photos/photo-files.mjs';
import { cachedFile, describePhoto, encodePhoto } from '../../lib/build/photos/pipeline.mjs';
import { inMemoryBudget, PHOTO_MEMORY_BUDGET } from '../build/photos.mjs';
import {
  REAL_PHOTO_SIZE,
  REAL_PHOTOS,
  realPhoto,
  realPhotoOption,
} from '../../lib/build/photos/real-photo.mjs';
import { ssim } from './ssim.mjs';

const argv = process.argv.slice(2);
const count = Number(argv[argv.indexOf('--photos') + 1]) || 6;
const asJson = argv.includes('--json');
const photo = realPhotoOption(argv);

/**
 * What a visitor fetches per use, in the best format (most browsers read AVIF): the CSS width the
 * photo is shown at and the device pixel ratio.
 */
const USES = [
  { use: 'hero, desktop (1920 px screen)', css: 1920, dpr: 1, widths: PHOTO_WIDTHS },
  // (A phone held upright gets the banner's crop instead: measured below.)
  { use: 'hero, 600 px window at 2× (a tablet, say)', css: 600, dpr: 2, widths: PHOTO_WIDTHS },
  { use: 'card (360 px, 2×)', css: 360, dpr: 2, widths: CARD_PHOTO_WIDTHS },
  { use: 'body (736 px column, 2×)', css: 736, dpr: 2, widths: INLINE_PHOTO_WIDTHS },
];

/** The file a browser picks for a slot: the smallest width at least as wide as the slot's pixels. */
const pick = (/** @type {readonly number[]} */ widths, /** @type {number} */ pixels) =>
  widths.find((width) => width >= pixels) ?? Math.max(...widths);

const root = process.cwd();
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-encode-'));
const originals = path.join(cacheDir, 'originals');
fs.mkdirSync(originals);
try {
  const photos = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(originals, `photo-${i}.jpg`);
    fs.writeFileSync(file, await realPhoto(i, { root, photo }));
    photos.push(file);
  }
  /** Every file a guide's hero-and-card photo gets (its banner's crops for upright phones too). */
  const filesOf = (/** @type {{ width: number, height: number }} */ photo) =>
    filesOfUses(photo, { widths: [PHOTO_WIDTHS, CARD_PHOTO_WIDTHS], banners: [BANNER_MIN_HEIGHTS.article] });

  const startCpu = process.cpuUsage();
  const start = performance.now();
  const metas = [];
  for (const file of photos) {
    metas.push(await describePhoto(fs.readFileSync(file), { cacheDir, source: file, label: file }));
  }
  let files = 0;
  await inMemoryBudget(
    metas,
    { slots: os.availableParallelism(), budget: PHOTO_MEMORY_BUDGET, costOf: () => 0 },
    async (meta) => {
      const made = await encodePhoto(meta, filesOf(meta), { cacheDir });
      files += made;
    },
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(startCpu);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  let bytes = 0;
  for (const meta of metas) {
    for (const { width: w, height: h, format } of filesOf(meta)) {
      bytes += fs.statSync(cachedFile(cacheDir, photoFileName(meta.hash, w, format, h))).size;
    }
  }

  // Bytes and quality per use, on the first photos (SSIM is slow in plain JavaScript).
  const sample = metas.slice(0, Math.min(3, metas.length));
  const uses = [];
  for (const { use, css, dpr, widths } of USES) {
    const w = pick(widths, css * dpr);
    let useBytes = 0;
    let score = 0;
    for (const meta of sample) {
      const [best] = SOURCE_FORMAT_NAMES;
      // A photo in a guide's text has widths of its own (not timed above: a hero's files are).
      await encodePhoto(meta, [{ width: w, format: best }], { cacheDir });
      const file = cachedFile(cacheDir, photoFileName(meta.hash, w, best));
      useBytes += fs.statSync(file).size;
      // Compared at the size it is displayed at: the slot's pixels, from the original and from the file.
      const shown = Math.min(w, css * dpr);
      const reference = await sharp(meta.source)
        .resize({ width: shown })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const displayed = await sharp(file).resize({ width: shown }).greyscale().raw().toBuffer();
      score += ssim(reference.data, displayed, reference.info.width, reference.info.height);
    }
    uses.push({
      use,
      file: `${w} px ${SOURCE_FORMAT_NAMES[0]}`,
      kib: useBytes / sample.length / 1024,
      ssim: score / sample.length,
    });
  }
  // A guide's banner on an upright phone (390 × 844 px, 3×): the crop of the middle that it shows,
  // as high as the whole frame the phone would pick; compared with the same crop of the original.
  {
    const frame = pick(PHOTO_WIDTHS, 390 * 3);
    let useBytes = 0;
    let score = 0;
    let name = '';
    for (const meta of sample) {
      const crop = bannerCrop(meta.width, meta.height, BANNER_MIN_HEIGHTS.article);
      const file = crop?.files.find((f) => f.height === Math.round((frame * meta.height) / meta.width));
      if (!file) throw new Error(`no phone crop for a ${meta.width} × ${meta.height} photo`);
      name = `${file.width} × ${file.height} px ${SOURCE_FORMAT_NAMES[0]}`;
      const cropFile = cachedFile(
        cacheDir,
        photoFileName(meta.hash, file.width, SOURCE_FORMAT_NAMES[0], file.height),
      );
      useBytes += fs.statSync(cropFile).size;
      const reference = await sharp(meta.source)
        .resize({ width: file.width, height: file.height, fit: 'cover' })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const displayed = await sharp(cropFile).greyscale().raw().toBuffer();
      score += ssim(reference.data, displayed, reference.info.width, reference.info.height);
    }
    uses.push({
      use: 'hero, upright phone (390 px, 3×; guide crop)',
      file: name,
      kib: useBytes / sample.length / 1024,
      ssim: score / sample.length,
    });
  }
  // The JPEG fallback (browsers without AVIF, structured data), at its own width.
  let jpegKib = 0;
  let jpegSsim = 0;
  for (const meta of sample) {
    const w = jpegWidthFor(meta.width);
    const file = cachedFile(cacheDir, photoFileName(meta.hash, w, 'jpeg'));
    jpegKib += fs.statSync(file).size / 1024 / sample.length;
    const reference = await sharp(meta.source)
      .resize({ width: w })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = await sharp(file).greyscale().raw().toBuffer();
    jpegSsim += ssim(reference.data, decoded, reference.info.width, reference.info.height) / sample.length;
  }
  uses.push({
    use: 'JPEG fallback (no AVIF; structured data)',
    file: `${jpegWidthFor(REAL_PHOTO_SIZE.width)} px jpeg`,
    kib: jpegKib,
    ssim: jpegSsim,
  });
  const result = {
    photos: count,
    photograph: photo,
    cores: os.availableParallelism(),
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    secondsPerPhoto: seconds / count,
    cpuSecondsPerPhoto: cpuSeconds / count,
    filesPerPhoto: files / count,
    mibPerPhoto: bytes / count / 1024 / 1024,
    uses,
  };
  if (asJson) {
    console.log(JSON.stringify(result));
  } else {
    console.log(`Photo encoding, ${count} new 4000 × 3000 photographs (${REAL_PHOTOS[photo].credit})`);
    console.log(`${result.cores} cores, load average ${result.loadAverage}`);
    console.log(
      `${result.secondsPerPhoto.toFixed(2)} s per photo (wall), ${result.cpuSecondsPerPhoto.toFixed(2)} CPU-s per photo; ` +
        `${result.filesPerPhoto} files, ${result.mibPerPhoto.toFixed(2)} MiB per photo ` +
        `(1,000 photos: ${(result.filesPerPhoto * 1000).toLocaleString('en')} files, ${((result.mibPerPhoto * 1000) / 1024).toFixed(2)} GiB)`,
    );
    console.log('\n| use | file | KiB | SSIM at displayed size |\n|---|---|---|---|');
    for (const u of uses) {
      console.log(`| ${u.use} | ${u.file} | ${u.kib.toFixed(0)} | ${u.ssim.toFixed(4)} |`);
    }
  }
} finally {
  fs.rmSync(cacheDir, { recursive: true, force: true });
}
