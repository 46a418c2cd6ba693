import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';
import { getGuide } from '@/lib/content/guides';
import { faqs } from '@/lib/site/home';
import { contact } from '@/lib/site/config';
import {
  articleJsonLd,
  faqPageJsonLd,
  guideBreadcrumbJsonLd,
  organizationJsonLd,
  toursItemListJsonLd,
} from '@/lib/seo/structured-data';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { tours } from '@/lib/tours/tours';

const SITE = 'https://explorebandung.id';

// A processed photo (files under /photos/) and a remote one the build could not download.
const builtPhoto: ResolvedPhoto = {
  kind: 'built',
  hash: '0123456789abcdef',
  width: 4000,
  height: 3000,
  opaque: true,
  color: '#336699',
  preview: 'data:image/webp;base64,AAAA',
};

const sampleTours = Array.from({ length: 7 }, (_, index) => ({
  slug: `tour-${index + 1}`,
  name: `Tour ${index + 1}`,
  desc: `Description ${index + 1}`,
  photo:
    index === 0
      ? builtPhoto
      : ({ kind: 'remote', url: `https://images.unsplash.com/photo-${index + 1}` } as ResolvedPhoto),
  imageAlt: `Photo ${index + 1}`,
}));

describe('organisation', () => {
  it('is a travel agency with name, URL, logo, contact point and Bandung address', () => {
    const org = organizationJsonLd();
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
    });
  });

  it('makes no rating or review claims', () => {
    const json = JSON.stringify(organizationJsonLd());
    expect(json).not.toMatch(/aggregateRating|review/i);
  });
});

describe('FAQPage', () => {
  it('holds exactly the visible FAQ: same questions, same answers, same order', () => {
    const page = faqPageJsonLd(faqs);
    expect(page['@type']).toBe('FAQPage');
    const entities = page.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(5);
    expect(entities.every((entity) => entity['@type'] === 'Question')).toBe(true);
    expect(entities.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text }))).toEqual(
      faqs.map(({ question, answer }) => ({ question, answer })),
    );
  });
});

describe('guide article', () => {
  const guide = getGuide('best-cafes-in-bandung')!;

  it('has headline, description, images, dates from the frontmatter, author and publisher', () => {
    const article = articleJsonLd(guide, builtPhoto);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.date,
      dateModified: guide.updated,
      mainEntityOfPage: `${SITE}/guides/best-cafes-in-bandung`,
      author: { '@type': 'TravelAgency', name: 'Explore Bandung', url: `${SITE}/` },
      publisher: { '@type': 'TravelAgency', name: 'Explore Bandung', logo: `${SITE}/icons/icon-512.png` },
    });
    expect(guide.updated).toBe('2025-07-15');
    // The share card, and the site's own JPEG of the hero photo.
    expect(article.image).toEqual([
      `${SITE}/og/guide-best-cafes-in-bandung.png`,
      `${SITE}/photos/0123456789abcdef-1200.jpg`,
    ]);
    // A remote photo the build could not download: the stock-photo host's 1200 px copy.
    expect(articleJsonLd(guide, { kind: 'remote', url: guide.image }).image).toEqual([
      `${SITE}/og/guide-best-cafes-in-bandung.png`,
      expect.stringMatching(/^https:\/\/images\.unsplash\.com\/photo-1495474472287-4d71bcdd2085\?.*w=1200/),
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

describe('tours ItemList', () => {
  it('lists every tour in order with its name, description, photo and card URL', () => {
    const list = toursItemListJsonLd(sampleTours);
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(7);
    const items = list.itemListElement as unknown as { position: number; item: Record<string, unknown> }[];
    expect(items).toHaveLength(7);
    expect(items.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items[0]!.item).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Tour 1',
      description: 'Description 1',
      url: `${SITE}/tours#tour-1`,
      image: `${SITE}/photos/0123456789abcdef-1200.jpg`,
    });
    expect(items[1]!.item.image).toEqual(expect.stringContaining('https://images.unsplash.com/photo-2?'));
  });

  it('names no provider: the trips are marketplace listings, not run by this site', () => {
    const list = toursItemListJsonLd(sampleTours);
    const items = list.itemListElement as unknown as { item: Record<string, unknown> }[];
    for (const { item } of items) expect(item).not.toHaveProperty('provider');
    expect(JSON.stringify(list)).not.toContain('#organization');
  });
});

describe('tours ItemList from the real table', () => {
  it('has every tour of lib/tours/tours.ts with its name and description', () => {
    const list = toursItemListJsonLd(
      tours.map((tour) => ({ ...tour, photo: { kind: 'remote', url: tour.image } as ResolvedPhoto })),
    );
    const items = list.itemListElement as unknown as { item: { name: string; description: string } }[];
    expect(list.numberOfItems).toBe(tours.length);
    expect(items).toHaveLength(tours.length);
    expect(items.map((entry) => entry.item.name)).toEqual(tours.map((tour) => tour.name));
    expect(items.map((entry) => entry.item.description)).toEqual(tours.map((tour) => tour.desc));
  });
});

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
