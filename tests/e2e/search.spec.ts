import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_SCRIPT } from '../../lib/browser/search-paths.mjs';
import { SEARCH_TYPES, type SearchType } from '../../lib/browser/search-types';
import { SEARCH_WAIT_MS } from '../../lib/site/boot-script';
import { placeWords } from '../../lib/content/places/words';
import { tours } from '../../lib/content/tours';
import { placeHref } from '../../lib/routes';
import { tourIn } from '../../lib/tours/tour-text';
import { expect, test } from './fixtures';
import { acrossListPages } from './list-pages';
import { itinerariesIn, places, wordsOf } from './pages';

const t = wordsOf('en');

// /search: Pagefind's index of every guide's body and of every place and tour, the page's own script,
// and what it offers without JavaScript. The word searched for is found in the English guides' files
// at test time.

type GuideFile = { slug: string; front: string; body: string };

const guideFiles: GuideFile[] = fs
  .readdirSync('content/guides')
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      fs.readFileSync(path.join('content/guides', name), 'utf8'),
    )!;
    return { slug: name.slice(0, -3), front, body };
  })
  // The English guides: /search finds those (lang defaults to English; i18n.spec tests /id/search).
  .filter((guide) => !/^lang:\s*(?!en\s*$)/m.test(guide.front));

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{7,}/gu) ?? []);

/** What the place and tour records say in English (search finds them too). */
const recordText = [
  ...[...places.values()].map((place) => Object.values(placeWords(place, 'en')).join(' ')),
  ...tours.map((tour) => `${tourIn(tour, 'en').name} ${tourIn(tour, 'en').desc}`),
].join(' ');

/**
 * The words search reads in a text: each as written, and a token with punctuation inside also as its
 * parts, each joined to those after it ("bosscha.itb.ac.id" holds "acid").
 */
const tokens = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/\s+/)
      .flatMap((token) => {
        const parts = token.match(/\p{L}+/gu) ?? [];
        return parts.flatMap((part, i) => [part, parts.slice(i).join('')]);
      })
      .filter((token) => token.length >= 4),
  );

/** Whether search could match a word and a token as forms of one word (acid, acidic, acidity). */
const related = (word: string, token: string) =>
  word.slice(0, 5) === token.slice(0, 5) || word.startsWith(token) || token.startsWith(word);

/**
 * A word in exactly one guide's body and in no guide's frontmatter (title, excerpt, summary, …), nor
 * in any place or tour, in any of its forms.
 */
function bodyOnlyWord(): { word: string; slug: string } {
  for (const guide of guideFiles) {
    const elsewhere = [
      ...tokens(
        [
          recordText,
          ...guideFiles.map((other) => (other === guide ? other.front : `${other.front} ${other.body}`)),
        ].join(' '),
      ),
    ];
    const unique = [...words(guide.body)]
      .filter((word) => !elsewhere.some((token) => related(word, token)))
      .sort();
    const slug = guide.slug;
    if (unique[0]) return { word: unique[0], slug };
  }
  throw new Error('no word appears in only one guide body');
}

