// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { feedTitle } from '@/lib/seo/feed';
import { guideOgCard, pageOgCards } from '@/lib/seo/og';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The helper reads NEXT_PUBLIC_SITE_URL when lib/routes.ts loads, so each case imports afresh. */
async function loadHelper(siteUrl?: string) {
  vi.resetModules();
  if (siteUrl !== undefined) vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl);
  return import('@/lib/seo/metadata');
}

/** Each language's Open Graph locale and the prefix of its pages' share cards. */
const OG: Record<Locale, { locale: string; card: (page: string) => string }> = {
  en: { locale: 'en_US', card: (page) => `/og/${page}.png` },
  id: { locale: 'id_ID', card: (page) => `/og/id-${page}.png` },
};

describe.each(LOCALES)('pageMetadata (%s)', (locale) => {
  const at = (path: string) => localePath(locale, path);

  it('builds an absolute canonical URL and og:url from NEXT_PUBLIC_SITE_URL', async () => {
    const { pageMetadata } = await loadHelper('https://preview.example.org/');
    const metadata = pageMetadata({
      locale,
      title: 'Guides',
      description: 'All guides',
      path: at('/guides'),
    });
    expect(metadata.alternates?.canonical).toBe(`https://preview.example.org${at('/guides')}`);
    expect(metadata.openGraph).toMatchObject({ url: `https://preview.example.org${at('/guides')}` });
  });

  it('defaults to the documented site URL', async () => {
    const { pageMetadata } = await loadHelper('');
    const metadata = pageMetadata({ locale, title: 'Tours', description: 'Tours', path: at('/tours') });
    expect(metadata.alternates?.canonical).toBe(`https://explorebandung.id${at('/tours')}`);
  });

  it('sets title, description, Open Graph (in the language) and a large-image Twitter card with the page’s image', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const tours = pageOgCards(locale).tours;
    const metadata = pageMetadata({
      locale,
      title: 'Bandung Tours – Explore Bandung',
      description: 'Day trips from Bandung',
      path: at('/tours'),
      image: tours,
    });
    expect(metadata.title).toEqual({ absolute: 'Bandung Tours – Explore Bandung' });
    expect(metadata.description).toBe('Day trips from Bandung');
    expect(metadata.openGraph).toMatchObject({
      title: 'Bandung Tours – Explore Bandung',
      description: 'Day trips from Bandung',
      type: 'website',
      siteName: 'Explore Bandung',
      locale: OG[locale].locale,
      images: [
        {
          url: `https://explorebandung.id${OG[locale].card('tours')}`,
          width: 1200,
          height: 630,
          type: 'image/png',
          alt: tours.alt,
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Bandung Tours – Explore Bandung',
      images: [{ url: `https://explorebandung.id${OG[locale].card('tours')}`, alt: tours.alt }],
    });
  });

  it('marks guides as articles with their dates and their own card', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const card = guideOgCard({ slug: 'best-cafes-in-bandung', title: 'Best Cafes in Bandung', locale });
    const metadata = pageMetadata({
      locale,
      title: 'Best Cafes in Bandung – Bandung Travel Guide 2025',
      description: 'Cafes',
      path: at('/guides/best-cafes-in-bandung'),
      type: 'article',
      publishedTime: '2025-07-05',
      modifiedTime: '2025-07-15',
      image: card,
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-07-05',
      modifiedTime: '2025-07-15',
      images: [{ url: 'https://explorebandung.id/og/guide-best-cafes-in-bandung.png', alt: card.alt }],
    });
  });

  it('uses the home card of the language when a page names none', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({ locale, title: 'T', description: 'D', path: at('/') });
    expect(metadata.openGraph).toMatchObject({
      images: [
        { url: `https://explorebandung.id${OG[locale].card('home')}`, alt: pageOgCards(locale).home.alt },
      ],
    });
  });

  it('advertises the language’s RSS feed on every page', async () => {
    const { pageMetadata, rootMetadata } = await loadHelper('https://explorebandung.id');
    const feed = {
      'application/rss+xml': [
        expect.objectContaining({
          url: `https://explorebandung.id${at('/feed.xml')}`,
          title: feedTitle(locale),
        }),
      ],
    };
    expect(pageMetadata({ locale, title: 'T', description: 'D', path: at('/') }).alternates?.types).toEqual(
      feed,
    );
    expect(rootMetadata(locale).alternates?.types).toEqual(feed);
  });

  it('gives a page without a URL (the 404) no canonical and keeps it out of the index', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
      locale,
      title: 'Not found',
      description: 'D',
      path: null,
      noindex: true,
      followLinks: true,
    });
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty('url');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('leaves links unfollowed on a noindex page unless asked', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
      locale,
      title: 'Redirecting',
      description: 'D',
      path: at('/redirect/x'),
      noindex: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(pageMetadata({ locale, title: 'T', description: 'D', path: at('/') }).robots).toBeUndefined();
  });

  it('declares the favicon, the apple touch icon and the site URL base', async () => {
    const { rootMetadata } = await loadHelper('https://explorebandung.id');
    const root = rootMetadata(locale);
    expect(String(root.metadataBase)).toBe('https://explorebandung.id/');
    expect(root.icons).toMatchObject({
      icon: expect.arrayContaining([{ url: '/icons/icon.svg', type: 'image/svg+xml' }]),
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    });
  });

  it('links the page’s versions in every language (hreflang, x-default English) and names the other og:locale', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
      locale,
      title: 'Tours',
      description: 'D',
      path: at('/tours'),
      alternates: everyLanguage('/tours'),
    });
    expect(metadata.alternates?.languages).toEqual({
      en: 'https://explorebandung.id/tours',
      id: 'https://explorebandung.id/id/tours',
      'x-default': 'https://explorebandung.id/tours',
    });
    expect(metadata.openGraph).toMatchObject({
      locale: OG[locale].locale,
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG[other].locale),
    });
  });

  it('gives a page in one language only no hreflang links and no other og:locale', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
      locale,
      title: 'A guide',
      description: 'D',
      path: at('/guides/only-here'),
      alternates: { [locale]: at('/guides/only-here') },
    });
    expect(metadata.alternates).not.toHaveProperty('languages');
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
  });
});
