// The navigation bar's scroll rule. No imports: components/behaviors/ bundles it for the browser.

/** The bar turns solid once the page is scrolled more than this many pixels. */
export const NAV_SCROLL_THRESHOLD = 10;

export const isScrolled = (scrollY: number) => scrollY > NAV_SCROLL_THRESHOLD;
