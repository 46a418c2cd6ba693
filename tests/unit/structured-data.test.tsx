import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';
import fs from 'node:fs';
import path from 'node:path';
import { getGuide, loadGuides, type Guide } from '@/lib/content/guides';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { faqs } from '@/lib/site/home';
import { contact, siteWords } from '@/lib/site/config';
import {
  articleJsonLd,
  faqPageJsonLd,
  guideBreadcrumbJsonLd,
  organizationJsonLd,
  toursItemListJsonLd,
} from '@/lib/seo/structured-data';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { tourIn, tours } from '@/lib/tours/tours';
import { builtPhoto } from './support/built-photo';
import { guidesFolder, translationSource } from './support/guide-project';
import { guideSource } from './support/guide-source';
import { tr } from './support/i18n';

const SITE = 'https://explorebandung.id';

// A processed photo (files under /photos/) and a remote one the build could not download.
const processedPhoto = builtPhoto();

const sampleTours = Array.from({ length: 7 }, (_, index) => ({
  slug: `tour-${index + 1}`,
  name: `Tour ${index + 1}`,
  desc: `Description ${index + 1}`,
  photo:
    index === 0
      ? processedPhoto
      : ({ kind: 'remote', url: `https://images.unsplash.com/photo-${index + 1}` } as ResolvedPhoto),
  imageAlt: `Photo ${index + 1}`,
}));

describe.each(LOCALES)('organisation (%s)', (locale) => {
  it('is a travel agency with name, URL, logo, contact point and Bandung address', () => {
    const org = organizationJsonLd(locale);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      name: 'Explore Bandung',
      url: `${SITE}/`,
      logo: `${SITE}/icons/icon-512.png`,
      contactPoint: { '@type': 'ContactPoint', telephone: contact.phone, email: contact.email },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Bandung',
        addressRegion: 'West Java',
        addressCountry: 'ID',
      },
      // Described in the page's language.
      description: siteWords(locale).description,
    });
  });

  it('makes no rating or review claims', () => {
    const json = JSON.stringify(organizationJsonLd(locale));
    expect(json).not.toMatch(/aggregateRating|review/i);
  });
});

describe.each(LOCALES)('FAQPage (%s)', (locale) => {
  it('holds exactly the visible FAQ: same questions, same answers, same order', () => {
    const faqsHere = faqs(locale);
    const page = faqPageJsonLd(faqsHere);
    expect(page['@type']).toBe('FAQPage');
    const entities = page.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(5);
    expect(entities.every((entity) => entity['@type'] === 'Question')).toBe(true);
    expect(entities.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text }))).toEqual(
      faqsHere.map(({ question, answer }) => ({ question, answer })),
    );
  });
});

/** A guide file's frontmatter `updated` (or `date`), as the file writes it. */
function frontmatterUpdated(guide: Guide): string {
  const { data } = readFrontmatter(fs.readFileSync(path.join(process.cwd(), guide.file), 'utf8'));
  const { updated, date } = data as { updated?: unknown; date?: unknown };
  const value = updated ?? date;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

describe('guide article', () => {
  const guide = getGuide('en', 'best-cafes-in-bandung')!;
  const heroUrl = guide.imageSource.kind === 'remote' ? guide.imageSource.url : '';

  it('has headline, description, images, dates from the frontmatter, author and publisher', () => {
    const article = articleJsonLd(guide, processedPhoto);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.date,
      dateModified: guide.updated,
      mainEntityOfPage: `${SITE}/guides/best-cafes-in-bandung`,
      inLanguage: 'en',
      author: { '@type': 'TravelAgency', name: 'Explore Bandung', url: `${SITE}/` },
      publisher: { '@type': 'TravelAgency', name: 'Explore Bandung', logo: `${SITE}/icons/icon-512.png` },
    });
    // dateModified is the frontmatter's `updated`, not its `date`.
    expect(guide.updated).toBe(frontmatterUpdated(guide));
    // The share card, and the site's own JPEG of the hero photo.
    expect(article.image).toEqual([
      `${SITE}/og/guide-best-cafes-in-bandung.png`,
      `${SITE}/photos/0123456789abcdef-1200.jpg`,
    ]);
    // A remote photo the build could not download: the stock-photo host's 1200 px copy.
    expect(heroUrl).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
    expect(articleJsonLd(guide, { kind: 'remote', url: heroUrl }).image).toEqual([
      `${SITE}/og/guide-best-cafes-in-bandung.png`,
      expect.stringMatching(new RegExp(`^${heroUrl.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}\\?.*w=1200`)),
    ]);
  });

  it('has a breadcrumb trail Home › Travel Guides › the guide', () => {
    const trail = guideBreadcrumbJsonLd(guide);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Travel Guides', item: `${SITE}/guides` },
      { '@type': 'ListItem', position: 3, name: guide.title, item: `${SITE}/guides/best-cafes-in-bandung` },
    ]);
  });
});

