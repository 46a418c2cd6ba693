// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, vi } from 'vitest';
import { GuideContentError, loadGuides } from '@/lib/content/guides';
import { guideSource } from './support/guide-source';

// A guide in another language is its own file next to its original, naming it (translationOf): it
// takes area, tags, photo and places from it, the build refuses a translation without an original
// (naming both files) and warns about one older than its original, and each guide knows its twin.

/** A project with content/guides/ and content/places/ holding the given files. */
function project(guides: Record<string, string>, places: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  const dir = path.join(root, 'content', 'guides');
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.join(root, 'content', 'places'), { recursive: true });
  for (const [name, text] of Object.entries(guides)) fs.writeFileSync(path.join(dir, name), text);
  for (const [id, text] of Object.entries(places)) {
    fs.writeFileSync(path.join(root, 'content', 'places', `${id}.yaml`), text);
  }
  return dir;
}

const PLACES = {
  'kawah-putih':
    'name: Kawah Putih\narea: ciwidey-and-the-south\ntip: "Cold."\ntranslations:\n  id:\n    tip: "Dingin."\n',
  'situ-patenggang': 'name: Situ Patenggang\narea: ciwidey-and-the-south\n',
};

const original = (extra = '', body = 'The English text.') =>
  guideSource(body, 'Kawah Putih at Dawn').replace(
    'area: city-centre\n',
    `area: ciwidey-and-the-south\ntags: [nature]\nupdated: 2025-07-10\nplaces:\n  - kawah-putih\n  - place: situ-patenggang\n    tip: "Boats."\n${extra}`,
  );

