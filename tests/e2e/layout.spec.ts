import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { renderedTwice } from './settle';
import { wordsOf } from './pages';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation bar', () => {
  test('brand and links go where they should', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Explore Bandung' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Travel Guides', '/guides'],
      ['Bandung Tours', '/tours'],
    ]) {
      await expect(nav(page).getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('is transparent at the top, white with a shadow past 10 px, and transparent again at the top', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header[data-nav]');
    const style = () =>
      header.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, shadow: s.boxShadow };
      });
    await expect.poll(async () => (await style()).background).toBe('rgba(0, 0, 0, 0)');
    expect((await style()).shadow).toBe('none');

    // Scrolled to 10 px, once the scroll event has reached the page and it has rendered since: still
    // transparent (the behaviour's own state too, so a transition under way could not hide a change).
    const scrolledEvent = page.evaluate(
      () => new Promise<void>((done) => addEventListener('scroll', () => done(), { once: true })),
    );
    await page.evaluate(() => window.scrollTo(0, 10));
    await scrolledEvent;
    await renderedTwice(page);
    await expect(header).not.toHaveAttribute('data-scrolled');
    expect((await style()).background).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(async () => (await style()).background).toBe('rgb(255, 255, 255)');
    expect((await style()).shadow).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await style()).background).toBe('rgba(0, 0, 0, 0)');
  });

  test('marks the current section with aria-current (Home only on an exact match)', async ({ page }) => {
    const current = () => nav(page).locator('a[aria-current="page"]:visible');
    await page.goto('/');
    await expect(current()).toHaveText(['Home']);
    await page.goto('/guides');
    await expect(current()).toHaveText(['Travel Guides']);
    await page.goto('/guides/best-cafes-in-bandung');
    await expect(current()).toHaveText(['Travel Guides']);
    await page.goto('/tours');
    await expect(current()).toHaveText(['Bandung Tours']);
  });

  test('skip link is the first focusable element and leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with the keyboard, closes on Escape and when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const button = nav(page).locator('summary', { hasText: 'Menu' });
    const panelLink = (name: string) => nav(page).locator('details').getByRole('link', { name, exact: true });
    await expect(nav(page).locator('ul').first()).toBeHidden();
    await expect(panelLink('Bandung Tours')).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink('Bandung Tours')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panelLink('Home')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panelLink('Home')).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panelLink('Travel Guides')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panelLink('Travel Guides')).toBeHidden();

    await button.click();
    await panelLink('Bandung Tours').click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(panelLink('Bandung Tours')).toBeHidden();
  });

  for (const locale of LOCALES) {
    const t = wordsOf(locale);
    test(`reaches the places, search and saved guides too [${locale}]`, async ({ page }) => {
      await page.goto(localePath(locale, routes.tours));
      const bar = page.getByRole('navigation', { name: t('layout.mainNav') });
      await bar.locator('summary').click();
      const menu = bar.locator('details');
      for (const [name, path] of [
        [t('nav.places'), routes.places],
        [t('nav.search'), routes.search],
        [t('nav.saved'), routes.saved],
      ] as const) {
        const link = menu.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', localePath(locale, path));
      }
    });
  }

  test('the page does not scroll behind the open menu, and scrolls again once it closes', async ({
    page,
  }) => {
    await page.goto('/guides');
    /** Turns the wheel over the page's text, then waits until the page has handled the wheel event
     * and painted twice since, so a scroll it started has shown (it is not waiting a fixed time). */
    const wheel = async () => {
      const handled = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            addEventListener(
              'wheel',
              () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
              { once: true },
            ),
          ),
      );
      await page.mouse.move(195, 600);
      await page.mouse.wheel(0, 400);
      await handled;
      return page.evaluate(() => scrollY);
    };
    const button = nav(page).locator('summary');
    // The same wheel with the menu closed scrolls the page, so the check below can see a scroll.
    expect(await wheel()).toBeGreaterThan(0);
    await page.evaluate(() => scrollTo(0, 0));
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await wheel()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(wheel).toBeGreaterThan(0);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const button = nav(page).locator('summary', { hasText: 'Menu' });
    const link = nav(page).locator('details').getByRole('link', { name: 'Travel Guides' });
    await expect(link).toBeHidden();
    await button.click();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/guides$/);
    await context.close();
  });
});

test.describe('footer', () => {
  test('every quick link and popular-tour link has a real target', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['About Us', '/#about'],
      ['Our Tours', '/tours'],
      ['Travel Guide', '/guides'],
      ['Contact', '/#contact'],
      ['Reviews', '/#reviews'],
      ['Kawah Putih Tour', '/tours#kawah-putih-tour'],
      ['Food & Shopping', '/guides/best-cafes-in-bandung'],
      ['Hot Springs', '/guides/top-10-things-to-do-in-bandung'],
      ['Family Package', '/guides/family-friendly-bandung'],
      ['Custom Tours', '/#contact'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const id of ['about', 'contact', 'reviews']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    // No social profiles are configured in this build, so no inert icons are shown.
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  });

  test('links into home sections from other pages land on them', async ({ page }) => {
    for (const [name, heading] of [
      ['About Us', 'reasons-heading'],
      ['Contact', 'contact-heading'],
    ] as const) {
      await page.goto('/guides');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${name === 'About Us' ? 'about' : 'contact'}$`));
      await expect(page.locator(`#${heading}`)).toBeInViewport();
    }
    for (const [id, heading] of [
      ['faq', 'faq-heading'],
      ['itinerary', 'itinerary-heading'],
      ['tours-widget', 'widgets-heading'],
      ['guides', 'guides-heading'],
    ]) {
      await page.goto('/tours');
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${heading}`)).toBeInViewport();
    }
  });

  test('has no dead links or inert buttons on the home page', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) {
      expect(href, 'every link has a target').toBeTruthy();
      expect(href).not.toBe('#');
      expect(href).not.toMatch(/^javascript:/i);
    }
    await expect(page.locator('button:not([type="submit"])')).toHaveCount(0);
  });
});
