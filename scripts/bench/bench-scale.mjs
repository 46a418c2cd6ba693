#!/usr/bin/env node
// npm run bench:scale: how the build grows with the number of guides. Copies the project (without
// node_modules, .next and out; node_modules is symlinked) to a temporary folder, adds N synthetic but
// valid guides (frontmatter that passes lib/content/rules.ts, ~1,000-word bodies with headings, lists,
// a table and links only to guides that exist), builds (next build and scripts/build/postbuild.mjs, as
// `npm run build`), and prints build time and peak memory per N.
//
// Peak memory is the largest sum of resident memory (VmRSS) over the build's whole process tree
// (next build starts workers), sampled from /proc every 100 ms.
//
// Each synthetic guide comes with its Indonesian translation, as every real guide does, so N=1,000 is
// 1,000 guides in two languages (2,000 guide pages); --english-only leaves the translations out.
// Options: --sizes 100,500,1000 (default), --keep (leave the temporary folder for inspection).
// --photos: the photo pipeline instead (lib/photos/): each synthetic guide is a folder guide with its
// own 4000 × 3000 JPEG; per N (default 100,500) the first build (empty photo cache), a second build
// (cache warm: no photo is decoded again) and their peak memory.
// Not part of `npm test`: it takes minutes.
import { readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureSearch } from './search-metrics.mjs';
import { writeGuides } from '../test/synthetic-guides.mjs';
import { copyProject, serveSite } from '../test/synthetic-site.mjs';
import { buildWithPeakMemory } from './tree-memory.mjs';

function parseArgs(argv) {
  const args = { sizes: [100, 500, 1000], keep: false, photos: false, englishOnly: false };
  let sizesGiven = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') {
      args.sizes = String(argv[++i]).split(',').map(Number).filter(Boolean);
      sizesGiven = true;
    } else if (argv[i] === '--keep') args.keep = true;
    else if (argv[i] === '--photos') args.photos = true;
    else if (argv[i] === '--english-only') args.englishOnly = true;
    else {
      console.error(`Unknown option ${argv[i]}`);
      process.exit(2);
    }
  }
  if (args.photos && !sizesGiven) args.sizes = [100, 500];
  return args;
}

// ---------------------------------------------------------------------------------------------------
// Build measurement

/** `npm run build` in dir, with the peak memory of its process tree. */
const build = (dir) => buildWithPeakMemory(dir);

// ---------------------------------------------------------------------------------------------------
// What a visitor downloads at this size

/** Budgets that must not grow with N (docs/performance.md). */
export const SCALE_BUDGETS = { listHtmlKiB: 60, typingToResultsMs: 300 };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function dirBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The largest area list's first page (the one with the most guides), as out/ holds it. */
function largestAreaPage(outDir) {
  const areaDir = path.join(outDir, 'guides', 'area');
  const pages = readdirSync(areaDir).filter((name) => name.endsWith('.html'));
  const pageCount = (name) => {
    const later = path.join(areaDir, name.slice(0, -5), 'page');
    try {
      return readdirSync(later).filter((file) => file.endsWith('.html')).length;
    } catch {
      return 0;
    }
  };
  return pages.sort((a, b) => pageCount(b) - pageCount(a))[0];
}

/** The list pages and the search of one language (prefix '' for English, '/id' for Indonesian). */
async function measureLanguage(origin, out, prefix) {
  const root = path.join(out, prefix);
  const area = largestAreaPage(root);
  return {
    language: prefix ? prefix.slice(1) : 'en',
    guidesHtml: statSync(path.join(root, 'guides.html')).size,
    areaPath: `${prefix}/guides/area/${area.slice(0, -5)}`,
    areaHtml: statSync(path.join(root, 'guides', 'area', area)).size,
    // One Pagefind folder holds both languages' indexes (a query loads only its language's chunks).
    indexBytes: dirBytes(path.join(out, 'pagefind')),
    search: await measureSearch(origin, { path: `${prefix}/search` }),
  };
}

/** What a visitor downloads in each language at this size. */
async function measureSize(dir, { englishOnly }) {
  const out = path.join(dir, 'out');
  const server = await serveSite(dir);
  try {
    const languages = [await measureLanguage(server.origin, out, '')];
    if (!englishOnly) languages.push(await measureLanguage(server.origin, out, '/id'));
    return languages;
  } finally {
    await server.close();
  }
}

const asGiB = (kib) => `${(kib / 1024 / 1024).toFixed(2)} GiB`;

