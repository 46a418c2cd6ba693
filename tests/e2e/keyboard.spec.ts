import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { guides } from './pages';

// A keyboard walk-through: skip link first, the navigation in order with a visible focus ring, the
// mobile menu (open with Enter, Escape closes it, no trap), FAQ disclosures with Enter and Space;
// then motion under prefers-reduced-motion, in-page jumps and the size of touch targets.

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: el?.textContent?.trim() ?? '',
      href: el?.getAttribute('href') ?? '',
    };
  });

/** The focused element's outline as drawn (only :focus-visible draws one). */
const focusRing = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(24);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside the main content, not back at the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('Tab reaches the brand and the navigation links in order, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab'); // skip link
  const expected = [
    { href: '/', text: 'Explore Bandung' },
    { href: '/', text: 'Home' },
    { href: '/guides', text: 'Travel Guides' },
    { href: '/tours', text: 'Bandung Tours' },
    // The language switch: "ID", with the language's name for screen readers.
    { href: '/id', text: null },
    { href: '/search', text: '' }, // the search icon (its name: "Search guides, places and tours")
    { href: '/saved', text: null }, // the saved guides' icon, its name for screen readers and their count
  ];
  for (const stop of expected) {
    await page.keyboard.press('Tab');
    const focused = await activeElement(page);
    expect(focused.href).toBe(stop.href);
    if (stop.text !== null) expect(focused.text).toBe(stop.text);
    const ring = await focusRing(page.locator(':focus'));
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
  // After the navigation, focus moves into the page (the hero's calls to action), not a hidden control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Explore Experiences' })).toBeFocused();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens with Enter, closes with Escape (focus back on the button) and traps nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.locator('summary');
    await expect(button).toHaveAccessibleName(/menu/i);
    const menuLinks = nav.locator('details').getByRole('link');

    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-language-switch]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Search guides, places and tours' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect((await focusRing(button)).style).not.toBe('none');
    await expect(menuLinks.first()).toBeHidden();

    await page.keyboard.press('Enter');
    const labels = ['Home', 'Travel Guides', 'Bandung Tours', 'Places', 'Search', 'Saved guides'];
    await expect(menuLinks).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) {
      await page.keyboard.press('Tab');
      await expect(menuLinks.nth(i)).toBeFocused();
      await expect(menuLinks.nth(i)).toHaveText(label);
    }

    await page.keyboard.press('Escape');
    await expect(menuLinks.first()).toBeHidden();
    await expect(button).toBeFocused();

    // Open again and Tab past the last link: focus leaves the menu, which closes behind it.
    await page.keyboard.press('Enter');
    for (let i = 0; i <= labels.length; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('details'))).toBe(false);
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await expect(menuLinks.first()).toBeHidden();
  });
});

test('FAQ disclosures toggle with Enter and with Space', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('#faq details').first();
  const summary = first.locator('summary');
  const answer = first.locator('p');
  await summary.focus();
  await expect(answer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(first).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(first).toHaveJSProperty('open', false);
  await page.keyboard.press('Space');
  await expect(first).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveJSProperty('open', false);
});

const durationMs = (locator: Locator) =>
  locator.evaluate((el) =>
    Math.max(
      ...getComputedStyle(el)
        .transitionDuration.split(',')
        .map((d) => (d.trim().endsWith('ms') ? parseFloat(d) : parseFloat(d) * 1000)),
    ),
  );

test('animations run normally, but stop under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header[data-nav]');
  const cardImage = page.locator('#guides article img').first();
  expect(await durationMs(header)).toBeGreaterThanOrEqual(100);
  expect(await durationMs(cardImage)).toBeGreaterThanOrEqual(100);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durationMs(header)).toBeLessThan(1);
  expect(await durationMs(cardImage)).toBeLessThan(1);
});

// No smooth scrolling (app/globals.css): a smooth focus scroll still running made Chrome drop the
// jump of a link activated with Enter, and a long glide costs a slow phone frames.
for (const how of ['mouse', 'keyboard'] as const) {
  test(`an in-page link lands on its target at once (${how})`, async ({ page }) => {
    await page.goto(guides[0]!.href);
    const last = page.locator('nav[aria-labelledby="toc-heading"] a').last();
    const target = page.locator(`[id="${(await last.getAttribute('href'))!.slice(1)}"]`);
    await expect(target).not.toBeInViewport();
    if (how === 'mouse') await last.click();
    else {
      await last.focus();
      await page.keyboard.press('Enter');
    }
    // One frame after the click: a smooth scroll down the guide would still be on its way.
    const top = await target.evaluate(
      (el) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(el.getBoundingClientRect().top)),
        ),
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  });
}

/**
 * Visible links, buttons and disclosure buttons in the header and main content that are smaller
 * than 24 × 24 px. Links inside running text are exempt (WCAG 2.5.8, "inline").
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'header a, header button, header summary, main a, main button, main summary',
    );
    const small: string[] = [];
    for (const el of targets) {
      const style = getComputedStyle(el);
      // A link stretched over its card by an absolutely positioned ::after: the card is the target.
      const after = getComputedStyle(el, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute' && el.offsetParent;
      const rect = (stretched ? el.offsetParent! : el).getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden (sr-only) elements are not targets.
      if (rect.width <= 1 && rect.height <= 1) continue;
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      const inline = style.display === 'inline' && parentText.length > (el.textContent?.trim().length ?? 0);
      if (inline) continue;
      if (rect.width < 24 || rect.height < 24) {
        small.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  });

for (const path of ['/', '/guides', '/guides/top-10-things-to-do-in-bandung', '/tours', '/guides/nope']) {
  for (const width of [1280, 390]) {
    test(`touch targets on ${path} at ${width} px are at least 24 × 24 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      if (width === 390) {
        await // The menu's <summary> (no role attribute: it is the disclosure's own button).
        await page.getByRole('navigation', { name: 'Main' }).locator('summary').click();
      }
      expect(await smallTargets(page)).toEqual([]);
    });
  }
}