describe('an Indonesian guide’s article', () => {
  // An English original and its Indonesian translation, in a content folder of their own.
  const guides = loadGuides(
    guidesFolder({
      'kawah-putih-at-dawn.md': guideSource('The English text.', 'Kawah Putih at Dawn'),
      'kawah-putih-di-pagi-hari.md': translationSource('kawah-putih-at-dawn', 'Teks bahasa Indonesia.', {
        title: 'Kawah Putih di Pagi Hari',
        date: '2025-07-12',
        extra: 'updated: 2025-07-20\n',
      }),
    }),
  );
  const guide = guides.find((candidate) => candidate.locale === 'id')!;

  it('is the translation’s own page, in Indonesian, with its own dates and card', () => {
    const article = articleJsonLd(guide, processedPhoto);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Kawah Putih di Pagi Hari',
      description: guide.summary,
      datePublished: '2025-07-12',
      dateModified: '2025-07-20',
      mainEntityOfPage: `${SITE}/id/guides/kawah-putih-di-pagi-hari`,
      url: `${SITE}/id/guides/kawah-putih-di-pagi-hari`,
      inLanguage: 'id',
      author: { '@type': 'TravelAgency', name: 'Explore Bandung', url: `${SITE}/` },
    });
    expect(article.image).toEqual([
      `${SITE}/og/guide-kawah-putih-di-pagi-hari.png`,
      `${SITE}/photos/0123456789abcdef-1200.jpg`,
    ]);
  });

  it('has an Indonesian breadcrumb trail Beranda › Panduan Wisata › the guide, under /id', () => {
    const t = tr('id');
    expect(guideBreadcrumbJsonLd(guide).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t('breadcrumbs.home'), item: `${SITE}/id` },
      { '@type': 'ListItem', position: 2, name: t('breadcrumbs.guides'), item: `${SITE}/id/guides` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Kawah Putih di Pagi Hari',
        item: `${SITE}/id/guides/kawah-putih-di-pagi-hari`,
      },
    ]);
  });
});

describe.each(LOCALES)('tours ItemList (%s)', (locale) => {
  it('lists every tour in order with its name, description, photo and card URL', () => {
    const list = toursItemListJsonLd(locale, sampleTours);
    expect(list['@type']).toBe('ItemList');
    expect(list.name).toBe(tr(locale)('tours.itemListName'));
    expect(list.url).toBe(`${SITE}${localePath(locale, '/tours')}`);
    expect(list.numberOfItems).toBe(7);
    const items = list.itemListElement as unknown as { position: number; item: Record<string, unknown> }[];
    expect(items).toHaveLength(7);
    expect(items.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items[0]!.item).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Tour 1',
      description: 'Description 1',
      url: `${SITE}${localePath(locale, '/tours')}#tour-1`,
      image: `${SITE}/photos/0123456789abcdef-1200.jpg`,
    });
    expect(items[1]!.item.image).toEqual(expect.stringContaining('https://images.unsplash.com/photo-2?'));
  });

  it('names no provider: the trips are marketplace listings, not run by this site', () => {
    const list = toursItemListJsonLd(locale, sampleTours);
    const items = list.itemListElement as unknown as { item: Record<string, unknown> }[];
    for (const { item } of items) expect(item).not.toHaveProperty('provider');
    expect(JSON.stringify(list)).not.toContain('#organization');
  });
});

describe.each(LOCALES)('tours ItemList from the real table (%s)', (locale: Locale) => {
  it('has every tour of lib/tours/tours.ts with its name and description in the language', () => {
    const here = tours.map((tour) => tourIn(tour, locale));
    const list = toursItemListJsonLd(
      locale,
      here.map((tour) => ({ ...tour, photo: standIn(tour.image) })),
    );
    const items = list.itemListElement as unknown as {
      item: { name: string; description: string; image: string };
    }[];
    expect(list.numberOfItems).toBe(tours.length);
    expect(items).toHaveLength(tours.length);
    expect(items.map((entry) => entry.item.name)).toEqual(tours.map((tour) => tour.name[locale]));
    expect(items.map((entry) => entry.item.description)).toEqual(here.map((tour) => tour.desc));
    // A designed cover is an image like a photo: its JPEG, on the site.
    for (const [index, tour] of here.entries()) {
      if (typeof tour.image !== 'string')
        expect(items[index]!.item.image).toMatch(/^https?:\/\/[^/]+\/photos\/c0ffee/);
    }
  });
});

/** What a tour's picture resolves to, without the pipeline: its remote photo, or a built cover. */
const standIn = (image: string | { cover: readonly string[] }): ResolvedPhoto =>
  typeof image === 'string'
    ? { kind: 'remote', url: image }
    : {
        kind: 'built',
        hash: 'c0ffee00c0ffee00',
        width: 1920,
        height: 1280,
        opaque: true,
        color: '#12402e',
        preview: 'data:,',
      };

describe('<JsonLd>', () => {
  it('escapes < so data cannot close the script element, and still parses back', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>x</b>' } as const;
    expect(serializeJsonLd(data)).not.toContain('<');
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    expect(JSON.parse(script!.textContent ?? '')).toEqual(data);
  });
});
