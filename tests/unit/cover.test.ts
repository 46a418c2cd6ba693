// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Coffee, Compass, Footprints, Utensils } from 'lucide';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AREA_STYLES } from '@/lib/photos/cover/area-styles';
import { coverSvg } from '@/lib/photos/cover/draw';
import { DEFAULT_MOTIF, mainMotif, TAG_MOTIFS } from '@/lib/photos/cover/motifs';
import { coverFile, coverPng } from '@/lib/photos/cover/render';
import { COVER_SIZE, type CoverTheme } from '@/lib/photos/cover/theme';
import { coverPhoto } from '@/lib/photos/photo-source';
import { filesOfEveryUse, resolvePhoto } from '@/lib/photos/resolve';
import { cachedFile, encodePhoto, cachedMeta } from '@/lib/photos/pipeline.mjs';
import { photoFileName } from '@/lib/photos/photo-files.mjs';
import { areas, tags as allTags } from '@/lib/content/taxonomy';
import { colors } from '@/lib/site/colors';

// Designed covers (lib/photos/cover/): a guide without a photo of its subject gets a picture drawn
// from its area (palette, scenery), its tags (motifs) and its slug (composition), as a PNG that the
// photo pipeline then treats like any photo.

const theme = (fields: Partial<CoverTheme> = {}): CoverTheme => ({
  area: 'all-around-bandung',
  tags: ['food', 'budget'],
  seed: 'eating-in-bandung',
  ...fields,
});

/** The cover's pixels, shrunk to `width` if asked. */
async function pixels(png: Uint8Array, width: number = COVER_SIZE.width) {
  const { data, info } = await sharp(png)
    .resize({ width })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { at, width: info.width, height: info.height };
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** An sRGB channel value (0-255) in linear light, as WCAG's relative luminance counts it. */
const linear = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** A motif's shapes as the SVG writes them (a path's data is enough to tell motifs apart). */
const drawn = (icon: typeof Coffee) => {
  const path = icon.find(([tag]) => tag === 'path')!;
  return `d="${(path[1] as { d: string }).d}"`;
};

