// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBytes, describePhoto, MAX_PHOTO_PIXELS, PhotoError } from '@/lib/build/photos/pipeline.mjs';
import { resolvePhoto } from '@/lib/photos/resolve';
import { inMemoryBudget, PHOTO_MEMORY_BUDGET } from '@/scripts/build/photos.mjs';
import { avifDeclaring, pngDeclaring } from '@/scripts/test/photo-bombs.mjs';

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
    expect(error).toBeInstanceOf(PhotoError);
    expect(String(error)).toMatch(/Invalid photo in content\/guides\/long\/index\.md/);
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
