import { expect, type Page } from '@playwright/test';

// Signals to wait for before checking that something did NOT happen, instead of a fixed pause (a
// pause is too short on a busy machine and wasted on an idle one).

/**
 * Resolves once the page has rendered two more frames: whatever the last action set off in the
 * page's rendering (a scroll's events, lazy images starting, IntersectionObserver callbacks, content
 * rendered as it nears the screen) has run by then.
 */
export const renderedTwice = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** A request the page's policy always blocks: the last violation to be reported. */
const SENTINEL = 'https://csp-sentinel.invalid/after-everything.png';

/**
 * Makes sure every Content-Security-Policy violation the page has met so far has been reported to
 * `violations`: renders two frames (so what the last action set off has started), then breaks the
 * policy once on purpose and waits for that report, which comes after all earlier ones; it is taken
 * out of the list again.
 */
export async function allViolationsReported(page: Page, violations: string[]) {
  await renderedTwice(page);
  await page.evaluate((src) => {
    const probe = document.createElement('img');
    probe.src = src;
    document.body.append(probe);
  }, SENTINEL);
  await expect.poll(() => violations.some((line) => line.includes('csp-sentinel.invalid'))).toBe(true);
  for (let i = violations.length - 1; i >= 0; i--) {
    if (violations[i]!.includes('csp-sentinel.invalid')) violations.splice(i, 1);
  }
}
