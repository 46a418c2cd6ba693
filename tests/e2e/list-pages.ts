import type { Page } from '@playwright/test';

// A guide list shows GUIDES_PER_PAGE guides to a page (lib/content/listings.ts). A test that reads a
// whole list follows its "Next" links from the first page to the last, as a visitor would, so it sees
// every guide however many there are.

/**
 * What `read` finds on every page of the list at `path` (page 1's path), in the list's order. Each
 * page's path is passed too.
 */
export async function acrossListPages<T>(
  page: Page,
  path: string,
  read: (page: Page, path: string) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  const visited = new Set<string>();
  for (let next: string | null = path; next;) {
    if (visited.has(next)) throw new Error(`${path}: "Next" leads back to ${next}`);
    visited.add(next);
    const response = await page.goto(next);
    if (response?.status() !== 200) throw new Error(`${next} answered ${response?.status()}`);
    found.push(...(await read(page, next)));
    const more = page.locator('main a[rel="next"]');
    next = (await more.count()) > 0 ? await more.getAttribute('href') : null;
  }
  return found;
}