/** --photos: first and second build per N, each guide with its own camera-sized JPEG. */
async function photoScale(dir, sizes) {
  const rows = [];
  let failed = false;
  for (const n of sizes) {
    const { real } = await writeGuides(dir, n, { photos: true });
    // A first build: nothing of these photos in the cache.
    rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
    const runs = [];
    for (const which of ['first', 'second']) {
      process.stdout.write(`N=${n} (${n} guides with a 4000 × 3000 JPEG + ${real} real): ${which} build… `);
      const result = await build(dir);
      console.log(result.code === 0 ? `${result.seconds.toFixed(1)} s` : `FAILED (exit ${result.code})`);
      if (result.code !== 0) {
        failed = true;
        console.log(result.log.split('\n').slice(-30).join('\n'));
        break;
      }
      runs.push(result);
    }
    rows.push({
      n,
      runs,
      outPhotos: runs.length ? dirBytes(path.join(dir, 'out', 'photos')) : 0,
    });
  }
  console.log(
    `\n| N (guides with a 4000 × 3000 JPEG) | first build (empty photo cache) | second build (cache warm) | second / first | photo step first / second | peak memory first / second | out/photos |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  // The build's own report of its photo step (scripts/build/build.mjs): "Photos: …; 12.3 s".
  const photoStep = (run) => /Photos: .*; ([\d.]+) s/.exec(run?.log ?? '')?.[1] ?? '–';
  for (const { n, runs, outPhotos } of rows) {
    const [first, second] = runs;
    console.log(
      `| ${n} | ${first ? `${first.seconds.toFixed(1)} s` : 'failed'} | ${second ? `${second.seconds.toFixed(1)} s` : 'failed'} | ${first && second ? `${((second.seconds / first.seconds) * 100).toFixed(0)} %` : '–'} | ${photoStep(first)} s / ${photoStep(second)} s | ${first ? asGiB(first.peakKiB) : '–'} / ${second ? asGiB(second.peakKiB) : '–'} | ${mib(outPhotos)} |`,
    );
  }
  for (const { runs } of rows) {
    const second = runs[1];
    // The warm build must make no photo file: the cache holds them all.
    if (second && !/Photos: .*; all from the photo cache;/.test(second.log)) {
      console.log('MISSED: the second build made photo files again');
      failed = true;
    }
  }
  return failed;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dir = copyProject();
  console.log(`Project copied to ${dir} (node_modules symlinked); ${os.cpus().length} CPU(s).`);
  if (args.photos) {
    const failed = await photoScale(dir, args.sizes);
    if (!args.keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`Kept ${dir}`);
    process.exit(failed ? 1 : 0);
  }

  const rows = [];
  let failed = false;
  for (const n of args.sizes) {
    const { real, words } = await writeGuides(dir, n, { translate: !args.englishOnly });
    const synthetic = args.englishOnly ? n : 2 * n;
    process.stdout.write(
      `N=${n}: ${synthetic} synthetic${args.englishOnly ? '' : ' (English and Indonesian)'} + ${real} real guides (~${words} words each), building… `,
    );
    const result = await build(dir);
    const pages = result.code === 0 ? countHtml(path.join(dir, 'out')) : 0;
    console.log(result.code === 0 ? `${result.seconds.toFixed(1)} s` : `FAILED (exit ${result.code})`);
    if (result.code !== 0) {
      failed = true;
      console.log(result.log.split('\n').slice(-30).join('\n'));
    }
    const size = result.code === 0 ? await measureSize(dir, args) : undefined;
    rows.push({ n, total: synthetic + real, pages, ...result, size });
  }

  console.log(
    `\n| N (synthetic guides${args.englishOnly ? '' : ', each in two languages'}) | guide files | HTML pages | build time | s per 100 guide files | peak memory (process tree) |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const gib = (row.peakKiB / 1024 / 1024).toFixed(2);
    console.log(
      `| ${row.n} | ${row.total} | ${row.pages} | ${row.code === 0 ? `${row.seconds.toFixed(1)} s` : 'failed'} | ${((row.seconds / row.total) * 100).toFixed(1)} | ${gib} GiB |`,
    );
  }

  console.log(
    `\n| N | language | guides list HTML | largest area page HTML | search index on disk (all languages) | first query downloads | next query downloads | typing to results (first / next, median of ${rows[0]?.size?.[0].search.runs ?? 0}) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { n, size } of rows) {
    for (const language of size ?? []) {
      const { first, next } = language.search;
      console.log(
        `| ${n} | ${language.language} | ${kib(language.guidesHtml)} | ${kib(language.areaHtml)} (${language.areaPath}) | ${kib(language.indexBytes)} | ${kib(first.bytes)} in ${first.requests} requests | ${kib(next.bytes)} in ${next.requests} requests | ${first.ms.toFixed(0)} ms / ${next.ms.toFixed(0)} ms |`,
      );
    }
  }

  const largest = rows.at(-1);
  if (largest && largest.code === 0) {
    const ok = largest.seconds < 180 && largest.peakKiB < 4 * 1024 * 1024;
    console.log(
      `\nGoal for 1,000 guides: under 3 min and under 4 GiB on 2 cores → ${ok ? 'met' : 'MISSED'} at N=${largest.n}.`,
    );
    const { size } = largest;
    const htmlOk = size.every(
      (language) => Math.max(language.guidesHtml, language.areaHtml) <= SCALE_BUDGETS.listHtmlKiB * 1024,
    );
    const typingOk = size.every((language) => language.search.next.ms <= SCALE_BUDGETS.typingToResultsMs);
    console.log(
      `List pages at most ${SCALE_BUDGETS.listHtmlKiB} KiB of HTML → ${htmlOk ? 'met' : 'MISSED'}; ` +
        `typing to results within ${SCALE_BUDGETS.typingToResultsMs} ms → ${typingOk ? 'met' : 'MISSED'} at N=${largest.n}.`,
    );
    if (!ok || !htmlOk || !typingOk) failed = true;
  }
  if (!args.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`Kept ${dir}`);
  process.exit(failed ? 1 : 0);
}

function countHtml(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

await main();
