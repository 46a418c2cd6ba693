// @vitest-environment node
import { readVersions, versionFor } from '@/lib/browser/saved-versions';
import { savedVersions } from '@/lib/content/guide-versions';
import { getGuides } from '@/lib/content/guides';
import { areaBySlug } from '@/lib/content/taxonomy';

describe('a saved guide’s versions', () => {
  const en = {
    title: 'Best Cafes in Bandung',
    href: '/guides/best-cafes-in-bandung',
    area: 'Bandung city center',
  };
  const id = {
    title: 'Kafe Terbaik di Bandung',
    href: '/id/guides/kafe-terbaik-di-bandung',
    readTime: '6 menit',
  };

  it('reads them from a button’s JSON or from storage, leaving out anything malformed or off-site', () => {
    expect(readVersions(JSON.stringify({ en, id }))).toEqual({ en, id });
    expect(readVersions({ en, id: { title: 3, href: '/x' } })).toEqual({ en });
    expect(readVersions({ en: { title: 'x', href: 'https://elsewhere.example/' } })).toBeUndefined();
    expect(readVersions({ en: { title: 'x', href: '//elsewhere.example/' } })).toBeUndefined();
    expect(readVersions('{not json')).toBeUndefined();
    expect(readVersions(['x'])).toBeUndefined();
    expect(readVersions(undefined)).toBeUndefined();
  });

  it('shows a list the version in its language, else the one that was saved', () => {
    const saved = { ...en, lang: 'en', versions: { en, id } };
    expect(versionFor(saved, 'id')).toEqual({ ...id, lang: 'id' });
    expect(versionFor(saved, 'en')).toEqual({ ...en, lang: 'en' });
    expect(versionFor({ ...en, lang: 'en' }, 'id')).toEqual({ ...en, lang: 'en' });
    expect(versionFor({ ...en, lang: 'en', versions: 'garbage' }, 'id')).toEqual({
      ...en,
      lang: 'en',
      versions: 'garbage',
    });
  });

  it('are every published language of a real guide, each in its own words', () => {
    const guide = getGuides('en').find((candidate) => Object.keys(candidate.translations).length > 0)!;
    const translation = getGuides('id').find((candidate) => candidate.slug === guide.translations.id!.slug)!;
    expect(savedVersions(guide)).toEqual({
      en: {
        title: guide.title,
        href: guide.href,
        area: areaBySlug(guide.area).name.en,
        readTime: guide.readTime,
      },
      id: {
        title: translation.title,
        href: translation.href,
        area: areaBySlug(guide.area).name.id,
        readTime: translation.readTime,
      },
    });
  });
});
