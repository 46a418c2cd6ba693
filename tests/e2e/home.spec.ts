import { expect, test } from './fixtures';
import { layoutShifts, scrollDownAScreen, watchLayoutShifts } from './layout-shift';
import { renderedTwice } from './settle';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { guides, guidesIn, wordsOf } from './pages';
import { KLOOK_SCRIPT_SRC } from '../../lib/browser/klook-script';

test.describe('home page', () => {
  test('hero shows the rating and the two calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Explore Bandung – Local Tips & Must-Visit Spots');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /attractions|Kawah Putih/);
    await expect(description).toHaveAttribute('content', /food/);
    await expect(description).toHaveAttribute('content', /hidden gems/);
    await expect(page.getByText('4.9/5 from 2,847 travelers')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Explore Experiences' })).toHaveAttribute('href', '/tours');
    await expect(main.getByRole('link', { name: 'Travel Guide', exact: true })).toHaveAttribute(
      'href',
      '/guides',
    );
  });

  test('statistics and the five reasons to visit', async ({ page }) => {
    await page.goto('/');
    const stats = page.locator('#reviews');
    const expected: [string, string][] = [
      ['10,000+', 'Happy Travelers'],
      ['4.9/5', 'Average Rating'],
      ['50+', 'Tour Packages'],
      ['99%', 'Satisfaction Rate'],
    ];
    for (const [number, label] of expected) {
      const item = stats.getByRole('listitem').filter({ hasText: label });
      await expect(item).toContainText(number);
    }
    const reasons = page.locator('#about');
    for (const reason of [
      'Cool mountain weather year-round',
      'Legendary food and coffee culture',
      'Factory outlets and unique shopping',
      'Nature adventures and tea plantations',
      'Hot springs, volcanoes and family fun',
    ]) {
      await expect(reasons.getByRole('heading', { name: reason })).toBeVisible();
    }
  });

  test('four guide cards: the featured guides newest first, then the newest others, with read time, date and views', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('#guides article');
    // guides is newest first.
    const featured = [...guides.filter((g) => g.featured), ...guides.filter((g) => !g.featured)].slice(0, 4);
    await expect(cards).toHaveCount(featured.length);
    for (const [index, guide] of featured.entries()) {
      const card = cards.nth(index);
      // The title links to the guide (the area and tag chips link to their lists).
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        `/guides/${guide.slug}`,
      );
      // Its photo, described; or its designed cover, decorative (alt="").
      await expect(card.locator('img')).toHaveAttribute('alt', guide.imageAlt ?? '');
      await expect(card).toContainText(guide.readTime);
      await expect(card).toContainText(guide.date);
      if (guide.views) await expect(card).toContainText(guide.views);
    }
  });

  // Spec §2, home page: "Four guide cards link to /guides/top-10-things-to-do-in-bandung,
  // /guides/best-cafes-in-bandung, /guides/family-friendly-bandung and /guides/hidden-gems-bandung."
  const SPEC_GUIDES = [
    'top-10-things-to-do-in-bandung',
    'best-cafes-in-bandung',
    'family-friendly-bandung',
    'hidden-gems-bandung',
  ];
  for (const locale of LOCALES) {
    test(`the four cards are the spec's four guides, and the newest others follow as links [${locale}]`, async ({
      page,
    }) => {
      const here = guidesIn(locale);
      // In another language, the spec's guides are their translations.
      const expected = SPEC_GUIDES.map(
        (slug) => here.find((guide) => guide.slug === slug || guide.translationOf === slug)!.href,
      );
      await page.goto(localePath(locale, '/'));
      const cards = page.locator('#guides article');
      await expect(cards).toHaveCount(SPEC_GUIDES.length);
      expect(
        await cards
          .getByRole('heading')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(expected);
      // Newer guides are not pushed off the page: the newest of the others are listed below the cards.
      const newest = here.filter((guide) => !expected.includes(guide.href)).slice(0, 3);
      const row = page.locator('[data-new-guides]');
      await expect(row.getByRole('heading', { name: wordsOf(locale)('home.newGuides') })).toBeVisible();
      expect(
        await row.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(newest.map((guide) => guide.href));
    });
  }

  test('itinerary shows three days and links to the PDF in a new tab', async ({ page, request }) => {
    await page.goto('/');
    const section = page.locator('#itinerary');
    await expect(section.getByRole('heading', { name: 'Kawah Putih and the tea plantation' })).toBeVisible();
    await expect(
      section.getByRole('heading', { name: 'City sights, shopping and street food' }),
    ).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Lembang hot springs and farm fun' })).toBeVisible();
    await expect(section.getByText('Day 1')).toBeVisible();
    const link = section.getByRole('link', { name: /Download PDF/ });
    await expect(link).toHaveAttribute('href', '/downloads/bandung-3d2n-itinerary.pdf');
    await expect(link).toHaveAttribute('target', '_blank');

    const pdf = await request.get('/downloads/bandung-3d2n-itinerary.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('FAQ: five questions; the best time to visit is the dry season, May to September', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(5);
    const bestTime = faq.locator('details').filter({ hasText: 'best time to visit' });
    await expect(bestTime.getByText(/dry season, May to September/)).toBeHidden();
    await bestTime.locator('summary').click();
    await expect(bestTime.getByText(/dry season, May to September/)).toBeVisible();
  });

  test('contact block: phone, WhatsApp, e-mail, office and the custom-trip chat', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: /^\+62/ })).toHaveAttribute('href', /^tel:\+62\d+$/);
    await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/62\d+$/,
    );
    await expect(contact.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(contact).toContainText('within 2 hours');
    await expect(contact).toContainText('Bandung City Center');
    await expect(contact).toContainText('By appointment only');
    await expect(contact).toContainText('Mon–Sat 9AM–6PM');
    await expect(contact).toContainText('business inquiries');
    const custom = contact.getByRole('link', { name: 'Customize Your Journey' });
    const href = await custom.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
    expect(new URL(href!).searchParams.get('text')).toContain('custom Bandung trip');
    // Travellers' button, not part of the panel for businesses.
    const partners = contact.locator('[data-partners]');
    await expect(partners).toContainText('Local partners welcome');
    await expect(partners.getByRole('link', { name: /Customize Your Journey/ })).toHaveCount(0);
  });

  test('affiliate widgets reserve their space, keep a fallback link, and load the script once', async ({
    page,
    offsite,
  }) => {
    await page.goto('/');
    const widgets = page.locator('#tours-widget ins.klk-aff-widget');
    await expect(widgets).toHaveCount(2);
    await expect(widgets.nth(0)).toHaveAttribute('data-prod', 'dynamic_widget');
    await expect(widgets.nth(1)).toHaveAttribute('data-prod', 'hotel_dynamic_widget');
    await expect(widgets.nth(1)).toHaveAttribute('data-cid', '209');
    await expect(widgets.nth(1)).toHaveAttribute('data-currency', 'IDR');
    await expect(widgets.nth(1)).toHaveAttribute('data-amount', '6');
    // Not loaded before the section comes near the viewport: first paint never waits for it.
    expect(offsite.matching(/fetch-iframe-init\.js/)).toHaveLength(0);
    // A compact fallback card until the loader has loaded.
    const box = await page.locator('#tours-widget .klook-widget').first().boundingBox();
    expect(box?.height).toBeLessThan(300);
    await expect(page.locator('#tours-widget a.klk-fallback').first()).toHaveAttribute(
      'rel',
      'sponsored nofollow noopener',
    );

    await page.locator('#tours-widget').scrollIntoViewIfNeeded();
    await expect.poll(() => offsite.matching(/fetch-iframe-init\.js/)).toEqual([KLOOK_SCRIPT_SRC]);
    await expect(page.locator(`script[src="${KLOOK_SCRIPT_SRC}"]`)).toHaveCount(1);
    // Loaded: the boxes take the widgets' height before the loader fills them.
    await expect(page.locator('#tours-widget')).toHaveAttribute('data-klook-loaded', '');
    for (const widget of await page.locator('#tours-widget .klook-widget').all()) {
      expect((await widget.boundingBox())?.height).toBe(440);
    }

    // Scrolling away and back (the observer is gone) adds no second loader.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('#tours-widget').scrollIntoViewIfNeeded();
    // Two frames on: an observer still watching would have had its callback by now.
    await renderedTwice(page);
    await expect(page.locator(`script[src="${KLOOK_SCRIPT_SRC}"]`)).toHaveCount(1);
    expect(offsite.matching(/fetch-iframe-init\.js/)).toHaveLength(1);

    // Pages without widgets never ask for it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Travel Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await page.waitForLoadState('load');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await renderedTwice(page);
    await expect(page.locator(`script[src="${KLOOK_SCRIPT_SRC}"]`)).toHaveCount(0);
    expect(offsite.matching(/fetch-iframe-init\.js/)).toHaveLength(1);
  });

  test('the widget boxes move nothing on screen, however late their loader arrives', async ({ page }) => {
    // The loader answers late, as on a slow connection: only once the visitor has scrolled down to
    // the widgets. Their boxes have the widgets' height before they come into view, so nothing shifts.
    let answerLoader = () => {};
    const loaderMayAnswer = new Promise<void>((resolve) => (answerLoader = resolve));
    await page.route(KLOOK_SCRIPT_SRC, async (route) => {
      await loaderMayAnswer;
      await route.fulfill({ contentType: 'text/javascript', body: '/* late loader */' });
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await watchLayoutShifts(page);
    await page.goto('/');
    const section = page.locator('#tours-widget');
    const boxes = section.locator('.klook-widget');
    // Scrolled down by most of a screen at a time, until the widgets are in view.
    while (!(await section.evaluate((el) => el.getBoundingClientRect().top < innerHeight))) {
      await scrollDownAScreen(page);
    }
    await expect(section).not.toHaveAttribute('data-klook-loaded');
    for (const box of await boxes.all()) expect((await box.boundingBox())?.height).toBe(440);
    // The fallback card waits in the middle of the box, its link ready.
    await boxes.first().evaluate((box) => box.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(boxes.first().getByRole('link', { name: /on Klook/ })).toBeInViewport();
    answerLoader();
    await expect(section).toHaveAttribute('data-klook-loaded', '', { timeout: 10_000 });
    for (const box of await boxes.all()) expect((await box.boundingBox())?.height).toBe(440);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.01);
  });

  test('the hero photo is fetched first, at a width that fits the screen, in a modern format', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hero = page.locator('section').first().locator('img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).not.toBe('');
    const url = new URL(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc));
    if (url.hostname === 'localhost') {
      // Served by the site (lib/photos/): AVIF; on an upright phone, the crop of the middle that the
      // tall banner shows (named by width and height), as high as a frame at most 800 px wide.
      expect(url.pathname).toMatch(/^\/photos\/[0-9a-f]{16}-\d+x\d+\.avif$/);
      const [width, height] = [await hero.getAttribute('width'), await hero.getAttribute('height')].map(
        Number,
      );
      expect(Number(/x(\d+)\.avif$/.exec(url.pathname)?.[1])).toBeLessThanOrEqual((800 * height!) / width!);
    } else {
      // A build without network keeps the stock-photo host's URL, which resizes and picks the format.
      expect(url.searchParams.get('auto')).toBe('format');
      expect(Number(url.searchParams.get('w'))).toBeLessThanOrEqual(800);
    }
    // Below-the-fold photos wait until they are needed.
    await expect(page.locator('#guides img').first()).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('home page with every off-site request failing', () => {
  test.use({ offsiteMode: 'fail' });

  test('failed photos leave styled placeholders, never a broken-image icon', async ({ page }) => {
    // The site's own photos fail too (off-site ones fail with every off-site request).
    await page.route(/\/photos\//, (route) => route.abort('failed'));
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const images = page.locator('main img');
    await expect.poll(() => images.count()).toBeGreaterThan(4);
    for (const img of await images.all()) {
      // Native scrollIntoView, centred, so each lazily loaded photo starts (and fails) in view.
      await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect(img).toHaveAttribute('data-broken', '');
      await expect(img).toHaveCSS('visibility', 'hidden');
      // The box behind it: the image's parent, or for a <picture> (a photo or cover the site serves), the picture's.
      const placeholder = await img.evaluate(
        (el) => getComputedStyle((el.closest('picture') ?? el).parentElement!).backgroundColor,
      );
      expect(placeholder).not.toBe('rgba(0, 0, 0, 0)');
    }
    await expect(page.getByText('4.9/5 from 2,847 travelers')).toBeVisible();
  });
});
