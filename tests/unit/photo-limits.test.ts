// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBytes, describePhoto, MAX_PHOTO_PIXELS, PhotoError } from '@/lib/photos/pipeline.mjs';
import { resolvePhoto } from '@/lib/photos/resolve';
import { inMemoryBudget, PHOTO_MEMORY_BUDGET } from '@/scripts/build/photos.mjs';
import { avifDeclaring, pngDeclaring, realAvif } from '@/scripts/test/photo-bombs.mjs';
import { runInChild } from './support/in-child';

// Photo bombs (issue #24, item 2): a few kilobytes that declare 15000 × 15000 pixels, and a long
// screenshot. Both are refused from the header, before anything is decoded, naming the photo; and
// the photo step never runs more decoding at once than its memory budget holds.

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'photo-limits-'));

describe('photo size limits', () => {
  it.each([
    ['PNG', pngDeclaring],
    ['AVIF', avifDeclaring],
  ])('refuses a tiny %s declaring 15000 × 15000 from its header, with the reason', async (_format, make) => {
    const bytes = await make(15000, 15000);
    expect(bytes.length).toBeLessThan(10_000);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 15000, height: 15000 });
    const before = process.memoryUsage().rss;
    const error = await describePhoto(bytes, {
      cacheDir: temp(),
      source: 'bomb',
      label: 'photo ./bomb (content/guides/bombs/bomb)',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect(String(error)).toMatch(
      /photo \.\/bomb \(content\/guides\/bombs\/bomb\) is refused: it is 15000 × 15000 px \(225 megapixels\), more than the 70-megapixel limit/,
    );
    // Nothing was decoded: no 900 MB image appeared.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a long screenshot early, naming the guide and the photo', async () => {
    const dir = temp();
    const file = path.join(dir, 'screenshot.png');
    await sharp({ create: { width: 1080, height: 17000, channels: 3, background: '#eee' } })
      .png()
      .toFile(file);
    const error = await resolvePhoto({
      kind: 'file',
      path: path.relative(process.cwd(), file),
      written: './screenshot.png',
      in: 'content/guides/long/index.md',
    }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/Invalid guide content\/guides\/long\/index\.md/);
    expect(String(error)).toMatch(
      /photo \.\/screenshot\.png .* is refused: it is 1080 × 17000 px, more than 4 times taller than wide; crop it/,
    );
  });

  it('takes a 61-megapixel camera original', async () => {
    const bytes = await sharp({ create: { width: 9504, height: 6336, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const meta = await describePhoto(bytes, { cacheDir: temp(), source: 'camera', label: 'camera' });
    expect(meta).toMatchObject({ width: 9504, height: 6336 });
  }, 30_000);
});

describe('the photo step keeps its memory within a budget', () => {
  it('never runs photos together past the budget, whatever the cores', async () => {
    const largest = { width: 10_000, height: MAX_PHOTO_PIXELS / 10_000 };
    const photos = [
      ...Array.from({ length: 6 }, () => largest),
      ...Array.from({ length: 6 }, () => ({ width: 2000, height: 1500 })),
    ];
    let running = 0;
    let most = 0;
    let mostBytes = 0;
    let runningBytes = 0;
    const peak = await inMemoryBudget(
      photos,
      { slots: 8, budget: PHOTO_MEMORY_BUDGET, costOf: (photo) => decodeBytes(photo, 1920) },
      async (photo) => {
        running++;
        runningBytes += decodeBytes(photo, 1920);
        most = Math.max(most, running);
        mostBytes = Math.max(mostBytes, runningBytes);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        runningBytes -= decodeBytes(photo, 1920);
      },
    );
    expect(decodeBytes(largest, 1920)).toBeLessThan(PHOTO_MEMORY_BUDGET);
    expect(mostBytes).toBeLessThanOrEqual(PHOTO_MEMORY_BUDGET);
    expect(peak).toBe(mostBytes);
    // Small photos still run side by side.
    expect(most).toBeGreaterThan(2);
  });

  it('stops at the first failure', async () => {
    await expect(
      inMemoryBudget([1, 2, 3], { slots: 2, budget: 10, costOf: () => 1 }, async (n) => {
        if (n === 2) throw new Error('photo 2 failed');
      }),
    ).rejects.toThrow('photo 2 failed');
  });
});

describe('AVIF photos under the pixel cap (issue #34, item 4)', () => {
  const SIDE = 8360;

  it('counts an AVIF decode at its real cost (about 18 bytes a pixel), a JPEG at 4', () => {
    const size = { width: SIDE, height: SIDE };
    expect(decodeBytes({ ...size, format: 'heif' }, 1920)).toBeGreaterThan(1.2e9);
    expect(decodeBytes({ ...size, format: 'jpeg' }, 1920)).toBeLessThan(0.3e9);
  });

  it('describes a guide’s large AVIF photos one at a time: the memory of one decode, not of all', async () => {
    // 35 megapixels (600 MiB to decode): two of them do not fit the budget together, as two of 70 do
    // not, in half the time.
    const side = 5900;
    const dir = temp();
    const variant = await realAvif(side, side);
    const files = [1, 2].map((n) => {
      const file = path.join(dir, `big-${n}.avif`);
      fs.writeFileSync(file, variant(n));
      return file;
    });
    expect(fs.statSync(files[0]!).size).toBeLessThan(5_000);
    const run = await runInChild(
      `import path from 'node:path';
       import { articlePhotos } from '@/lib/content/guide-photos';
       const source = (file) => ({ kind: 'file', path: file, written: './' + path.basename(file), in: 'content/guides/big/index.md' });
       const files = ${JSON.stringify(files)};
       const baseline = process.memoryUsage().rss;
       const { hero, body } = await articlePhotos({
         imageSource: source(files[0]),
         bodyPhotos: Object.fromEntries(files.slice(1).map((file) => [file, source(file)])),
       });
       console.log(JSON.stringify({ baselineMiB: baseline / 1048576, widths: [hero.width, ...Object.values(body).map((p) => p.width)] }));`,
      { timeoutMs: 120_000, env: { EXPLORE_BANDUNG_PHOTO_CACHE: path.join(dir, 'cache') } },
    );
    expect(run.code, run.stderr).toBe(0);
    const { baselineMiB, widths } = JSON.parse(run.stdout) as { baselineMiB: number; widths: number[] };
    expect(widths).toEqual([side, side]);
    const used = run.peakRssMiB - baselineMiB;
    // About 18 bytes a pixel (measured): two at once do not fit the budget.
    const one = (side * side * 18) / 1024 ** 2;
    expect(one * 2).toBeGreaterThan(PHOTO_MEMORY_BUDGET / 1024 ** 2);
    console.log(
      `issue #34 item 4: two ${side}² AVIFs described with a peak of ${used.toFixed(0)} MiB above the start (one decode: ${one.toFixed(0)} MiB), in ${(run.ms / 1000).toFixed(1)} s`,
    );
    // Two at once took twice one decode.
    expect(used).toBeLessThan(1.5 * one);
  }, 180_000);
});
