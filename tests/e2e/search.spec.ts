import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_SCRIPT } from '../../lib/browser/search-paths.mjs';
import { SEARCH_WAIT_MS } from '../../lib/site/boot-script';
import { expect, test } from './fixtures';

// /search: Pagefind's index of every guide's body, the page's own script, and what it offers without
// JavaScript. The word searched for is found in the English guides' files at test time.

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

/** A word in exactly one guide's body and in no guide's frontmatter (title, excerpt, summary, …). */
function bodyOnlyWord(): { word: string; slug: string } {
  const inFront = new Set(guideFiles.flatMap((g) => [...words(g.front)]));
  const bodies = guideFiles.map((g) => ({ slug: g.slug, words: words(g.body) }));
  for (const { slug, words: own } of bodies) {
    const unique = [...own]
      .filter((w) => !inFront.has(w) && bodies.every((other) => other.slug === slug || !other.words.has(w)))
      .sort();
    if (unique[0]) return { word: unique[0], slug };
  }
  throw new Error('no word appears in only one guide body');
}

test('a search finds a guide by a word that appears only in its body, from the search box', async ({
  page,
}) => {
  const { word, slug } = bodyOnlyWord();
  await page.goto('/');
  await page.getByRole('link', { name: 'Search the guides' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('searchbox', { name: 'Search the guides' });
  await box.fill(word);
  const status = page.getByRole('status').filter({ hasText: 'found' });
  // The first search also loads Pagefind (its library, WebAssembly and index): allow for a busy machine
  // (the test run builds the pagination fixture site at the same time).
  await expect(status).toHaveText(`1 guide found for “${word}”.`, { timeout: 15_000 });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link')).toHaveAttribute('href', `/guides/${slug}`);
  // The shareable URL of this search.
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
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
  await expect(page.getByRole('status')).toHaveText(/^No guides found for “zzqxjv”/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(0);
});

test('without JavaScript, /search is a working form and lists every area and interest with its guides', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // What the guide list's cards say about each guide's area and tags.
  await page.goto('/guides');
  const cards = await page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h3')?.textContent ?? '',
      topics: [...article.querySelectorAll('ul[aria-label="Area and topics"] a')].map(
        (a) => a.textContent ?? '',
      ),
    })),
  );

  await page.goto('/search');
  const form = page.getByRole('search');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/search');
  await expect(form.getByRole('searchbox', { name: 'Search the guides' })).toHaveAttribute('name', 'q');
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
  await expect(page.getByRole('status')).toHaveText(/guides? found/, { timeout: 20_000 });
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
