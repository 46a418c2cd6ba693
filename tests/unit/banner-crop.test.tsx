import { render } from '@testing-library/react';
import { GuideArticleHero } from '@/components/guides/guide-article-hero';
import { Hero } from '@/components/home/hero';
import { getGuideSummaries } from '@/lib/content';
import {
  BANNER_MIN_HEIGHTS,
  bannerCrop,
  CROP_FRAME_WIDTHS,
  PHOTO_WIDTHS,
  UPRIGHT_PHONE,
  widthsFor,
} from '@/lib/build/photos/photo-files.mjs';
import { builtPhoto } from './support/built-photo';

// A banner on an upright phone shows the middle strip of a landscape photo (object-fit: cover):
// such phones get a crop of that strip (issue #23: the hero's bytes are most of the largest paint).

const photo = builtPhoto();

/** The width a browser picks from a srcset: the smallest at least as wide as the slot's pixels. */
const pick = (widths: readonly number[], sizes: string, screenWidth: number, density: number) => {
  const pixels = (parseFloat(sizes) / 100) * screenWidth * density;
  return widths.find((w) => w >= pixels) ?? Math.max(...widths);
};

const PHONES = [360, 375, 390, 412, 430].flatMap((width) => [1, 1.75, 2, 2.625, 3].map((d) => [width, d]));

describe.each(Object.entries(BANNER_MIN_HEIGHTS))('the %s banner on upright phones', (_, minHeight) => {
  const crop = bannerCrop(photo.width, photo.height, minHeight)!;

  it('is a crop of the middle at the heights of the frames a phone picks, no wider than the photo', () => {
    expect(crop.files.map((f) => f.height)).toEqual(CROP_FRAME_WIDTHS.map((w) => (w * 3) / 4));
    for (const file of crop.files) {
      expect(file.width / file.height).toBeCloseTo(crop.aspect, 2);
      expect(file.width).toBeLessThan((file.height * photo.width) / photo.height);
    }
  });

  it('shows the photo’s whole height, as the whole frame did: the crop is as wide as the box can be', () => {
    // The widest box on such a screen: the screen's width over the banner's least height.
    const [w, h] = UPRIGHT_PHONE.query
      .match(/(\d+)\/(\d+)/)!
      .slice(1)
      .map(Number) as [number, number];
    expect(crop.aspect).toBeCloseTo(w / h / minHeight, 5);
  });

  it.each(PHONES)(
    'at %s px, %s×, is picked at the height the whole frame would be: the same sharpness',
    (width, density) => {
      const frame = pick(widthsFor(photo.width, PHOTO_WIDTHS), '100vw', width, density);
      const descriptor = pick(
        crop.candidates.map((c) => c.descriptor),
        crop.sizes,
        width,
        density,
      );
      const chosen = crop.candidates.find((c) => c.descriptor === descriptor)!;
      if (frame <= Math.max(...CROP_FRAME_WIDTHS)) {
        // The crop as tall as that frame, with fewer pixels: the share the box hides.
        expect(chosen.height).toBe((frame * photo.height) / photo.width);
        expect(chosen.width * chosen.height!).toBeLessThan(frame * ((frame * 3) / 4));
      } else {
        // A phone needing more than the largest crop (430 px at 3×) gets that same whole frame.
        expect(chosen).toMatchObject({ width: frame });
        expect(chosen.height).toBeUndefined();
      }
    },
  );
});

it('a photo barely wider than the box gets no crop', () => {
  expect(bannerCrop(1000, 1500, BANNER_MIN_HEIGHTS.article)).toBeUndefined();
  expect(bannerCrop(600, 1000, BANNER_MIN_HEIGHTS.home)).toBeUndefined();
});

describe('the banners', () => {
  const guide = getGuideSummaries('en')[0]!;
  it.each([
    ['home', () => <Hero locale="en" photo={photo} />, BANNER_MIN_HEIGHTS.home],
    ['article', () => <GuideArticleHero guide={guide} photo={photo} />, BANNER_MIN_HEIGHTS.article],
  ] as const)('%s: its least height is the one its crop is made for', (_, Banner, minHeight) => {
    const { container } = render(<Banner />);
    const banner = container.firstElementChild!;
    expect(banner.className).toContain(`min-h-[${Math.round(minHeight * 100)}svh]`);
    const crop = bannerCrop(photo.width, photo.height, minHeight)!;
    const [phone, whole] = [...container.querySelectorAll('picture source')];
    expect(phone).toHaveAttribute('media', UPRIGHT_PHONE.query);
    expect(phone).toHaveAttribute('type', 'image/avif');
    expect(phone).toHaveAttribute('sizes', crop.sizes);
    for (const { width, height } of crop.files) {
      expect(phone!.getAttribute('srcset')).toContain(
        `/photos/${photo.hash}-${width}x${height}.avif ${width}w`,
      );
    }
    // Past the largest crop, the whole 1920 px frame, listed at the width its crop would have.
    expect(phone!.getAttribute('srcset')).toMatch(
      new RegExp(`/photos/${photo.hash}-1920\\.avif ${Math.round(1920 * 0.75 * crop.aspect)}w$`),
    );
    expect(whole).not.toHaveAttribute('media');
    expect(whole).toHaveAttribute('sizes', '100vw');
    expect(whole!.getAttribute('srcset')).toContain(`/photos/${photo.hash}-1920.avif 1920w`);
    // No 1600 px file for a banner: one file fewer per photo (issue #23: 1,000 photos within 1 GB).
    expect(whole!.getAttribute('srcset')).not.toContain('-1600.avif');
  });
});
