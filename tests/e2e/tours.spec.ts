import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { redirectHref, routes } from '../../lib/routes';
import { SITE_NAME } from '../../lib/site/config';
import { affiliateTargets, isSearchTarget, UNMAPPED_TOURS } from '../../lib/tours/affiliate';
import { tourIn, tours as tourTable } from '../../lib/tours/tours';
import { expect, test } from './fixtures';
import { wordsOf } from './pages';

/** The tours in English, as the English page shows them. */
const tours = tourTable.map((tour) => tourIn(tour, 'en'));

const deepLinkPattern = /^https:\/\/affiliate\.klook\.com\/redirect\?aid=/;

for (const locale of LOCALES) {
  const t = wordsOf(locale);
  test(`tours page lists every tour of the table, each with its photo, name, description and link [${locale}]`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, routes.tours));
    await expect(page).toHaveTitle(t('tours.title', { site: SITE_NAME }));
    // The page is named as the navigation's link to it names it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nav.tours'));
    await expect(
      page
        .getByRole('navigation')
        .getByRole('link', { name: t('nav.tours') })
        .first(),
    ).toHaveAttribute('aria-current', 'page');

    const cards = page.locator('article');
    await expect(cards).toHaveCount(tourTable.length);
    await expect(cards.evaluateAll((els) => els.map((el) => el.id))).resolves.toEqual(
      tourTable.map((tour) => tour.slug),
    );

    for (const tour of tourTable.map((entry) => tourIn(entry, locale))) {
      const card = page.locator(`article#${tour.slug}`);
      await expect(card.getByRole('heading', { level: 2, name: tour.name })).toBeVisible();
      await expect(card.getByText(tour.desc)).toBeVisible();
      // Its photo, described; or its designed cover, decorative (alt="").
      await expect(card.locator('img')).toHaveAttribute('alt', tour.imageAlt);
      // Responsive: `sizes` on the image (a remote photo) or on its picture's sources (a built one).
      await expect(card.locator('img[sizes], picture > source[sizes]').first()).toHaveAttribute(
        'sizes',
        /\S/,
      );
      const link = card.getByRole('link', { name: new RegExp(`^${t('tours.viewActivity')}`) });
      await expect(link).toHaveAccessibleName(
        `${t('tours.viewActivity')} ${t('tours.viewActivityNote', { name: tour.name })}`,
      );
      await expect(link).toHaveAttribute('href', localePath(locale, redirectHref(tour.slug)));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
  });
}

test('the unmapped city tour also offers to plan it with us', async ({ page }) => {
  await page.goto('/tours');
  for (const slug of UNMAPPED_TOURS) {
    const link = page.locator(`article#${slug}`).getByRole('link', { name: /^Plan it with us/ });
    await expect(link).toHaveAttribute('href', '/#contact');
    await link.click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  }
  await page.goto('/tours');
  await expect(page.getByRole('link', { name: /^Plan it with us/ })).toHaveCount(UNMAPPED_TOURS.length);
});

test('an affiliate disclosure sits next to the cards', async ({ page }) => {
  await page.goto('/tours');
  const disclosure = page.locator('#affiliate-disclosure');
  await expect(disclosure).toContainText('listed and booked on Klook');
  await expect(disclosure).toContainText('we may earn a commission');
  // It comes before the first card in reading order.
  const before = await disclosure.evaluate(
    (el) =>
      !!(el.compareDocumentPosition(document.querySelector('article')!) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  expect(before).toBe(true);
});

test('the disclosure says what View Activity opens, as the affiliate table has it', async ({ page }) => {
  await page.goto('/tours');
  const text = (await page.locator('#affiliate-disclosure').textContent()) ?? '';
  const targets = Object.values(affiliateTargets).map((target) => target.en);
  if (targets.some(isSearchTarget)) expect(text).toContain('Klook’s search results');
  if (!targets.every(isSearchTarget)) expect(text).toContain('page on Klook');
  expect(text).not.toContain('opens the tour on klook.com');
  for (const slug of UNMAPPED_TOURS) {
    const name = tours.find((tour) => tour.slug === slug)!.name;
    expect(text).toContain(name);
  }
  if (UNMAPPED_TOURS.length > 0)
    expect(text).toMatch(/no Klook listing: (its button opens|their buttons open) our home page/);
  // Marketplace listings, not tours this site runs.
  expect(await page.locator('main').textContent()).not.toMatch(/\bour (tours?|trips?)\b/i);
});

test('an unlisted tour’s View Activity opens the home page, as the disclosure says', async ({
  page,
  context,
  offsite,
}) => {
  await page.goto('/tours');
  for (const slug of UNMAPPED_TOURS) {
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator(`article#${slug}`)
        .getByRole('link', { name: /^View Activity/ })
        .click(),
    ]);
    await popup.waitForURL((url) => url.pathname === '/');
    await popup.close();
  }
  expect(offsite.matching(/klook/)).toEqual([]);
});

test('/tours#<slug> lands on that card', async ({ page }) => {
  const [first, last] = [tours[0]!, tours.at(-1)!];
  await page.goto(`/tours#${last.slug}`);
  const card = page.locator(`#${last.slug}`);
  await expect(card).toBeInViewport();
  await expect(page.locator(`#${first.slug}`)).not.toBeInViewport();
  // The card's top clears the fixed navigation bar.
  const top = await card.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
});

test('the call to action leads to the travel guides', async ({ page }) => {
  await page.goto('/tours');
  await expect(page.getByRole('heading', { name: 'Need More Information?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Travel Guides' })).toHaveAttribute('href', '/guides');
});

test('View Activity opens the redirect in a new tab, which lands on the marketplace', async ({
  page,
  context,
  offsite,
}) => {
  const [slug = '', targets] = Object.entries(affiliateTargets)[0] ?? [];
  const target = targets?.en ?? '';
  await page.goto('/tours');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator(`#${slug}`)
      .getByRole('link', { name: /^View Activity/ })
      .click(),
  ]);
  await popup.waitForURL(deepLinkPattern);
  expect(popup.url()).toContain(`k_site=${encodeURIComponent(target)}`);
  // The opener is cut off (rel=noopener) and the tours page stays put.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/tours$/);
  expect(offsite.matching(deepLinkPattern)).toHaveLength(1);
});

test('in the “Visits:” lists a comma stays on the line of the place before it, at every phone width', async ({
  page,
}) => {
  await page.goto('/tours');
  for (let width = 320; width <= 440; width += 8) {
    await page.setViewportSize({ width, height: 800 });
    // Each comma's box against the box of the link it follows (a line break between them would put
    // the comma first on the next line).
    const misplaced = await page.locator('[data-tour-places]').evaluateAll((lists) =>
      lists.flatMap((list) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const at = text.indexOf(',');
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const comma = range.getBoundingClientRect();
          const links = [...list.querySelectorAll('a')].filter(
            (link) => link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
          // A name may wrap: the comma belongs on the line where the name ends.
          const before = [...(links.at(-1)?.getClientRects() ?? [])].at(-1);
          if (!before || comma.top >= before.bottom || comma.left < before.right - 1)
            found.push(`${list.closest('article')?.id}: ${links.at(-1)?.textContent},`);
        }
        return found;
      }),
    );
    expect(misplaced, `at ${width} px`).toEqual([]);
  }
});
