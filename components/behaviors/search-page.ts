import { PAGEFIND_SCRIPT } from '@/lib/browser/search-paths.mjs';
import { initSearch, type SearchEngine } from './search';

// The search page's own script (components/pages/search-page.tsx loads it as a module; scripts/build/search.mjs
// bundles it to SEARCH_SCRIPT). Kept out of the behaviours every page inlines, so no other page
// carries search code. Pagefind's library is imported at run time from the built index: the
// specifier is a variable, so the bundler leaves the import to the browser.
const pagefind: string = PAGEFIND_SCRIPT;

initSearch(document, () => import(/* webpackIgnore: true */ pagefind) as Promise<SearchEngine>);
