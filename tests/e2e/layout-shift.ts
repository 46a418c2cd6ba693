import type { Page } from '@playwright/test';

// Layout shifts as the page reports them (the Layout Instability API), summed the way CLS sums
// shifts not caused by input, with what moved, for the tests that scroll a page and expect it to hold
// still.

type Shifts = { __cls: number; __shifts: string[] };

/** Starts recording the layout shifts of every page the test opens next (call before goto). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    // What moved, where the page was scrolled to, and when: the failure message says it.
    w.__shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `<${node.localName} class="${node.className}">` : String(node?.nodeName),
        );
        w.__shifts.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms, scrolled ${scrollY} px: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the page: their sum (CLS) and what moved in each. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Shifts;
    return { cls: w.__cls, shifts: w.__shifts };
  });

/** Scrolls down by most of a screen at once and waits two frames; says whether that reached the end. */
export const scrollDownAScreen = (page: Page) =>
  page.evaluate(async () => {
    window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    // Two frames, for anything laid out as it nears the screen. A page the browser stops drawing for a
    // while (a busy machine running tests side by side) would leave them pending: a second is the guard.
    await Promise.race([
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      new Promise((done) => setTimeout(done, 1000)),
    ]);
    return atEnd;
  });
