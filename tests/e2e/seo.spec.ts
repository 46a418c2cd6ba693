import type { APIRequestContext, Page } from '@playwright/test';
import { faqs } from '../../lib/site/home';
import { SITE_URL } from '../../lib/site/config';
import { guideHref, itineraryHref, placeHref, routes, staticPages, type StaticPage } from '../../lib/routes';
import { tours } from '../../lib/tours/tours';
import { expect, test } from './fixtures';
import { acrossListPages } from './list-pages';
import { guideSlugs, places, sampleGuide } from './pages';

// What search engines and chat apps read from the built site: head tags, structured data, social
// images, icons, the feed, the sitemap and robots.txt. URLs in the pages are absolute on SITE_URL
// (the deployed origin); the tests fetch the same paths from the local server.

const abs = (path: string) => new URL(path, `${SITE_URL}/`).toString();
const localPath = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
/** https://host and https://host/ are the same URL; compare them as such. */
const sameUrl = (url: string | null) => (url ? new URL(url).toString() : url);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchPng(request: APIRequestContext, url: string) {
  const response = await request.get(localPath(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect([...body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // Width and height from the IHDR chunk.
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

type PageCase = {
  name: string;
  path: string;
  title: string | RegExp;
  ogType: 'website' | 'article';
  image: string;
  jsonLdTypes: string[];
};

// What each page that exists once (lib/routes.ts staticPages) says about itself, and a guide's.
const staticPageCases: Record<StaticPage, Omit<PageCase, 'path'>> = {
  home: {
    name: 'home',
    title: 'Explore Bandung – Local Tips & Must-Visit Spots',
    ogType: 'website',
    image: '/og/home.png',
    jsonLdTypes: ['TravelAgency', 'FAQPage'],
  },
  guides: {
    name: 'guide list',
    title: 'Bandung Travel Guides – Explore Bandung',
    ogType: 'website',
    image: '/og/guides.png',
    jsonLdTypes: [],
  },
  places: {
    name: 'places',
    title: 'Places to Go in and around Bandung – Explore Bandung',
    ogType: 'website',
    image: '/og/places.png',
    jsonLdTypes: [],
  },
  itineraries: {
    name: 'itineraries',
    title: 'Bandung Itineraries: Day-by-Day Plans – Explore Bandung',
    ogType: 'website',
    image: '/og/itineraries.png',
    jsonLdTypes: [],
  },
  tours: {
    name: 'tours',
    title: 'Bandung Tours & Day Trips – Explore Bandung',
    ogType: 'website',
    image: '/og/tours.png',
    jsonLdTypes: ['ItemList'],
  },
  search: {
    name: 'search',
    title: 'Search Guides, Places and Tours – Explore Bandung',
    ogType: 'website',
    image: '/og/search.png',
    jsonLdTypes: [],
  },
};

const pages: PageCase[] = [
  ...staticPages.map((page) => ({ ...staticPageCases[page], path: routes[page] })),
  {
    name: 'guide',
    path: guideHref(sampleGuide),
    title: / – Bandung Travel Guide \d{4}$/,
    ogType: 'article',
    image: `/og/guide-${sampleGuide}.png`,
    jsonLdTypes: ['Article', 'BreadcrumbList'],
  },
  {
    name: 'itinerary',
    path: itineraryHref('bandung-in-3-days'),
    title: 'Bandung in 3 Days: a day-by-day plan – Explore Bandung',
    ogType: 'website',
    image: '/og/itinerary-bandung-in-3-days.png',
    jsonLdTypes: ['TouristTrip', 'BreadcrumbList'],
  },
];

for (const pageCase of pages) {
  test(`${pageCase.name}: title, description, canonical, Open Graph, Twitter card and feed link`, async ({
    page,
    request,
  }) => {
    await page.goto(pageCase.path);
    await expect(page).toHaveTitle(pageCase.title);
    const title = await page.title();
    const description = await meta(page, 'description');
    expect(description?.length).toBeGreaterThan(50);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(sameUrl(canonical)).toBe(abs(pageCase.path));

    expect(await meta(page, 'og:title')).toBe(title);
    expect(await meta(page, 'og:description')).toBe(description);
    expect(sameUrl(await meta(page, 'og:url'))).toBe(abs(pageCase.path));
    expect(await meta(page, 'og:type')).toBe(pageCase.ogType);
    const image = await meta(page, 'og:image');
    expect(image).toBe(abs(pageCase.image));
    expect(await meta(page, 'og:image:alt')).toBeTruthy();

    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'twitter:title')).toBe(title);
    expect(await meta(page, 'twitter:image')).toBe(image);

    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', abs('/feed.xml'));

    // The social image is a real PNG of the size the tags announce.
    const size = await fetchPng(request, image!);
    expect(size).toEqual({
      width: Number(await meta(page, 'og:image:width')),
      height: Number(await meta(page, 'og:image:height')),
    });
  });

  test(`${pageCase.name}: JSON-LD parses and describes the page`, async ({ page }) => {
    await page.goto(pageCase.path);
    const data = await jsonLd(page);
    expect(data.map((block) => block['@type'])).toEqual(pageCase.jsonLdTypes);
    for (const block of data) expect(block['@context']).toBe('https://schema.org');
    // Rating claims stay marketing copy, never review markup.
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"Review"/);
  });
}

test('home: the FAQPage holds the visible questions and answers word for word', async ({ page }) => {
  await page.goto('/');
  const faqPage = (await jsonLd(page)).find((block) => block['@type'] === 'FAQPage') as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  const faqSection = page.locator('#faq');
  const visibleQuestions = await faqSection.locator('summary').allTextContents();
  expect(faqPage.mainEntity.map((question) => question.name)).toEqual(visibleQuestions.map((q) => q.trim()));
  expect(faqPage.mainEntity).toHaveLength(5);
  for (const [index, question] of faqPage.mainEntity.entries()) {
    await expect(faqSection.getByText(question.acceptedAnswer.text, { exact: true })).toHaveCount(1);
    expect(question.acceptedAnswer.text).toBe(faqs('en')[index]?.answer);
  }
});

test('home: the organisation has its logo, contact point and Bandung address', async ({ page, request }) => {
  await page.goto('/');
  const org = (await jsonLd(page)).find((block) => block['@type'] === 'TravelAgency') as {
    name: string;
    url: string;
    logo: string;
    contactPoint: { telephone: string; email: string };
    address: { addressLocality: string; addressCountry: string };
  };
  expect(org.name).toBe('Explore Bandung');
  expect(sameUrl(org.url)).toBe(abs('/'));
  expect(org.address).toMatchObject({ addressLocality: 'Bandung', addressCountry: 'ID' });
  // The same phone and e-mail the contact block shows.
  const contactBlock = page.locator('#contact');
  await expect(contactBlock.getByText(org.contactPoint.telephone).first()).toBeVisible();
  await expect(contactBlock.getByText(org.contactPoint.email).first()).toBeVisible();
  expect(await fetchPng(request, org.logo)).toEqual({ width: 512, height: 512 });
});

test('guides: each guide carries its own card, article dates, Article and breadcrumb data', async ({
  page,
  request,
}) => {
  // The cards' title links (their area and tag chips link to the lists), on every page of the list.
  const cardLinks = await acrossListPages(page, '/guides', (listPage) =>
    listPage
      .locator('main article h3 a[href^="/guides/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
  );
  const hrefs = [...new Set(cardLinks)];
  expect(hrefs.sort()).toEqual(guideSlugs.map((slug) => guideHref(slug)));
  for (const href of hrefs) {
    await page.goto(href);
    const slug = href.split('/').pop()!;
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'og:image')).toBe(abs(`/og/guide-${slug}.png`));
    expect(await meta(page, 'og:image:alt')).toContain(heading);
    expect(await meta(page, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(await meta(page, 'article:modified_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await fetchPng(request, (await meta(page, 'og:image'))!);

    const data = await jsonLd(page);
    const article = data.find((block) => block['@type'] === 'Article') as Record<string, unknown>;
    expect(article).toMatchObject({
      headline: heading,
      description: await meta(page, 'description'),
      datePublished: (await meta(page, 'article:published_time'))!.slice(0, 10),
      dateModified: (await meta(page, 'article:modified_time'))!.slice(0, 10),
      author: { name: 'Explore Bandung' },
      publisher: { name: 'Explore Bandung' },
    });
    expect(article.image).toContain(abs(`/og/guide-${slug}.png`));
    const trail = data.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(trail.itemListElement.map(({ name, item }) => [name, sameUrl(item)])).toEqual([
      ['Home', abs('/')],
      ['Travel Guides', abs('/guides')],
      [heading, abs(href)],
    ]);
  }
});

test('tours: the ItemList names every visible tour in order and points at their cards', async ({ page }) => {
  await page.goto('/tours');
  const list = (await jsonLd(page)).find((block) => block['@type'] === 'ItemList') as {
    numberOfItems: number;
    itemListElement: { position: number; item: { name: string; url: string } }[];
  };
  const cards = page.locator('main article[id]');
  await expect(cards).toHaveCount(tours.length);
  const visible = await cards.evaluateAll((articles) =>
    articles.map((article) => ({ id: article.id, name: article.querySelector('h2')?.textContent?.trim() })),
  );
  expect(list.numberOfItems).toBe(tours.length);
  expect(list.itemListElement.map((entry) => entry.item.name)).toEqual(visible.map((card) => card.name));
  expect(list.itemListElement.map((entry) => entry.item.url)).toEqual(
    visible.map((card) => abs(`/tours#${card.id}`)),
  );
});

test('not-found page: noindex, no canonical, Open Graph and Twitter basics, feed link', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  expect(await meta(page, 'og:title')).toBe('Page Not Found – Explore Bandung');
  expect(await meta(page, 'og:image')).toBe(abs('/og/home.png'));
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    abs('/feed.xml'),
  );
});

test('favicon, apple touch icon and web manifest with the brand colour', async ({ page, request }) => {
  await page.goto('/');
  const favicon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  const faviconResponse = await request.get(favicon!);
  expect(faviconResponse.status()).toBe(200);
  expect(faviconResponse.headers()['content-type']).toBe('image/svg+xml');
  expect(await faviconResponse.text()).toContain('<svg');

  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await fetchPng(request, abs(apple!))).toEqual({ width: 180, height: 180 });

  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#154e36');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Explore Bandung', theme_color: '#154e36' });
  for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
    const [width] = icon.sizes.split('x').map(Number);
    expect(await fetchPng(request, abs(icon.src))).toEqual({ width, height: width });
  }
});

test('robots.txt allows crawling except the redirect pages and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/redirect\/$/m);
  expect(text).toContain(`Sitemap: ${abs('/sitemap.xml')}`);
});

