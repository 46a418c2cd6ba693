// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_FORMATS, photoFilesIn, photoFileName, widthsFor } from '@/lib/build/photos/photo-files.mjs';
import { cachedFile, describePhoto, encodePhoto, photoHash } from '@/lib/build/photos/pipeline.mjs';
import { REAL_PHOTO_VARIANTS, realPhotoNamed, realPhotoOption } from '@/lib/build/photos/real-photo.mjs';
import {
  BENCH_PHOTOS_ENV,
  benchStandIn,
  FRESH_FOR_MS,
  fetchUrlFor,
  remoteOriginal,
  TEST_ORIGIN_ENV,
} from '@/lib/build/photos/remote.mjs';
import { standInImage } from '@/lib/build/photos/stand-in.mjs';
import { publishPhotos } from '@/scripts/build/photos.mjs';

// The photo pipeline (lib/photos/): any accepted format in, AVIF/WebP/JPEG files out at the widths
// pages ask for, described once and cached by content; remote photos downloaded once, with the
// network never failing a build. Test photos are generated textures (lib/build/photos/stand-in.mjs).

const temp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

const photos: Record<'jpeg' | 'png' | 'webp' | 'avif', Buffer> = {} as never;
beforeAll(async () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    photos[format] = await standInImage({ seed: format, width: 1500, height: 1000, format });
  }
}, 60_000);

describe('describing a photo', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'reads a %s: its size, main colour and a preview of a few hundred bytes, cached by content',
    async (format) => {
      const cacheDir = temp('photo-cache-');
      const source = path.join(temp('photo-src-'), `photo.${format}`);
      fs.writeFileSync(source, photos[format]);
      const meta = await describePhoto(photos[format], { cacheDir, source, label: 'photo x' });
      expect(meta).toMatchObject({
        hash: photoHash(photos[format]),
        width: 1500,
        height: 1000,
        opaque: true,
        source,
      });
      expect(meta.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(meta.preview).toMatch(/^data:image\/webp;base64,/);
      expect(meta.preview.length).toBeLessThan(400);
      // Described once: the second time comes from the cache (sharp is not called).
      const spy = vi.spyOn(sharp.prototype, 'metadata');
      expect(await describePhoto(photos[format], { cacheDir, source, label: 'photo x' })).toEqual(meta);
      expect(spy).not.toHaveBeenCalled();
      await sharp(photos[format]).metadata();
      expect(spy, 'the spy sees sharp calls').toHaveBeenCalled();
      spy.mockRestore();
    },
  );

  it('tells a photo with transparency apart, and turns EXIF-rotated photos their displayed way', async () => {
    const cacheDir = temp('photo-cache-');
    const png = await standInImage({ seed: 'alpha', width: 300, height: 200, format: 'png', alpha: true });
    expect((await describePhoto(png, { cacheDir, source: 'a.png', label: 'a' })).opaque).toBe(false);
    const turned = await sharp(photos.jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await describePhoto(turned, { cacheDir, source: 'b.jpg', label: 'b' })).toMatchObject({
      width: 1000,
      height: 1500,
    });
  });

  it('refuses a file that is not a readable image, naming the photo', async () => {
    const broken = Buffer.concat([photos.jpeg.subarray(0, 200)]);
    await expect(
      describePhoto(broken, { cacheDir: temp('photo-cache-'), source: 'x.jpg', label: 'photo ./crater.jpg' }),
    ).rejects.toThrow(/photo \.\/crater\.jpg is not a readable JPEG, PNG, WebP or AVIF image/);
  });
});

