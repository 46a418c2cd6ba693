// @ts-check
// Bundles components/behaviors/index.ts (the site's only browser JavaScript) with esbuild into one
// minified script that scripts/build/strip-runtime.mjs puts inline at the end of every page: small
// enough (docs/performance.md, "Script sizes") that inlining beats the round trip a separate file
// would cost on a slow connection, and it runs while the page is parsed, not as a late task.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { MAP_SCRIPT, MAP_STYLESHEET } from '../../lib/browser/map-config.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BEHAVIORS_ENTRY = join(ROOT, 'components', 'behaviors', 'index.ts');
/** The search page's own script (a module file, not inlined: only /search loads it). */
export const SEARCH_PAGE_ENTRY = join(ROOT, 'components', 'behaviors', 'search-page.ts');

/** The offline script (components/behaviors/offline.ts): a file pages load where they need it. */
export const OFFLINE_ENTRY = join(ROOT, 'components', 'behaviors', 'offline.ts');

/**
 * The interactive map (components/behaviors/interactive-map-view.ts: Leaflet, supercluster, the
 * map's code, and their styles): an ES module and a stylesheet that a page loads only when a visitor
 * opens its map (lib/browser/map-config.mjs MAP_SCRIPT, MAP_STYLESHEET). Never precached.
 */
export const INTERACTIVE_MAP_ENTRY = join(ROOT, 'components', 'behaviors', 'interactive-map-view.ts');

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

/**
 * The interactive map's script and stylesheet, as texts.
 * @returns {Promise<{ script: string, stylesheet: string }>}
 */
export async function bundleInteractiveMap() {
  const result = await build({
    ...ESBUILD_OPTIONS,
    entryPoints: [INTERACTIVE_MAP_ENTRY],
    format: 'esm',
    outdir: 'interactive-map',
    // Leaflet's stylesheet names images for its default marker and layer switcher, which the map
    // never uses (its markers are the site's own): left as they are, never requested.
    external: ['*.png'],
  });
  const files = result.outputFiles ?? [];
  const script = files.find((file) => file.path.endsWith('.js'))?.text;
  const stylesheet = files.find((file) => file.path.endsWith('.css'))?.text;
  if (!script || !stylesheet)
    throw new Error(`esbuild produced no script or stylesheet for ${INTERACTIVE_MAP_ENTRY}`);
  checkBrowserSafe(script, INTERACTIVE_MAP_ENTRY);
  return { script: script.trim(), stylesheet: stylesheet.trim() };
}

/**
 * Writes the interactive map's files into a built site (out/behaviors/).
 * @param {string} outDir
 */
export async function writeInteractiveMap(outDir) {
  const { script, stylesheet } = await bundleInteractiveMap();
  for (const [url, text] of /** @type {const} */ ([
    [MAP_SCRIPT, script],
    [MAP_STYLESHEET, stylesheet],
  ])) {
    const file = join(outDir, url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text + '\n');
  }
  return { scriptBytes: Buffer.byteLength(script), stylesheetBytes: Buffer.byteLength(stylesheet) };
}

/** @type {import('esbuild').BuildOptions} */
const ESBUILD_OPTIONS = {
  bundle: true,
  minify: true,
  target: ['es2020'],
  platform: 'browser',
  write: false,
  logLevel: 'silent',
  tsconfig: join(ROOT, 'tsconfig.json'),
  // Built pages are production: lib/browser/offline-paths.ts turns the service worker on.
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * Server-side modules (site settings read from process.env) must not end up in the browser.
 * @param {string} text @param {string} entry
 */
function checkBrowserSafe(text, entry) {
  if (/\bprocess\b/.test(text)) {
    throw new Error(`${entry} imports code that reads process.env; keep lib/ imports browser-safe`);
  }
}

/** @param {string} entry @param {'iife' | 'esm'} format */
async function bundle(entry, format) {
  const result = await build({ ...ESBUILD_OPTIONS, entryPoints: [entry], format });
  const [file] = result.outputFiles ?? [];
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  checkBrowserSafe(file.text, entry);
  // Inline in <script>: the HTML parser would end the element at "</script" (esbuild escapes it in
  // strings; this guards the rule).
  if (/<\/script|<!--/i.test(file.text)) throw new Error('the behaviours bundle cannot be inlined safely');
  return file.text.trim();
}
