import { afterEach, describe, expect, it, vi } from 'vitest';
import { guideOgCard, pageOgCards } from '@/lib/seo/og';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The helper reads NEXT_PUBLIC_SITE_URL when lib/site/config.ts loads, so each case imports afresh. */
async function loadHelper(siteUrl?: string) {
  vi.resetModules();
  if (siteUrl !== undefined) vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl);
  return import('@/lib/seo/metadata');
}

describe('pageMetadata', () => {
  it('builds an absolute canonical URL and og:url from NEXT_PUBLIC_SITE_URL', async () => {
    const { pageMetadata } = await loadHelper('https://preview.example.org/');
    const metadata = pageMetadata({ title: 'Guides', description: 'All guides', path: '/guides' });
    expect(metadata.alternates?.canonical).toBe('https://preview.example.org/guides');
    expect(metadata.openGraph).toMatchObject({ url: 'https://preview.example.org/guides' });
  });

  it('defaults to the documented site URL', async () => {
    const { pageMetadata } = await loadHelper('');
    const metadata = pageMetadata({ title: 'Tours', description: 'Tours', path: '/tours' });
    expect(metadata.alternates?.canonical).toBe('https://explorebandung.id/tours');
  });

  it('sets title, description, Open Graph and a large-image Twitter card with the page’s image', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
      title: 'Bandung Tours – Explore Bandung',
      description: 'Day trips from Bandung',
      path: '/tours',
      image: pageOgCards.tours,
    });
    expect(metadata.title).toEqual({ absolute: 'Bandung Tours – Explore Bandung' });
    expect(metadata.description).toBe('Day trips from Bandung');
    expect(metadata.openGraph).toMatchObject({
      title: 'Bandung Tours – Explore Bandung',
      description: 'Day trips from Bandung',
      type: 'website',
      siteName: 'Explore Bandung',
      images: [
        {
          url: 'https://explorebandung.id/og/tours.png',
          width: 1200,
          height: 630,
          type: 'image/png',
          alt: pageOgCards.tours.alt,
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Bandung Tours – Explore Bandung',
      images: [{ url: 'https://explorebandung.id/og/tours.png', alt: pageOgCards.tours.alt }],
    });
  });

  it('marks guides as articles with their dates and their own card', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const card = guideOgCard({ slug: 'best-cafes-in-bandung', title: 'Best Cafes in Bandung' });
    const metadata = pageMetadata({
      title: 'Best Cafes in Bandung – Bandung Travel Guide 2025',
      description: 'Cafes',
      path: '/guides/best-cafes-in-bandung',
      type: 'article',
      publishedTime: '2025-07-05',
      modifiedTime: '2025-07-15',
      image: card,
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-07-05',
      modifiedTime: '2025-07-15',
      images: [{ url: 'https://explorebandung.id/og/guide-best-cafes-in-bandung.png' }],
    });
  });

  it('uses the home card when a page names none', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({ title: 'T', description: 'D', path: '/' });
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: 'https://explorebandung.id/og/home.png' }],
    });
  });

  it('advertises the RSS feed on every page', async () => {
    const { pageMetadata, rootMetadata } = await loadHelper('https://explorebandung.id');
    const feed = {
      'application/rss+xml': [expect.objectContaining({ url: 'https://explorebandung.id/feed.xml' })],
    };
    expect(pageMetadata({ title: 'T', description: 'D', path: '/' }).alternates?.types).toEqual(feed);
    expect(rootMetadata.alternates?.types).toEqual(feed);
  });

  it('gives a page without a URL (the 404) no canonical and keeps it out of the index', async () => {
    const { pageMetadata } = await loadHelper('https://explorebandung.id');
    const metadata = pageMetadata({
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
      title: 'Redirecting',
      description: 'D',
      path: '/redirect/x',
      noindex: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(pageMetadata({ title: 'T', description: 'D', path: '/' }).robots).toBeUndefined();
  });

  it('declares the favicon, the apple touch icon and the site URL base', async () => {
    const { rootMetadata } = await loadHelper('https://explorebandung.id');
    expect(String(rootMetadata.metadataBase)).toBe('https://explorebandung.id/');
    expect(rootMetadata.icons).toMatchObject({
      icon: expect.arrayContaining([{ url: '/icons/icon.svg', type: 'image/svg+xml' }]),
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    });
  });
});