describe('encoding', () => {
  it('makes each asked-for file once, in its format and width; a second run does no image work', async () => {
    const cacheDir = temp('photo-cache-');
    const source = path.join(temp('photo-src-'), 'photo.jpg');
    fs.writeFileSync(source, photos.jpeg);
    const meta = await describePhoto(photos.jpeg, { cacheDir, source, label: 'photo' });
    const files = [
      { width: 480, format: 'avif' as const },
      { width: 800, format: 'avif' as const },
      { width: 1200, format: 'jpeg' as const },
      { width: 1500, format: 'avif' as const },
    ];
    expect(await encodePhoto(meta, files, { cacheDir })).toBe(4);
    for (const { width, format } of files) {
      const info = await sharp(cachedFile(cacheDir, photoFileName(meta.hash, width, format))).metadata();
      expect(info.width).toBe(width);
      expect(info.height).toBe(Math.round((width * 1000) / 1500));
      expect(info.format).toBe(format === 'avif' ? 'heif' : format);
    }
    expect(await encodePhoto(meta, files, { cacheDir })).toBe(0);
    await expect(encodePhoto(meta, [{ width: 1600, format: 'avif' }], { cacheDir })).rejects.toThrow(
      /no 1600 px file can be made from a 1500 px photo/,
    );
  }, 60_000);

  it('makes a banner’s phone crop: the middle of the photo, at its width and height', async () => {
    const cacheDir = temp('photo-cache-');
    const source = path.join(temp('photo-src-'), 'halves.png');
    // Left third red, middle green, right third blue: the crop keeps the middle only.
    const third = (r: number, g: number, b: number) => ({
      create: { width: 300, height: 400, channels: 3 as const, background: { r, g, b } },
    });
    const bytes = await sharp(third(255, 0, 0))
      .extend({ right: 600, background: '#000' })
      .composite([
        {
          input: await sharp(third(0, 255, 0))
            .png()
            .toBuffer(),
          left: 300,
          top: 0,
        },
        {
          input: await sharp(third(0, 0, 255))
            .png()
            .toBuffer(),
          left: 600,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    fs.writeFileSync(source, bytes);
    const meta = await describePhoto(bytes, { cacheDir, source, label: 'photo' });
    expect(await encodePhoto(meta, [{ width: 150, height: 200, format: 'avif' }], { cacheDir })).toBe(1);
    const file = cachedFile(cacheDir, photoFileName(meta.hash, 150, 'avif', 200));
    expect(file).toMatch(/-150x200\.avif$/);
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([150, 200]);
    for (const x of [5, 75, 144]) {
      const at = (100 * info.width + x) * info.channels;
      expect(data[at + 1], `green at x ${x}`).toBeGreaterThan(200);
      expect(data[at]! + data[at + 2]!, `no red or blue at x ${x}`).toBeLessThan(60);
    }
    await expect(
      encodePhoto(meta, [{ width: 100, height: 500, format: 'avif' }], { cacheDir }),
    ).rejects.toThrow(/no crop 500 px high can be made from a 900 × 400 px photo/);
  }, 60_000);

  it('offers a photo at the widths it can fill, and its own width instead of a larger one', () => {
    expect(widthsFor(4000, [480, 800, 1200])).toEqual([480, 800, 1200]);
    expect(widthsFor(1000, [480, 800, 1200])).toEqual([480, 800, 1000]);
    expect(widthsFor(300, [480, 800, 1200])).toEqual([300]);
    expect(widthsFor(1200, [480, 800, 1200])).toEqual([480, 800, 1200]);
  });

  it('finds the processed files a page names, in src, srcset and absolute URLs', () => {
    const html =
      '<img src="/photos/0123456789abcdef-1200.jpg" srcset="/photos/0123456789abcdef-480.avif 480w">' +
      '{"image":"https://explorebandung.id/photos/0123456789abcdef-1200.jpg"}<img src="/photos/nothash-1.jpg">';
    expect(photoFilesIn(html)).toEqual([
      { name: '0123456789abcdef-1200.jpg', hash: '0123456789abcdef', width: 1200, format: 'jpeg' },
      { name: '0123456789abcdef-480.avif', hash: '0123456789abcdef', width: 480, format: 'avif' },
    ]);
    // A banner's phone crop has its height in the name.
    expect(photoFilesIn('<source srcset="/photos/0123456789abcdef-338x600.avif 338w">')).toEqual([
      {
        name: '0123456789abcdef-338x600.avif',
        hash: '0123456789abcdef',
        width: 338,
        height: 600,
        format: 'avif',
      },
    ]);
    // AVIF and one JPEG, no WebP copies (issue #23: files and bytes per photo).
    expect(Object.keys(PHOTO_FORMATS)).toEqual(['avif', 'jpeg']);
    expect(photoFilesIn('<source srcset="/photos/0123456789abcdef-480.webp 480w">')).toEqual([]);
  });
});

describe('the build step (scripts/build/photos.mjs)', () => {
  it('puts exactly the files the pages name in out/photos/, made once, then from the cache', async () => {
    const cacheDir = temp('photo-cache-');
    const out = temp('out-');
    const source = path.join(temp('photo-src-'), 'photo.png');
    fs.writeFileSync(source, photos.png);
    const meta = await describePhoto(photos.png, { cacheDir, source, label: 'photo' });
    const name = (width: number, format: 'avif' | 'jpeg') => photoFileName(meta.hash, width, format);
    fs.mkdirSync(path.join(out, 'guides'));
    fs.writeFileSync(
      path.join(out, 'index.html'),
      `<picture><source srcset="/photos/${name(480, 'avif')} 480w, /photos/${name(800, 'avif')} 800w"><img src="/photos/${name(1200, 'jpeg')}"></picture>`,
    );
    fs.writeFileSync(path.join(out, 'guides', 'x.html'), `<img src="/photos/${name(480, 'avif')}">`);
    // A file npm run dev left in public/photos/, which next build copied: not named, so not kept.
    fs.mkdirSync(path.join(out, 'photos'));
    fs.writeFileSync(path.join(out, 'photos', 'ffffffffffffffff-480.avif'), 'stale');

    const first = await publishPhotos(out, { cacheDir });
    expect(first).toMatchObject({ photos: 1, files: 3, encoded: 3 });
    expect(fs.readdirSync(path.join(out, 'photos')).sort()).toEqual(
      [name(1200, 'jpeg'), name(480, 'avif'), name(800, 'avif')].sort(),
    );
    expect(first.bytes).toBeGreaterThan(0);
    expect((await publishPhotos(out, { cacheDir })).encoded).toBe(0);
  }, 60_000);

  it('stops when a page names a photo no page described', async () => {
    const out = temp('out-');
    fs.writeFileSync(path.join(out, 'index.html'), '<img src="/photos/0123456789abcdef-480.avif">');
    await expect(publishPhotos(out, { cacheDir: temp('photo-cache-') })).rejects.toThrow(
      /index\.html names \/photos\/0123456789abcdef-480\.avif, but no photo with that hash was processed/,
    );
  });
});

describe('remote photos', () => {
  const url = 'https://images.unsplash.com/photo-1566419808810-927259f927da';
  const noNetwork = async (): Promise<Uint8Array> => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND images.unsplash.com'), { code: 'ENOTFOUND' });
  };
  const serving = (body: Uint8Array) => vi.fn(async (_url: string) => body);

  it('downloads once into the cache, and uses that copy (no network) while it is fresh', async () => {
    const cacheDir = temp('photo-cache-');
    const fetch = serving(photos.jpeg);
    const first = await remoteOriginal(url, { cacheDir, env: {}, download: fetch, now: 1_000 });
    expect(first).toMatchObject({ from: 'download' });
    expect(fs.readFileSync(first.file!)).toEqual(photos.jpeg);
    expect(fetch).toHaveBeenCalledWith(url);
    const again = await remoteOriginal(url, { cacheDir, env: {}, download: noNetwork, now: 2_000 });
    expect(again).toEqual({ file: first.file, from: 'cache' });
  });

  it('with no network, uses an old copy with a warning; with no copy, keeps the URL with a warning', async () => {
    const cacheDir = temp('photo-cache-');
    await remoteOriginal(url, { cacheDir, env: {}, download: serving(photos.jpeg), now: 0 });
    const warn = vi.fn();
    const old = await remoteOriginal(url, {
      cacheDir,
      env: {},
      download: noNetwork,
      now: FRESH_FOR_MS + 1,
      warn,
    });
    expect(old).toMatchObject({ from: 'old copy' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not download it again \(ENOTFOUND\); using the copy from 1970-01-01/),
    );

    const none = vi.fn();
    const result = await remoteOriginal(url, {
      cacheDir: temp('photo-cache-'),
      env: {},
      download: noNetwork,
      warn: none,
    });
    expect(result).toEqual({ reason: 'ENOTFOUND' });
    expect(none).toHaveBeenCalledTimes(1);
    expect(none.mock.calls[0]![0]).toMatch(
      /photo https:\/\/images\.unsplash\.com\/.*could not download it \(ENOTFOUND\)/,
    );
  });

  it('never takes a web page for a photo', async () => {
    const warn = vi.fn();
    const result = await remoteOriginal(url, {
      cacheDir: temp('photo-cache-'),
      env: {},
      download: serving(new TextEncoder().encode('<!doctype html><title>Not found</title>')),
      warn,
    });
    expect(result.file).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
  });

  it('bench builds only: a photo that cannot be had becomes a 4000 × 3000 stand-in', async () => {
    const cacheDir = temp('photo-cache-');
    const result = await remoteOriginal(url, {
      cacheDir,
      env: { [BENCH_PHOTOS_ENV]: '1' },
      download: noNetwork,
    });
    expect(result).toMatchObject({ from: 'stand-in' });
    expect(await sharp(result.file!).metadata()).toMatchObject({ width: 4000, height: 3000, format: 'jpeg' });
    expect(fs.statSync(result.file!).size).toBeGreaterThan(1_000_000);
  }, 30_000);

  it('bench builds with real stand-ins: a crop of the real photograph, the same crop for a URL every time', async () => {
    const crops: number[] = [];
    const photos: string[] = [];
    const realCrop = async (index: number, photo: string) => {
      crops.push(index);
      photos.push(photo);
      return standInImage({ seed: `crop ${index} of ${photo}`, width: 64, height: 48 });
    };
    const env = { [BENCH_PHOTOS_ENV]: 'real' };
    const other = 'https://images.unsplash.com/photo-other?w=1600';
    const first = await remoteOriginal(url, {
      cacheDir: temp('photo-cache-'),
      env,
      download: noNetwork,
      realCrop,
    });
    const again = await remoteOriginal(url, {
      cacheDir: temp('photo-cache-'),
      env,
      download: noNetwork,
      realCrop,
    });
    await remoteOriginal(other, { cacheDir: temp('photo-cache-'), env, download: noNetwork, realCrop });
    expect(first).toMatchObject({ from: 'stand-in' });
    // The file is the crop realCrop gave (not a generated texture of 4000 × 3000).
    expect(await sharp(first.file!).metadata()).toMatchObject({ width: 64, height: 48 });
    expect(crops[0]).toBe(crops[1]);
    expect(fs.readFileSync(again.file!)).toEqual(fs.readFileSync(first.file!));
    expect(crops[2]).not.toBe(crops[0]);
    expect(crops.every((index) => Number.isInteger(index) && index >= 0 && index < REAL_PHOTO_VARIANTS)).toBe(
      true,
    );
    // 'real' is the camera photograph; the painting (the hard case) is asked for by name, and its crop
    // is cached apart from the camera photograph's of the same URL.
    expect(photos).toEqual(['camera', 'camera', 'camera']);
    const cacheDir = temp('photo-cache-');
    const camera = await remoteOriginal(url, { cacheDir, env, download: noNetwork, realCrop });
    const painting = await remoteOriginal(url, {
      cacheDir,
      env: { [BENCH_PHOTOS_ENV]: 'painting' },
      download: noNetwork,
      realCrop,
    });
    expect(photos.at(-1)).toBe('painting');
    expect(painting.file).not.toBe(camera.file);
    expect(fs.readFileSync(painting.file!)).not.toEqual(fs.readFileSync(camera.file!));
    expect(benchStandIn('REAL')).toBe('camera');
    expect(benchStandIn('camera')).toBe('camera');
    expect(benchStandIn('painting')).toBe('painting');
    expect(benchStandIn('')).toBeUndefined();
  });

  it("the benches' --photo names a photograph; the camera one by default, an unknown name stops with the names", () => {
    expect(realPhotoNamed(undefined)).toBe('camera');
    expect(realPhotoNamed('painting')).toBe('painting');
    expect(() => realPhotoNamed('elephants')).toThrow(
      'No bench photograph "elephants": use camera or painting',
    );
    expect(realPhotoOption(['--runs', '1'])).toBe('camera');
    expect(realPhotoOption(['--photo', 'painting', '--runs', '1'])).toBe('painting');
    expect(() => realPhotoOption(['--photo'])).toThrow('--photo needs a name: camera or painting');
    expect(() => realPhotoOption(['--photo', '--no-build'])).toThrow('--photo needs a name');
  });

  it('in tests, is fetched from the local stand-in server, and cached apart from real downloads', async () => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/webp' }).end(photos.webp);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const env = { [TEST_ORIGIN_ENV]: origin };
      expect(fetchUrlFor(`${url}?w=1`, env)).toBe(
        `${origin}/images.unsplash.com/photo-1566419808810-927259f927da?w=1`,
      );
      const cacheDir = temp('photo-cache-');
      const test = await remoteOriginal(url, { cacheDir, env });
      expect(requests).toEqual(['/images.unsplash.com/photo-1566419808810-927259f927da']);
      expect(fs.readFileSync(test.file!)).toEqual(photos.webp);
      // A real build never takes the test server's answer for the photo.
      const real = await remoteOriginal(url, { cacheDir, env: {}, download: noNetwork, warn: () => {} });
      expect(real.file).toBeUndefined();
    } finally {
      server.close();
    }
  });
});

afterAll(() => vi.restoreAllMocks());
