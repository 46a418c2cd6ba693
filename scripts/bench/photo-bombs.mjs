// npm run bench:photo-bombs: the build's peak memory with ten photo bombs in one guide (issue #24).
// A copy of the project (scripts/test/synthetic-site.mjs, under .bench-scale/) gets a folder guide
// whose hero and nine body photos are small PNGs declaring 15000 × 15000 pixels each (225 megapixels,
// about 900 MB each to decode: scripts/test/photo-bombs.mjs). The build must refuse them from their
// headers, naming the guide and the photo, with its memory no higher than a normal build's; this
// builds the copy first as it is, then with the photo bombs, and prints each build's exit code and
// peak memory (the whole process tree), and the refusal.
//
// With --avif the ten photos are real AVIFs of 8360 × 8360 (69.9 megapixels, just under the cap,
// 1.3 KB each, about 1.23 GiB each to decode: issue #34): the build must take them, and its peak
// memory stays within a decode or two of a normal build's (photos are described and encoded within
// a memory budget per process).
//
//   npm run bench:photo-bombs [-- --avif] [-- --no-baseline] [-- --keep]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../test/synthetic-site.mjs';
import { pngDeclaring, realAvif } from '../test/photo-bombs.mjs';
import { buildWithPeakMemory } from './tree-memory.mjs';

const AVIF = process.argv.includes('--avif');
const SIDE = AVIF ? 8360 : 15000;
const COUNT = 10;
const EXTENSION = AVIF ? 'avif' : 'png';

const mib = (/** @type {number} */ kib) => `${(kib / 1024).toFixed(0)} MiB`;
const dir = copyProject('photo-bombs-');
try {
  // A photo cache of its own, so nothing described earlier is reused.
  const env = { EXPLORE_BANDUNG_PHOTO_CACHE: path.join(dir, '.cache', 'photos') };
  if (!process.argv.includes('--no-baseline')) {
    const baseline = await buildWithPeakMemory(dir, { env });
    console.log(
      `without them: exit code ${baseline.code} after ${baseline.seconds.toFixed(1)} s, peak memory ${mib(baseline.peakKiB)}`,
    );
  }
  const folder = path.join(dir, 'content', 'guides', 'photo-bombs');
  mkdirSync(folder, { recursive: true });
  // Ten different files (the same image, told apart by a byte), so none is described from another.
  const avif = AVIF ? await realAvif(SIDE, SIDE) : undefined;
  const png = AVIF ? undefined : await pngDeclaring(SIDE, SIDE);
  const photo = (/** @type {number} */ i) => avif?.(i) ?? /** @type {Buffer} */ (png);
  for (let i = 1; i <= COUNT; i++) writeFileSync(path.join(folder, `bomb-${i}.${EXTENSION}`), photo(i));
  const body = Array.from({ length: COUNT - 1 }, (_, i) => `![Bomb ${i + 2}](./bomb-${i + 2}.${EXTENSION})`);
  writeFileSync(
    path.join(folder, 'index.md'),
    [
      '---',
      'title: "Ten photo bombs"',
      `excerpt: "Ten small files of ${SIDE} by ${SIDE} pixels each."`,
      'summary: "A bench guide."',
      `image: ./bomb-1.${EXTENSION}`,
      'imageAlt: "A photo bomb"',
      'date: 2025-07-01',
      'area: city-centre',
      '---',
      '',
      'Ten photos, each a few hundred bytes of many megapixels.',
      '',
      ...body.flatMap((line) => [line, '']),
    ].join('\n'),
  );
  console.log(
    `${COUNT} ${EXTENSION.toUpperCase()}s of ${photo(1).length} bytes, each ${AVIF ? 'of' : 'declaring'} ${SIDE} × ${SIDE} px, in ${folder}`,
  );
  const result = await buildWithPeakMemory(dir, { env });
  const lines = result.log.split('\n');
  const at = lines.findIndex((line) => /refused: it is \d+ × \d+ px/.test(line));
  console.log(
    `with them: exit code ${result.code} after ${result.seconds.toFixed(1)} s, peak memory ${mib(result.peakKiB)}`,
  );
  if (AVIF) {
    const photos = result.log.split('\n').filter((line) => /^Photos: /.test(line));
    console.log(result.code === 0 ? photos.join('\n') : `the build failed:\n${result.log.slice(-3000)}`);
  } else if (at < 0) console.log(`no refusal found; the build's output:\n${result.log}`);
  else console.log(`refusal:\n${lines.slice(Math.max(0, at - 1), at + 1).join('\n')}`);
} finally {
  if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
}
