// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ogCardImage } from '@/components/seo/og-card-image';
import { guideOgCard, OG_IMAGE_SIZE, pageOgCards } from '@/lib/seo/og';
import { emojiDataUri, twemojiName } from '@/lib/seo/og-emoji';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

// Share images are drawn at build with the network blocked: emoji come from @twemoji/svg, accented
// Latin from the brand font's subsets, and what nothing bundled can draw is left out with a warning.

const requests: string[] = [];
const warnings: string[] = [];

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      requests.push(String(input instanceof Request ? input.url : input));
      throw new TypeError('fetch failed: the network is blocked in this test');
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Uint8Array) {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A guide's share image, drawn as the build draws it for a guide in `locale` (the kicker is in its language). */
const card = (title: string, locale: Locale = 'en') =>
  ogCardImage(guideOgCard({ slug: 'test-guide', title, locale }), 'explorebandung.id');

describe.each(LOCALES)('share images offline (%s)', (locale) => {
  it.each([
    ['an emoji', 'Kopi ☕ di Bandung', ['☕']],
    ['a flag, a keycap and a family (emoji sequences)', 'Bandung 🇮🇩 in 3️⃣ days with 👨‍👩‍👧', ['🇮🇩', '3️⃣', '👨‍👩‍👧']],
  ])(
    'draws %s from the bundled Twemoji set, with no request',
    async (_what, title, emoji) => {
      const { png, svg, dropped } = await card(title, locale);
      expect(requests).toEqual([]);
      expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
      expect(dropped).toEqual([]);
      for (const each of emoji) expect(svg).toContain(emojiDataUri(each));
    },
    30_000,
  );

  it('draws Indonesian, Vietnamese and European accents in the brand font', async () => {
    const { png, dropped } = await card('Đà Lạt, Bandung – Café, Crème & Sate Maranggi', locale);
    expect(requests).toEqual([]);
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
    expect(dropped).toEqual([]);
  }, 30_000);

  it.each([
    ['Chinese', '万隆的咖啡馆 Bandung', '万隆的咖啡馆'],
    ['Sundanese script', 'Bandung ᮘᮔ᮪ᮓᮥᮀ', 'ᮘᮔ᮪ᮓᮥᮀ'],
    ['Arabic (right to left)', 'مقاهي باندونغ Bandung', 'مقاهيباندونغ'],
  ])(
    'leaves %s out, with a build warning naming it, and still makes the image offline',
    async (_what, title, script) => {
      warnings.length = 0;
      const { png, dropped } = await card(title, locale);
      expect(requests).toEqual([]);
      expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
      expect(new Set(dropped)).toEqual(new Set(script));
      expect(warnings.join('\n')).toContain(
        'share image og/guide-test-guide.png: no bundled font or emoji draws',
      );
      for (const char of script) expect(warnings.join('\n')).toContain(char);
    },
    30_000,
  );
});

describe('share images offline: an undrawable title', () => {
  it('gives a title it cannot draw at all the guide list’s card title, not an empty card', async () => {
    const undrawable = await card('万隆的咖啡馆', 'en');
    const fallback = await card(pageOgCards('en').guides.title, 'en');
    expect(undrawable.svg).toBe(fallback.svg);
    expect(requests).toEqual([]);
  }, 30_000);

  it('id: gives a title it cannot draw at all the Indonesian guide list’s card title', async () => {
    const undrawable = await card('万隆的咖啡馆', 'id');
    const fallback = await card(pageOgCards('id').guides.title, 'id');
    expect(undrawable.svg).toBe(fallback.svg);
    expect(pageOgCards('id').guides.title).not.toBe(pageOgCards('en').guides.title);
  }, 30_000);
});

describe('Twemoji', () => {
  it('names Twemoji files the way the set does', () => {
    expect(twemojiName('☕')).toBe('2615');
    expect(twemojiName('☕️')).toBe('2615');
    expect(twemojiName('🇮🇩')).toBe('1f1ee-1f1e9');
    expect(twemojiName('❤️‍🔥')).toBe('2764-fe0f-200d-1f525');
    expect(emojiDataUri('☕')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(emojiDataUri('../../package.json')).toBeUndefined();
  });
});