test('a search finds a guide by a word that appears only in its body, from the search box', async ({
  page,
}) => {
  const { word, slug } = bodyOnlyWord();
  await page.goto('/');
  await page.getByRole('link', { name: t('layout.searchLink') }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('searchbox', { name: t('search.label') });
  // The field has focus on arrival: the visitor can type at once.
  await expect(box).toBeFocused();
  await box.fill(word);
  const status = page.getByRole('status').filter({ hasText: word });
  // The first search also loads Pagefind (its library, WebAssembly and index): allow for a busy machine
  // (the test run builds the pagination fixture site at the same time).
  await expect(status).toHaveText(t('search.resultsOne', { count: '1', query: word }), { timeout: 15_000 });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link')).toHaveAttribute('href', `/guides/${slug}`);
  // The shareable URL of this search.
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(results.locator('[data-slot="type"]')).toHaveText(t('search.typeLabels.guide'));
  // Title, highlighted excerpt, area and read time, as the guide's own page shows them.
  const title = (await results.getByRole('link').textContent())!;
  const excerpt = results.locator('mark').first();
  await expect(excerpt).toHaveText(new RegExp(word, 'i'));
  const resultText = (await results.textContent())!;
  await results.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/guides/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const area = await page
    .locator('header')
    .getByRole('list', { name: 'Area and topics' })
    .getByRole('link')
    .first()
    .textContent();
  expect(resultText).toContain(area);
  const readTime = await page
    .locator('header')
    .getByText(/\d+ min read/)
    .textContent();
  expect(resultText).toContain(readTime);
});

test('/search?q=… runs the search on load, and loads the index only on /search', async ({ page }) => {
  const { word, slug } = bodyOnlyWord();
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\/|\/behaviors\//.test(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/guides');
  await page.goto(`/guides/${slug}`);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveAttribute(
    'href',
    `/guides/${slug}`,
  );
  expect(indexRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);

  await page.getByRole('searchbox').fill('zzqxjv');
  await expect(page.getByRole('status')).toHaveText(t('search.noResults', { query: 'zzqxjv' }));
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(0);
});

test('without JavaScript, /search is a working form and lists every area and interest with its guides', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // What the guide list's cards say about each guide's area and tags, on every page of the list.
  const cards = await acrossListPages(page, '/guides', (listPage) =>
    listPage.locator('main article').evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h3')?.textContent ?? '',
        topics: [...article.querySelectorAll('ul[aria-label="Area and topics"] a')].map(
          (a) => a.textContent ?? '',
        ),
      })),
    ),
  );

  await page.goto('/search');
  const form = page.getByRole('search');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/search');
  await expect(form.getByRole('searchbox', { name: t('search.label') })).toHaveAttribute('name', 'q');
  const topicNames = [...new Set(cards.flatMap((card) => card.topics))];
  for (const topic of topicNames) {
    const box = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${topic} \\(`) }) });
    await expect(box, topic).toHaveCount(1);
    const expected = cards.filter((card) => card.topics.includes(topic)).map((card) => card.title);
    const listed = await box.locator('ul a').allTextContents();
    expect(listed, topic).toEqual(expected.slice(0, 5));
  }
  // Submitting the form without JavaScript loads /search?q=… (the same page).
  await form.getByRole('searchbox').fill('kawah');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=kawah$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Browse by area' })).toBeVisible();
  await context.close();
});

test('with a query, the topic lists and the footer wait below the results, and show even if the search script never runs', async ({
  page,
}) => {
  // A word in every guide: more results than a screen holds.
  await page.goto('/search?q=bandung');
  await expect(page.getByRole('status')).toHaveText(/results? for/, { timeout: 20_000 });
  const results = page.getByRole('list', { name: 'Search results' });
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(page.locator('#browse-areas-heading')).toBeVisible();
  const resultsBox = (await results.boundingBox())!;
  expect((await footer.boundingBox())!.y).toBeGreaterThan(resultsBox.y + resultsBox.height);

  // The page's script is blocked: after the boot script's wait the rest of the page shows anyway.
  await page.route(`**${SEARCH_SCRIPT}`, (route) => route.abort());
  await page.goto('/search?q=bandung');
  await expect(footer).toBeHidden();
  const areas = page.locator('#browse-areas-heading');
  await expect(areas).toBeHidden();
  await expect(footer).toBeVisible({ timeout: SEARCH_WAIT_MS + 5_000 });
  await expect(areas).toBeVisible();
});

test('“kawah” finds the Kawah Putih place page, tour and the itineraries through it, each labelled by its type, and the type buttons narrow the results', async ({
  page,
}) => {
  const kawahPutih = places.get('kawah-putih')!;
  const tour = tourIn(
    tours.find((entry) => entry.slug === 'kawah-putih-tour')!,
    'en',
  );
  await page.goto('/search?q=kawah');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/results? for “kawah”/, { timeout: 20_000 });
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const result = (href: string) => results.filter({ has: page.locator(`a[href="${href}"]`) });
  const filters = page.getByRole('group', { name: t('search.filterLabel') });
  // An itinerary whose days stop at Kawah Putih (its record names it; the text is the plan's own).
  const itinerary = itinerariesIn('en').find((entry) =>
    entry.days.some((day) => day.stops.some((stop) => stop.place.id === kawahPutih.id)),
  )!;
  const button = (type: 'all' | SearchType) =>
    filters.getByRole('button', { name: new RegExp(`^${t(`search.types.${type}`)} \\(\\d+\\)$`) });
  const count = async (type: 'all' | SearchType) =>
    Number(/\((\d+)\)/.exec((await button(type).textContent())!)![1]);

  // All kinds at once, each labelled: the place page and the tour are among the first results.
  await expect(button('all')).toHaveAttribute('aria-pressed', 'true');
  const place = result(placeHref(kawahPutih.id));
  await expect(place.locator('[data-slot="type"]')).toHaveText(t('search.typeLabels.place'));
  await expect(place.getByRole('link')).toHaveText(placeWords(kawahPutih, 'en').name);
  const tourResult = result(`/tours#${tour.slug}`);
  await expect(tourResult.locator('[data-slot="type"]')).toHaveText(t('search.typeLabels.tour'));
  await expect(tourResult.getByRole('link')).toHaveText(tour.name);
  const itineraryResult = result(itinerary.href);
  await expect(itineraryResult.locator('[data-slot="type"]')).toHaveText(t('search.typeLabels.itinerary'));
  await expect(itineraryResult.getByRole('link')).toHaveText(itinerary.title);
  let sum = 0;
  for (const type of SEARCH_TYPES) sum += await count(type);
  expect(await count('all')).toBe(sum);

  // Places only: every result is a place, as many as the button said.
  await button('place').click();
  await expect(button('place')).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText(
    t(`search.results${(await count('place')) === 1 ? 'One' : 'Other'}`, {
      count: String(await count('place')),
      query: 'kawah',
    }),
  );
  await expect(place).toHaveCount(1);
  for (const label of await results.locator('[data-slot="type"]').allTextContents())
    expect(label).toBe(t('search.typeLabels.place'));
  // Tours only; the tour's result opens its card on the tours page.
  await button('tour').click();
  await expect(tourResult).toHaveCount(1);
  await expect(place).toHaveCount(0);
  await tourResult.getByRole('link').click();
  await expect(page).toHaveURL(`/tours#${tour.slug}`);
  await expect(page.locator(`article#${tour.slug}`)).toBeInViewport();
  // Itineraries only; the result opens the itinerary's page.
  await page.goBack();
  await button('itinerary').click();
  await expect(itineraryResult).toHaveCount(1);
  await expect(tourResult).toHaveCount(0);
  await itineraryResult.getByRole('link').click();
  await expect(page).toHaveURL(itinerary.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(itinerary.title);
});

test('the language switch on /search carries the query, so the other language searches it too', async ({
  page,
}) => {
  await page.goto('/search?q=kawah');
  await expect(page.getByRole('status')).toHaveText(/results? for “kawah”/, { timeout: 20_000 });
  const toIndonesian = page.locator('a[data-language-switch="id"]');
  await expect(toIndonesian).toHaveAttribute('href', '/id/search?q=kawah');
  // A query changed on the page goes along too.
  await page.getByRole('searchbox').fill('kawah putih');
  await expect(toIndonesian).toHaveAttribute('href', '/id/search?q=kawah+putih');
  await toIndonesian.click();
  await expect(page).toHaveURL('/id/search?q=kawah+putih');
  await expect(page.getByRole('searchbox')).toHaveValue('kawah putih');
  await expect(page.locator('a[data-language-switch="en"]')).toHaveAttribute('href', '/search?q=kawah+putih');
  await expect(page.getByRole('status')).toHaveText(/“kawah putih”/, { timeout: 20_000 });
});
