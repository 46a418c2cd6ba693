import type { Page } from '@playwright/test';

/**
 * Renders every block that waits until it nears the screen (content-visibility: auto, see
 * `render-later-*` in app/globals.css), as a visitor who scrolls through the page sees them all.
 */
export async function renderLateBlocks(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[class*="render-later-"]')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}
