import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { messages } from '../../lib/i18n/messages';
import { acrossListPages } from './list-pages';
import { guides } from './pages';

// Each guide's own values, newest first, from content/guides/*.md (tests/e2e/pages.ts).
const GUIDES = guides;

type GuideCardFacts = { href: string; area: string; tags: string[]; date: string };

/** Every guide card on /guides, on every page of the list: its link, area, tags and date, as shown. */
async function guideCards(context: BrowserContext): Promise<GuideCardFacts[]> {
  const page = await context.newPage();
  const cards = await acrossListPages(page, '/guides', (listPage) =>
    listPage.locator('main article').evaluateAll((articles) =>
      articles.map((article) => {
        const chips = [...article.querySelectorAll('ul[aria-label="Area and topics"] a')].map(
          (a) => a.textContent ?? '',
        );
        return {
          href: article.querySelector('h3 a')?.getAttribute('href') ?? '',
          area: chips[0] ?? '',
          tags: chips.slice(1),
          date: article.querySelector('time')?.getAttribute('datetime') ?? '',
        };
      }),
    ),
  );
  await page.close();
  return cards;
}

test('the guide list shows every guide, newest first, with its facts, link and the tours call to action', async ({
  page,
}) => {
  await page.goto('/guides');
  await expect(page).toHaveTitle('Bandung Travel Guides – Explore Bandung');
  await expect(page.getByRole('heading', { level: 1, name: 'Bandung Travel Guides' })).toBeVisible();

  // Every page of the list, from "Next" to "Next": together they show every guide, in order.
  let shown = 0;
  await acrossListPages(page, '/guides', async (listPage, path) => {
    const cards = listPage.getByRole('main').getByRole('article');
    const count = await cards.count();
    expect(count, path).toBeGreaterThan(0);
    for (const [index, guide] of GUIDES.slice(shown, shown + count).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: guide.title })).toBeVisible();
      await expect(card.getByRole('link', { name: guide.title })).toHaveAttribute(
        'href',
        `/guides/${guide.slug}`,
      );
      // Its photo, described; or its designed cover, decorative (alt="").
      await expect(card.locator('img')).toHaveAttribute('alt', guide.imageAlt ?? '');
      await expect(card).toContainText(guide.readTime);
      await expect(card).toContainText(guide.date);
      if (guide.views) await expect(card).toContainText(guide.views);
    }
    shown += count;
    await expect(listPage.getByRole('heading', { name: 'Ready to Experience Bandung?' })).toBeVisible();
    await expect(listPage.getByRole('link', { name: 'View Tours' })).toHaveAttribute('href', '/tours');
    return [];
  });
  expect(shown).toBe(GUIDES.length);
});

test('a card opens its guide', async ({ page }) => {
  // The oldest guide: its card is on the list's last page.
  const guide = GUIDES.at(-1)!;
  const card = (listPage: Page) => listPage.getByRole('main').getByRole('link', { name: guide.title });
  const [path] = await acrossListPages(page, '/guides', async (listPage, at) =>
    (await card(listPage).count()) > 0 ? [at] : [],
  );
  expect(path, `a card for ${guide.slug}`).toBeDefined();
  await page.goto(path!);
  await card(page).click();
  await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
});