describe('a designed cover', () => {
  it('is a valid opaque 3:2 PNG, 1,920 × 1,280 px (as wide as the widest file pages use)', async () => {
    const meta = await sharp(await coverPng(theme())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1920, height: 1280, channels: 3, hasAlpha: false });
    expect(COVER_SIZE.width / COVER_SIZE.height).toBe(3 / 2);
  });

  it('is the same bytes for the same theme, so its file names never change while its guide does not', async () => {
    const first = await coverPng(theme());
    expect(Buffer.from(await coverPng({ ...theme() })).equals(Buffer.from(first))).toBe(true);
  });

  it('differs, visibly, for two guides of one area and the same tags (the slug seeds the composition)', async () => {
    const a = await pixels(await coverPng(theme({ seed: 'getting-to-bandung' })), 96);
    const b = await pixels(await coverPng(theme({ seed: 'getting-around-bandung' })), 96);
    let differing = 0;
    for (let y = 0; y < a.height; y++) {
      for (let x = 0; x < a.width; x++) {
        const [p, q] = [a.at(x, y), b.at(x, y)];
        if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) > 24) differing++;
      }
    }
    expect(differing / (a.width * a.height)).toBeGreaterThan(0.15);
  });

  it.each(areas.map((area) => area.slug))(
    'takes its palette from its area (%s): the site’s colours, sky at the top and the nearest ridge at the bottom',
    async (area) => {
      const { palette } = AREA_STYLES[area];
      const site = new Set(
        Object.values(colors).flatMap((value) =>
          typeof value === 'string' ? [value] : Object.values(value),
        ),
      );
      for (const color of [
        ...palette.sky,
        ...palette.ridges,
        palette.sun,
        palette.glow,
        palette.emblem,
        palette.pattern,
        palette.detail,
      ]) {
        expect(site, `${color} is one of the site's colours (lib/site/colors.ts)`).toContain(color);
      }
      const cover = await pixels(await coverPng(theme({ area, seed: `palette-${area}` })));
      expect(cover.at(0, cover.height - 1)).toEqual(rgb(palette.ridges[3]));
      expect(cover.at(cover.width - 1, cover.height - 1)).toEqual(rgb(palette.ridges[3]));
    },
  );

  it('gives each area a palette of its own', () => {
    const palettes = Object.values(AREA_STYLES).map(({ palette }) => JSON.stringify(palette));
    expect(new Set(palettes).size).toBe(areas.length);
  });

  it('shows its tags’ motifs: the first subject tag on the sun, every tag over the sky; a default for a tag without one', () => {
    const svg = coverSvg(theme({ tags: ['trip-planning', 'coffee', 'hiking'] }));
    for (const icon of [Coffee, Footprints]) expect(svg).toContain(drawn(icon));
    expect(svg).not.toContain(drawn(Utensils));
    // Every motif belongs to one tag; a tag the list does not know (a new one) gets the compass.
    for (const tag of Object.keys(TAG_MOTIFS)) expect(allTags.map((known) => known.slug)).toContain(tag);
    const all = Object.values(TAG_MOTIFS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(DEFAULT_MOTIF).toBe(Compass);
    expect(coverSvg(theme({ tags: ['a-new-tag'] }))).toContain(drawn(Compass));
    expect(coverSvg(theme({ tags: [] }))).toContain(drawn(Compass));
    // The sun bears one of the first subject tag's motifs (coffee), not the general tag's listed
    // before it; with only general tags, one of their motifs. The seed picks within the family.
    const nth =
      (n: number) =>
      <T>(items: readonly T[]) =>
        items[n % items.length]!;
    expect(mainMotif(['trip-planning', 'coffee', 'hiking'], nth(0))).toBe(Coffee);
    for (const n of [0, 1, 2, 3, 4, 5]) {
      expect(TAG_MOTIFS.food).toContain(mainMotif(['budget', 'food', 'nature'], nth(n)));
      expect([...TAG_MOTIFS['trip-planning']!, ...TAG_MOTIFS.budget!]).toContain(
        mainMotif(['trip-planning', 'budget'], nth(n)),
      );
    }
    expect(new Set([0, 1, 2, 3, 4, 5].map((n) => mainMotif(['trip-planning', 'budget'], nth(n)))).size).toBe(
      6,
    );
  });

  it.each(areas.flatMap((area) => ['one', 'two', 'three'].map((seed) => [area.slug, seed] as const)))(
    'keeps the banner’s white title readable (%s, %s): at least 4.5:1 on every part under its lightest gradient',
    async (area, seed) => {
      // The article banner lays forest-950 over the cover, at 55 % where it is lightest (its top):
      // what each channel value becomes under it, in linear light (WCAG's luminance weights).
      const overlay = rgb(colors.forest[950]);
      const seen = overlay.map((under) =>
        Array.from({ length: 256 }, (_, value) => linear(0.45 * value + 0.55 * under)),
      ) as [number[], number[], number[]];
      // Every pixel (a shrunk copy would blur, but its filter can also overshoot).
      const png = await coverPng(theme({ area, seed, tags: ['coffee', 'culture'] }));
      const data = await sharp(png).raw().toBuffer();
      let lightest = 0;
      for (let i = 0; i < data.length; i += 3) {
        const l =
          0.2126 * seen[0][data[i]!]! + 0.7152 * seen[1][data[i + 1]!]! + 0.0722 * seen[2][data[i + 2]!]!;
        if (l > lightest) lightest = l;
      }
      const worst = 1.05 / (lightest + 0.05);
      expect(worst).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('a cover in the photo pipeline', () => {
  it('is drawn into the photo cache once, then described and made into files like any photo', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cover-cache-'));
    const file = await coverFile(theme(), cacheDir);
    expect(path.relative(cacheDir, file)).toMatch(/^covers\/[0-9a-f]{24}\.png$/);
    const written = fs.statSync(file).mtimeMs;
    expect(await coverFile(theme(), cacheDir)).toBe(file);
    expect(fs.statSync(file).mtimeMs).toBe(written);

    process.env.EXPLORE_BANDUNG_PHOTO_CACHE = cacheDir;
    try {
      const photo = await resolvePhoto(coverPhoto(theme(), { in: 'content/guides/eating-in-bandung.md' }));
      expect(photo).toMatchObject({ kind: 'built', width: 1920, height: 1280, opaque: true });
      if (photo.kind !== 'built') throw new Error('not built');
      expect(photo.preview).toMatch(/^data:image\/webp;base64,/);
      const meta = cachedMeta(cacheDir, photo.hash)!;
      const files = filesOfEveryUse(meta.width, meta.height);
      await encodePhoto(meta, files, { cacheDir });
      for (const { width, height, format } of files) {
        expect(fs.existsSync(cachedFile(cacheDir, photoFileName(photo.hash, width, format, height)))).toBe(
          true,
        );
      }
      // Its banner files: every width to 1,920 px, and the phone crops.
      expect(files.filter((f) => f.format === 'avif' && !f.height).map((f) => f.width)).toContain(1920);
      expect(files.some((f) => f.format === 'avif' && f.height)).toBe(true);
    } finally {
      delete process.env.EXPLORE_BANDUNG_PHOTO_CACHE;
    }
  });
});
