// @ts-check
// Site search, built after the pages (package.json "build": next build, scripts/build/postbuild.mjs,
// then this). It:
// - indexes the built guide pages with Pagefind into out/pagefind/, with the places and tours
//   (out/search-records.json, below): only each article's body
//   (data-pagefind-body), with the title, excerpt, area, read time and tags it marks as metadata and
//   filters (app/guides/[slug]/page.tsx, components/guides/guide-topics.tsx); pages that are not built
//   (drafts, say) are never indexed;
// - removes Pagefind's prebuilt search interfaces, which the site does not use (its own form and
//   results are server-rendered markup plus components/behaviors/search.ts);
// - writes the search page's script (components/behaviors/search-page.ts) to SEARCH_SCRIPT.
//
//   node scripts/build/search.mjs [outDir]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR, SEARCH_SCRIPT } from '../../lib/browser/search-paths.mjs';
import { LOCALE_LIST, localeFile } from '../../lib/i18n/locale-list.mjs';
import { bundleSearchPage } from './behaviors.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The guide articles of every language: out/guides/<slug>.html, out/id/guides/<slug>.html (the lists
 * live in folders below guides/). Pagefind keeps an index per language (each page's <html lang>), and
 * its browser library loads the index of the page it runs on: /id/search finds Indonesian guides only.
 */
export const INDEXED_PAGES = LOCALE_LIST.map((locale) => localeFile(locale, 'guides/*.html'));

/**
 * The places and tours as search records (lib/seo/search-records.ts), written by
 * app/search-records.json/route.ts during next build; read and deleted here, never published.
 */
export const SEARCH_RECORDS_FILE = 'search-records.json';

/** Pagefind's own search interfaces: not loaded by the site, so not deployed. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/**
 * Indexes the guides in outDir and writes the search page's script; returns how many pages it indexed.
 * @param {string} outDir
 */
export async function buildSearch(outDir = join(ROOT, 'out')) {
  const indexDir = join(outDir, SEARCH_INDEX_DIR);
  rmSync(indexDir, { recursive: true, force: true });
  try {
    const created = await pagefind.createIndex();
    if (!created.index) throw new Error(`Pagefind: ${created.errors.join('; ')}`);
    let pageCount = 0;
    for (const glob of INDEXED_PAGES) {
      const added = await created.index.addDirectory({ path: outDir, glob });
      if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
      if (added.page_count === 0) {
        throw new Error(`Pagefind indexed no page: no ${glob} in ${outDir} has data-pagefind-body`);
      }
      pageCount += added.page_count;
    }
    pageCount += await addSearchRecords(created.index, outDir);
    const written = await created.index.writeFiles({ outputPath: indexDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    for (const name of readdirSync(indexDir)) if (UNUSED.test(name)) rmSync(join(indexDir, name));
    const script = join(outDir, SEARCH_SCRIPT);
    mkdirSync(dirname(script), { recursive: true });
    writeFileSync(script, (await bundleSearchPage()) + '\n');
    return pageCount;
  } finally {
    await pagefind.close();
  }
}

/**
 * Indexes the places and tours of out/search-records.json (each a small HTML document with its own
 * URL) and deletes the file; returns how many it indexed.
 * @param {import('pagefind').PagefindIndex} index
 * @param {string} outDir
 */
async function addSearchRecords(index, outDir) {
  const file = join(outDir, SEARCH_RECORDS_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: it is written by app/search-records.json/route.ts during next build`,
    );
  }
  /** @type {{ url: string, html: string }[]} */
  const records = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  for (const record of records) {
    const added = await index.addHTMLFile({ url: record.url, content: record.html });
    if (added.errors.length) throw new Error(`Pagefind, ${record.url}: ${added.errors.join('; ')}`);
  }
  return records.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = await buildSearch(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(
    `Search: ${count} guides, places and tours indexed into out/${SEARCH_INDEX_DIR}/; wrote ${SEARCH_SCRIPT}`,
  );
}