for (const guide of GUIDES) {
  test(`article ${guide.slug}: title, labels, navigation and other guides`, async ({ page }) => {
    const response = await page.goto(`/guides/${guide.slug}`);
    expect(response?.status()).toBe(200);
    // The spec's title, with the year its "Updated …" label shows.
    const updatedYear = /\d{4}/.exec(guide.updated)![0];
    await expect(page).toHaveTitle(`${guide.title} – Bandung Travel Guide ${updatedYear}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(guide.title);
    const hero = page.locator('header', { has: h1 });
    await expect(hero.getByText('Travel Guide', { exact: true })).toBeVisible();
    await expect(hero.getByText(guide.updated)).toBeVisible();
    await expect(hero.getByText(guide.readTime)).toBeVisible();
    if (guide.views) await expect(hero.getByText(guide.views)).toBeVisible();
    // The transparent navigation bar's white text sits on the dark hero photo (or designed cover,
    // which is decorative: alt="").
    await expect(hero.locator('img')).toHaveAttribute('alt', guide.imageAlt ?? '');

    await expect(page.getByRole('link', { name: 'Back to Guides' })).toHaveAttribute('href', '/guides');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share with Friends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for Later' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Tour' })).toHaveAttribute('href', '/tours');

    // The Markdown body is rendered, styled and complete.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.locator('main p').first().textContent()).not.toContain('**');

    // "More Travel Guides": the two closest others by what the pages show (same area, then more
    // shared tags, then newer), never the article itself.
    const more = page.getByRole('region', { name: 'More Travel Guides' });
    const links = more.locator('article h3 a');
    await expect(links).toHaveCount(2);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).not.toContain(`/guides/${guide.slug}`);
    const topics = await page
      .locator('header')
      .getByRole('list', { name: 'Area and topics' })
      .getByRole('link')
      .allTextContents();
    const [area, ...tags] = topics;
    const others = (await guideCards(page.context())).filter((card) => card.href !== `/guides/${guide.slug}`);
    const closeness = (card: GuideCardFacts) => [
      card.area === area ? 1 : 0,
      card.tags.filter((tag) => tags.includes(tag)).length,
      card.date,
    ];
    const expected = others
      .sort((a, b) => {
        const [x, y] = [closeness(a), closeness(b)];
        return (
          (y[0] as number) - (x[0] as number) ||
          (y[1] as number) - (x[1] as number) ||
          String(y[2]).localeCompare(String(x[2]))
        );
      })
      .slice(0, 2)
      .map((card) => card.href);
    expect(hrefs).toEqual(expected);
  });
}

test('the article page ships no Markdown library and the page never scrolls sideways', async ({ page }) => {
  const scriptFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptFiles.push(request.url());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/guides/top-10-things-to-do-in-bandung');
  await page.waitForLoadState('networkidle');
  // The Markdown is rendered at build: the page loads no script file, and its inline code has no parser.
  expect(scriptFiles).toEqual([]);
  const inline = await page.locator('script:not([type="application/ld+json"])').allTextContents();
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) expect(text).not.toMatch(/remark|micromark|rehype|hast-util|mdast/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('Share and Save', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share without the Web Share API copies the link and says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/guides/best-cafes-in-bandung');
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('button', { name: 'Share with Friends' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(2);
  });

  test('Save marks the guide in both places and survives a reload', async ({ page }) => {
    await page.goto('/guides/family-friendly-bandung');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveCount(2);
    await expect(saved.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(saved.last()).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');

    // Other guides are not affected; un-saving also persists.
    await page.goto('/guides/hidden-gems-bandung');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goto('/guides/family-friendly-bandung');
    await page.getByRole('button', { name: 'Saved' }).last().click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save for Later' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('without JavaScript there are no Save or Share buttons that would do nothing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guides/family-friendly-bandung');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Guides' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Tour' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Save|Share/ })).toHaveCount(0);
    await context.close();
  });
});

for (const { path, locale } of [
  { path: '/guides/top-10-things-to-do-in-bandung', locale: 'en' },
  { path: '/id/guides/10-wisata-terbaik-di-bandung', locale: 'id' },
] as const) {
  test(`${path}: "${messages[locale].guide.toc}" links to every section, without JavaScript, by keyboard`, async ({
    browser,
  }) => {
    test.setTimeout(120_000); // two full article loads and scrolls on a loaded machine
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const toc = page.getByRole('navigation', { name: messages[locale].guide.toc });
    await expect(toc).toBeVisible();
    // The article's sections and subsections, as the page shows them (the footnotes' heading and
    // "Sources" are not in the text).
    const sections = await page
      .locator('[data-pagefind-body] :is(h2:not([id$="footnote-label"]), h3)')
      .evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent })));
    expect(sections.length).toBeGreaterThanOrEqual(4);
    const links = toc.getByRole('link');
    expect(
      await links.evaluateAll((as) =>
        as.map((a) => ({ id: a.getAttribute('href')!.slice(1), text: a.textContent })),
      ),
    ).toEqual(sections);
    // Each link leads to its heading: Tab to it, Enter, and the heading is the page's target, in view.
    for (const index of [0, sections.length - 1]) {
      const link = links.nth(index);
      await link.focus();
      await expect(link).toBeFocused();
      expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${sections[index]!.id}$`));
      const heading = page.locator(`[id="${sections[index]!.id}"]`);
      await expect(heading).toBeInViewport();
      expect(await heading.evaluate((h) => h.matches(':target'))).toBe(true);
    }
    await context.close();
  });
}

for (const path of ['/guides', '/guides/top-10-things-to-do-in-bandung', '/guides/does-not-exist']) {
  test(`${path} has no automatically detectable accessibility problems`, async ({ page }) => {
    await page.goto(path);
    const summary = await axeViolations(page);
    expect(summary, summary.join('\n')).toEqual([]);
  });
}