test('sitemap.xml lists every public page with absolute URLs and guide dates, no redirects', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1],
  }));
  const locs = entries.map((entry) => entry.loc);
  expect(locs).toEqual(expect.arrayContaining(staticPages.map((page) => abs(routes[page]))));
  expect(locs.every((loc) => loc.startsWith(`${SITE_URL}/`))).toBe(true);
  expect(locs.some((loc) => loc.includes('/redirect'))).toBe(false);

  // Every guide is in the sitemap, dated.
  for (const href of guideSlugs.map((slug) => guideHref(slug))) {
    const entry = entries.find((candidate) => candidate.loc === abs(href));
    expect(entry, href).toBeDefined();
    expect(entry!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // Every place's page is in the sitemap.
  expect(locs).toEqual(expect.arrayContaining([...places.keys()].map((id) => abs(placeHref(id)))));
  // Every listed page is served.
  for (const loc of locs) expect((await request.get(localPath(loc))).status(), loc).toBe(200);
});

test('feed.xml is RSS 2.0 with one item per guide, newest first', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/');
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelTitle: text(doc.querySelector('channel')!, 'title'),
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        description: text(item, 'description'),
        pubDate: text(item, 'pubDate'),
        guid: text(item, 'guid'),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: 'rss', version: '2.0' });
  expect(feed.channelTitle).toBeTruthy();
  // One item per published English guide (the Indonesian ones have their own feed).
  expect(feed.items.map((item) => localPath(item.link!)).sort()).toEqual(
    guideSlugs.map((slug) => guideHref(slug)).sort(),
  );
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.description).toBeTruthy();
    expect(item.link).toMatch(new RegExp(`^${SITE_URL}/guides/[a-z0-9-]+$`));
    expect(item.guid).toBe(item.link);
    expect((await request.get(localPath(item.link!))).status()).toBe(200);
  }
  const times = feed.items.map((item) => Date.parse(item.pubDate!));
  expect(times.every((time) => !Number.isNaN(time))).toBe(true);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});
