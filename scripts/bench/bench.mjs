#!/usr/bin/env node
// npm run bench: builds the site, serves out/ with `npm start`'s handler and serve.json on a free port, over
// HTTPS with HTTP/2 as the hosts serve it (scripts/bench/serve-https.mjs; --http1: `npm start` itself), runs Lighthouse (mobile profile, simulated throttling) several times per page with every
// off-site request blocked, prints the medians as a table and exits non-zero when a budget is missed.
// The site serves its photos itself (lib/photos/), so they load and count: the bench build sets
// EXPLORE_BANDUNG_BENCH_PHOTOS, which puts a 4000 × 3000 crop of a real photograph (lib/photos/
// real-photo.mjs: a camera photograph, or with --photo painting the hard case) through the pipeline
// for any remote photo it cannot download (no network), never the remote URL.
//
// Options: --no-build (reuse out/), --runs N (default 3), --pages /,/tours (default: the list below),
// --photo camera|painting (default camera), --http1, --save DIR (keep every Lighthouse report as
// JSON, to see which audit failed).
// Not part of `npm test`: it is slow and its numbers depend on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findSystemChromium } from '../test/browser.mjs';
import { REAL_PHOTOS, realPhotoOption, realPhotoSource } from '../../lib/build/photos/real-photo.mjs';
import { BENCH_PHOTOS_ENV } from '../../lib/build/deploy-settings.mjs';
import { BUDGETS, checkBudgets, fmtKiB, fmtMs, median, printTable, summarise } from './lighthouse-report.mjs';
import { freePort, get, waitForServer } from './local-server.mjs';
import { blockedPatterns, inlineScriptBytes, renderBlockingInHtml } from './page-checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.join(ROOT, 'out');
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;

const DEFAULT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'guides', path: '/guides' },
  { name: 'guide', path: '/guides/top-10-things-to-do-in-bandung' },
  { name: 'tours', path: '/tours' },
  // An area's list, and a search that runs on load (its script, Pagefind's library and index).
  { name: 'area', path: '/guides/area/all-around-bandung' },
  { name: 'search', path: '/search?q=kawah' },
  { name: 'not-found', path: '/guides/nope', notFound: true },
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

