// @ts-check
// Bundles components/behaviors/index.ts (the site's only browser JavaScript) with esbuild into one
// minified script that scripts/build/strip-runtime.mjs puts inline at the end of every page: small
// enough (docs/performance.md, "Script sizes") that inlining beats the round trip a separate file
// would cost on a slow connection, and it runs while the page is parsed, not as a late task.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BEHAVIORS_ENTRY = join(ROOT, 'components', 'behaviors', 'index.ts');
/** The search page's own script (a module file, not inlined: only /search loads it). */
export const SEARCH_PAGE_ENTRY = join(ROOT, 'components', 'behaviors', 'search-page.ts');

/** The offline script (components/behaviors/offline.ts): a file pages load where they need it. */
export const OFFLINE_ENTRY = join(ROOT, 'components', 'behaviors', 'offline.ts');

/** The bundled code (a self-contained IIFE for current browsers). */
export async function bundleBehaviors() {
  return bundle(BEHAVIORS_ENTRY, 'iife');
}

/** The search page's script: an ES module, whose import() of Pagefind's library stays a run-time import. */
export async function bundleSearchPage() {
  return bundle(SEARCH_PAGE_ENTRY, 'esm');
}

/** The offline script: an ES module (the behaviours import() it). */
export async function bundleOfflineScript() {
  return bundle(OFFLINE_ENTRY, 'esm');
}

/** @param {string} entry @param {'iife' | 'esm'} format */
async function bundle(entry, format) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format,
    target: ['es2020'],
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    tsconfig: join(ROOT, 'tsconfig.json'),
    // Built pages are production: lib/browser/offline-paths.ts turns the service worker on.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  // Server-side modules (site settings read from process.env) must not end up in the browser.
  if (/\bprocess\b/.test(file.text)) {
    throw new Error(
      'components/behaviors/ imports code that reads process.env; keep lib/ imports browser-safe',
    );
  }
  // Inline in <script>: the HTML parser would end the element at "</script" (esbuild escapes it in
  // strings; this guards the rule).
  if (/<\/script|<!--/i.test(file.text)) throw new Error('the behaviours bundle cannot be inlined safely');
  return file.text.trim();
}
