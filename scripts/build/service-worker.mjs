// @ts-check
// The service worker (service-worker/sw.ts), built after the pages are final (scripts/build/build.mjs):
// - the offline script (components/behaviors/offline.ts) to out/behaviors/offline.js;
// - the precache manifest, computed over out/ by @serwist/build's getManifest: every stylesheet (its
//   file name carries its hash), the icons, the web manifest, the offline script and the shell's
//   pages /offline and /saved, each with the hash of its content as its revision, so a deploy that
//   changes one makes the worker fetch it again;
// - the worker itself, bundled by esbuild with Serwist and the manifest into out/sw.js (downloaded
//   once, after the page has loaded, never by a page's first paint; its size: the build prints it).
//
//   node scripts/build/service-worker.mjs [outDir]
import { LOCALE_LIST, localeFile } from '../../lib/i18n/locale-list.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';
import { bundleOfflineScript } from './behaviors.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = join(ROOT, 'service-worker', 'sw.ts');

/** Where the worker is served from (lib/browser/offline-paths.ts SERVICE_WORKER_URL): the site's root. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The offline script's file (lib/browser/offline-paths.ts OFFLINE_SCRIPT). */
export const OFFLINE_SCRIPT_FILE = 'behaviors/offline.js';

/**
 * The shell's pages in every language, as built files → the URL they are precached under (shellUrl()
 * in offline-paths.ts): offline.html → /offline?shell, id/offline.html → /id/offline?shell, …
 */
const SHELL_PAGES = Object.fromEntries(
  LOCALE_LIST.flatMap((locale) =>
    ['offline', 'saved'].map((page) => {
      const file = localeFile(locale, `${page}.html`);
      return [file, `/${file.replace(/\.html$/, '')}?shell`];
    }),
  ),
);

/** Files precached with the shell. */
export const PRECACHE_PATTERNS = [
  '_next/static/**/*.css',
  `${OFFLINE_SCRIPT_FILE}`,
  'icons/*.{png,svg}',
  'manifest.webmanifest',
  ...Object.keys(SHELL_PAGES),
];

/**
 * The precache manifest of a built site: [{ url, revision }], revision null for hashed file names.
 * @param {string} outDir
 */
export async function precacheManifest(outDir) {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: PRECACHE_PATTERNS,
    globStrict: true,
    // Next names its static files by content hash: no cache-busting revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: SHELL_PAGES[entry.url] ?? `/${entry.url}`,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
  const urls = new Set(
    (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)),
  );
  for (const url of Object.values(SHELL_PAGES)) {
    if (!urls.has(url)) throw new Error(`Service worker precache: ${url} is missing (was its page built?)`);
  }
  return manifestEntries ?? [];
}

/**
 * Writes out/sw.js; returns its size in bytes and the number of precached files.
 * @param {string} outDir
 */
export async function buildServiceWorker(outDir = join(ROOT, 'out')) {
  const offlineScript = join(outDir, OFFLINE_SCRIPT_FILE);
  mkdirSync(dirname(offlineScript), { recursive: true });
  writeFileSync(offlineScript, (await bundleOfflineScript()) + '\n');
  const manifest = await precacheManifest(outDir);
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    tsconfig: join(ROOT, 'tsconfig.json'),
    define: {
      'self.__SW_MANIFEST': JSON.stringify(manifest),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no service worker');
  writeFileSync(join(outDir, SERVICE_WORKER_FILE), file.text);
  return { bytes: file.contents.byteLength, precached: manifest.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bytes, precached } = await buildServiceWorker(
    process.argv[2] ? resolve(process.argv[2]) : undefined,
  );
  console.log(`Service worker: out/${SERVICE_WORKER_FILE}, ${bytes} bytes, ${precached} files precached`);
}