function parseArgs(argv) {
  const args = {
    build: true,
    runs: 3,
    pages: DEFAULT_PAGES,
    save: undefined,
    http1: false,
    photo: realPhotoOption(argv),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') args.build = false;
    else if (arg === '--http1') args.http1 = true;
    else if (arg === '--save') args.save = argv[++i];
    else if (arg === '--photo')
      i++; // its name: read above
    else if (arg === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === '--pages') {
      const wanted = String(argv[++i] ?? '').split(',');
      args.pages = wanted.map(
        (p) => DEFAULT_PAGES.find((page) => page.path === p) ?? { name: p, path: p, notFound: false },
      );
    } else {
      console.error(`Unknown option ${arg}`);
      process.exit(2);
    }
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));

  if (!args.build && process.argv.includes('--photo')) {
    console.log(
      '--photo chooses the photograph a build puts in: with --no-build, out/ keeps the one it was built with.',
    );
  }
  if (args.build) {
    // The stand-ins are crops of a real photograph: find it (or download its Debian package) first,
    // so a missing one stops here with the way to get it, not halfway through the build.
    console.log(`Photos: crops of ${REAL_PHOTOS[args.photo].credit} (${realPhotoSource(ROOT, args.photo)})`);
    console.log('Building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, [BENCH_PHOTOS_ENV]: args.photo },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync(path.join(OUT, 'index.html'))) {
    console.error('out/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }

  const chromePath = findSystemChromium();
  if (!chromePath) {
    console.error('No system Chromium found (set CHROMIUM_PATH).');
    process.exit(1);
  }

  const port = await freePort();
  const origin = `${args.http1 ? 'http' : 'https'}://localhost:${port}`;
  // The same handler and config as `npm start` (serve.json: clean URLs, 404.html for unknown paths),
  // over HTTPS with HTTP/2 like the hosts (scripts/bench/serve-https.mjs), or with --http1 the plain
  // `npm start` server itself.
  const serverScript = args.http1
    ? path.join(ROOT, 'scripts', 'serve.mjs')
    : path.join(ROOT, 'scripts', 'bench', 'serve-https.mjs');
  const server = spawn(process.execPath, [serverScript, '--listen', String(port)], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  let chrome;
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    chrome?.kill();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(`${origin}/`);
    const blocked = blockedPatterns(OUT);
    console.log(`Serving out/ on ${origin}; blocking ${blocked.join(' ')}`);
    // The HTTPS server's certificate is the run's own, self-signed: trusted for this browser only.
    const chromeFlags = args.http1 ? CHROME_FLAGS : [...CHROME_FLAGS, '--ignore-certificate-errors'];
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });

    // One discarded run first: the first Lighthouse run in a fresh browser (cold caches, just after a
    // build has loaded the machine) measures the machine more than the page.
    if (args.pages.length) {
      process.stdout.write('warm-up run (not counted)… ');
      await lighthouse(`${origin}${args.pages[0].path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: blocked,
        ignoreStatusCode: Boolean(args.pages[0].notFound),
      });
      console.log('done');
    }

    const rows = [];
    for (const page of args.pages) {
      const url = `${origin}${page.path}`;
      const response = await get(url);
      const html = response.text;
      if (!page.notFound && response.status !== 200) {
        console.log(`${page.path}: HTTP ${response.status}, not measured (page not built?)`);
        rows.push({
          page,
          m: summarise({ categories: {}, audits: {} }),
          misses: [`HTTP ${response.status}`],
        });
        continue;
      }
      const htmlBlocking = renderBlockingInHtml(html);
      const runs = [];
      for (let run = 1; run <= args.runs; run++) {
        process.stdout.write(`${page.path}: run ${run}/${args.runs}… `);
        const measure = () =>
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            blockedUrlPatterns: blocked,
            // The not-found URL answers 404 on purpose; measure the page anyway.
            ignoreStatusCode: Boolean(page.notFound),
          });
        let result = await measure();
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, …): such a run measured
        // nothing, so it is repeated (twice at most) rather than counted.
        for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry++) {
          process.stdout.write(`(${result.lhr.runtimeError.code}, again) `);
          result = await measure();
        }
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          const name = `${page.name.replace(/[^a-z0-9-]+/gi, '_')}-${run}.json`;
          writeFileSync(path.join(args.save, name), JSON.stringify(result.lhr));
        }
        const m = summarise(result.lhr);
        if (m.runtimeError) console.log(`error: ${m.runtimeError}`);
        else
          console.log(`performance ${m.performance}, LCP ${fmtMs(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms`);
        runs.push(m);
      }
      const pick = (key) => median(runs.map((m) => m[key]));
      const m = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalBytes: pick('totalBytes'),
        // Script files as transferred, plus inline scripts (uncompressed) from the page's HTML.
        jsBytes: pick('jsBytes') + inlineScriptBytes(html),
        requests: pick('requests'),
        renderBlocking: [...new Set([...htmlBlocking, ...runs.flatMap((r) => r.renderBlocking)])],
        offsiteServed: [...new Set(runs.flatMap((r) => r.offsiteServed))],
        ownStatusOnlyError: runs.every((r) => r.ownStatusOnlyError),
      };
      const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
      const misses = checkBudgets(page, m);
      if (misses.length && failed.length) misses.push(`failing audits: ${failed.join(', ')}`);
      rows.push({ page, m, misses });
    }

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION} · mobile, simulated throttling · ${args.http1 ? 'HTTP/1.1' : 'HTTPS, HTTP/2'} · median of ${args.runs} run(s) · off-site requests blocked\n`,
    );
    printTable(rows);
    const missed = rows.filter((row) => row.misses.length);
    console.log(
      `\nBudgets: performance ≥ ${BUDGETS.performance}; accessibility ${BUDGETS.accessibility}; best practices ${BUDGETS.bestPractices}; SEO ${BUDGETS.seo} (not-found excepted); LCP ≤ ${fmtMs(BUDGETS.lcpMs)}; TBT ≤ ${BUDGETS.tbtMs} ms; CLS ≤ ${BUDGETS.cls}; JS ≤ ${fmtKiB(BUDGETS.jsBytes)}; home page total ≤ ${fmtKiB(BUDGETS.homeTotalBytes)}; no render-blocking third-party request.`,
    );
    for (const row of missed) console.log(`MISSED ${row.page.path}: ${row.misses.join('; ')}`);
    if (missed.length === 0) console.log('All budgets met.');
    stop();
    process.exit(missed.length ? 1 : 0);
  } catch (error) {
    stop();
    throw error;
  }
}

await main();
