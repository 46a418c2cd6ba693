// @ts-check
// Where the search page's files are served from: shared by the page (components/pages/search-page.tsx), its
// behaviour (components/behaviors/search.ts) and the build step that writes them
// (scripts/build/search.mjs). Plain JavaScript so that the build step imports it too.

/** out/pagefind/: Pagefind's index and its browser library, written after the pages are built. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's search library (an ES module), imported at run time by the search behaviour only. */
export const PAGEFIND_SCRIPT = `/${SEARCH_INDEX_DIR}/pagefind.js`;

/** The search page's own script (components/behaviors/search-page.ts, bundled at build). */
export const SEARCH_SCRIPT = '/behaviors/search.js';