const translation = (fields: Record<string, string> = {}, body = 'Teks bahasa Indonesia.') => {
  const all = {
    lang: 'id',
    translationOf: 'kawah-putih-at-dawn',
    title: '"Kawah Putih di Pagi Hari"',
    excerpt: '"Teks kartu."',
    summary: '"Deskripsi."',
    imageAlt: '"Kebun teh"',
    date: '2025-07-12',
    ...fields,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
};

function errorOf(dir: string): string {
  try {
    loadGuides(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(GuideContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guides to be refused');
}

afterEach(() => vi.restoreAllMocks());

describe('translations', () => {
  it('pairs a translation with its original: its own words and language, the original’s topics, photo and places', () => {
    const dir = project(
      { 'kawah-putih-at-dawn.md': original(), 'kawah-putih-di-pagi-hari.md': translation() },
      PLACES,
    );
    const guides = loadGuides(dir);
    const english = guides.find((guide) => guide.slug === 'kawah-putih-at-dawn')!;
    const indonesian = guides.find((guide) => guide.slug === 'kawah-putih-di-pagi-hari')!;
    expect(indonesian).toMatchObject({
      locale: 'id',
      href: '/id/guides/kawah-putih-di-pagi-hari',
      title: 'Kawah Putih di Pagi Hari',
      area: english.area,
      tags: english.tags,
      imageSource: english.imageSource,
      translationOf: 'kawah-putih-at-dawn',
      readTime: '1 menit baca',
      dateLabel: '12 Jul 2025',
      updatedLabel: 'Diperbarui Juli 2025',
    });
    // The original's places, each with the place's own tip in the translation's language: the
    // original's tips are English.
    expect(indonesian.places.map((place) => [place.id, place.guideTip])).toEqual([
      ['kawah-putih', undefined],
      ['situ-patenggang', undefined],
    ]);
    expect(english.translations).toEqual({
      id: {
        slug: 'kawah-putih-di-pagi-hari',
        href: '/id/guides/kawah-putih-di-pagi-hari',
        title: 'Kawah Putih di Pagi Hari',
      },
    });
    expect(indonesian.translations).toEqual({
      en: { slug: 'kawah-putih-at-dawn', href: '/guides/kawah-putih-at-dawn', title: 'Kawah Putih at Dawn' },
    });
  });

  it('keeps its original’s designed cover (same theme, so the same cover) and describes a photo only', () => {
    const coverOriginal = original().replace(/^image: .*\n^imageAlt: .*\n/m, '');
    const cover = project(
      {
        'kawah-putih-at-dawn.md': coverOriginal,
        'kawah-putih-di-pagi-hari.md': translation({ imageAlt: '' }),
      },
      PLACES,
    );
    const [first, second] = loadGuides(cover);
    expect(first!.imageSource).toEqual(second!.imageSource);
    expect(first!.imageSource).toMatchObject({
      kind: 'cover',
      theme: { area: 'ciwidey-and-the-south', tags: ['nature'], seed: 'kawah-putih-at-dawn' },
    });
    // A cover is decorative: alternative text there would describe nothing.
    const described = project(
      { 'kawah-putih-at-dawn.md': coverOriginal, 'kawah-putih-di-pagi-hari.md': translation() },
      PLACES,
    );
    expect(errorOf(described)).toMatch(
      /kawah-putih-di-pagi-hari\.md:\n {2}field "imageAlt": the guide it translates has no image.*remove imageAlt/,
    );
    // The original's photo needs describing in the translation's language.
    const undescribed = project(
      { 'kawah-putih-at-dawn.md': original(), 'kawah-putih-di-pagi-hari.md': translation({ imageAlt: '' }) },
      PLACES,
    );
    expect(errorOf(undescribed)).toMatch(/kawah-putih-di-pagi-hari\.md:\n {2}field "imageAlt": is required/);
  });

  it('lets a translation list its places with tips of its own', () => {
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({
          places: '\n  - place: situ-patenggang\n    tip: "Naik perahu."',
        }),
      },
      PLACES,
    );
    const indonesian = loadGuides(dir).find((guide) => guide.locale === 'id')!;
    expect(indonesian.places.map((place) => [place.id, place.guideTip])).toEqual([
      ['situ-patenggang', 'Naik perahu.'],
    ]);
  });

  it('refuses a translation whose original does not exist, naming both files', () => {
    const dir = project(
      { 'kawah-putih-di-pagi-hari.md': translation({ translationOf: 'kawah-putih-at-dusk' }) },
      PLACES,
    );
    const message = errorOf(dir);
    expect(message).toMatch(/kawah-putih-di-pagi-hari\.md/);
    expect(message).toMatch(
      /field "translationOf": there is no guide content\/guides\/kawah-putih-at-dusk\.md \(or kawah-putih-at-dusk\/index\.md\)/,
    );
  });

  it('refuses a translation of a translation, one in its original’s language, and two into one language', () => {
    const twice = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation(),
        'lagi.md': translation({ translationOf: 'kawah-putih-di-pagi-hari' }),
      },
      PLACES,
    );
    expect(errorOf(twice)).toMatch(
      /lagi\.md[\s\S]*kawah-putih-di-pagi-hari \(.*kawah-putih-di-pagi-hari\.md\) is itself a translation/,
    );
    const sameLanguage = project(
      { 'kawah-putih-at-dawn.md': original(), 'again.md': translation({ lang: 'en' }) },
      PLACES,
    );
    expect(errorOf(sameLanguage)).toMatch(/again\.md[\s\S]*field "lang": it is in the same language \(en\)/);
    const two = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation(),
        'kawah-putih-pagi.md': translation(),
      },
      PLACES,
    );
    expect(errorOf(two)).toMatch(
      /kawah-putih-pagi\.md[\s\S]*already translates .*kawah-putih-at-dawn\.md into id: keep one/,
    );
  });

  it('refuses in a translation what it takes from its original', () => {
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({ area: 'city-centre', image: '"./x.jpg"' }),
      },
      PLACES,
    );
    const message = errorOf(dir);
    expect(message).toMatch(
      /field "image": a translation takes it from the guide it translates \(translationOf: kawah-putih-at-dawn\)/,
    );
    expect(message).toMatch(/field "area": a translation takes it from the guide it translates/);
  });

  it('warns, listing it, about a translation last updated before its original', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({ date: '2025-07-01' }),
      },
      PLACES,
    );
    loadGuides(dir);
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(warned).toMatch(/older than the guide it translates/);
    expect(warned).toMatch(
      /kawah-putih-di-pagi-hari\.md \(updated 2025-07-01\) translates .*kawah-putih-at-dawn\.md \(updated 2025-07-10\)/,
    );
    warn.mockClear();
    loadGuides(
      project({ 'kawah-putih-at-dawn.md': original(), 'kawah-putih-di-pagi-hari.md': translation() }, PLACES),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a guide’s links in its own language, naming the link to write', () => {
    const english = project(
      { 'kawah-putih-at-dawn.md': original('', 'See [the tours](/id/tours).') },
      PLACES,
    );
    expect(errorOf(english)).toMatch(
      /link \/id\/tours leads to another language's page: this guide is in en.*e\.g\. \/tours/,
    );
    const indonesian = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({}, 'Lihat [tur](/tours#kawah-putih-tour).'),
      },
      PLACES,
    );
    expect(errorOf(indonesian)).toMatch(
      /link \/tours#kawah-putih-tour leads to another language's page: this guide is in id.*\/id\/tours#kawah-putih-tour/,
    );
  });

  it('checks links to guides in their language: a slug of the other language is a dead link', () => {
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({}, 'Lihat [panduan](/id/guides/kawah-putih-at-dawn).'),
      },
      PLACES,
    );
    expect(errorOf(dir)).toMatch(
      /kawah-putih-di-pagi-hari\.md[\s\S]*links to \/id\/guides\/kawah-putih-at-dawn, but there is no guide .* in that language/,
    );
  });

  it('leaves a draft translation out of its original’s published translations', () => {
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original(),
        'kawah-putih-di-pagi-hari.md': translation({ draft: 'true' }),
      },
      PLACES,
    );
    const published = loadGuides(dir);
    expect(published.map((guide) => guide.slug)).toEqual(['kawah-putih-at-dawn']);
    expect(published[0]!.translations).toEqual({});
    const withDrafts = loadGuides(dir, { drafts: true });
    expect(withDrafts.find((guide) => guide.locale === 'en')!.translations.id?.slug).toBe(
      'kawah-putih-di-pagi-hari',
    );
  });

  it('leaves a published translation of a draft out too, with its photo, places and files (issue #34, item 7)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dir = project(
      {
        'kawah-putih-at-dawn.md': original('draft: true\n'),
        'kawah-putih-di-pagi-hari.md': translation(),
      },
      PLACES,
    );
    const published = loadGuides(dir);
    expect(published.map((guide) => guide.slug)).toEqual([]);
    // npm run dev shows both, the translation marked as a draft like its original.
    const withDrafts = loadGuides(dir, { drafts: true });
    expect(withDrafts.map((guide) => [guide.slug, guide.draft])).toEqual([
      ['kawah-putih-di-pagi-hari', true],
      ['kawah-putih-at-dawn', true],
    ]);
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /kawah-putih-di-pagi-hari\.md translates .*kawah-putih-at-dawn\.md, a draft/,
    );
  });
});
