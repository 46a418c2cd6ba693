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
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findSystemChromium } from '../test/browser.mjs';
import { REAL_PHOTOS, realPhotoOption, realPhotoSource } from '../../lib/build/photos/real-photo.mjs';
import { BENCH_PHOTOS_ENV } from '../../lib/build/deploy-settings.mjs';

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

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100, // not checked on the not-found page: it is noindex on purpose
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  jsBytes: 130 * 1024,
  // Everything the home page downloads on a phone (Lighthouse's mobile viewport), photos included.
  homeTotalBytes: 350 * 1024,
};

// Hosts the site is known to call; every other off-site host found in the built HTML is added too
// (a photo is off-site only if a build could not download it; the bench build always has one).
const KNOWN_OFFSITE_HOSTS = ['affiliate.klook.com', '*.klook.com', 'klook.com', 'wa.me'];

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * GET a URL of the local server (whose HTTPS certificate is the run's own, self-signed).
 * @returns {Promise<{ status: number, text: string }>}
 */
function get(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { rejectUnauthorized: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

async function waitForServer(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      await get(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`Server at ${url} did not start within ${timeoutMs / 1000} s`);
}

/** Off-site hosts named in src/href attributes of the built HTML, as Lighthouse block patterns. */
function blockedPatterns() {
  const hosts = new Set(KNOWN_OFFSITE_HOSTS);
  const files = spawnSync('find', [OUT, '-name', '*.html'], { encoding: 'utf8' }).stdout.split('\n');
  for (const file of files.filter(Boolean)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/(?:src|href|srcset|action)="https?:\/\/([^/"?#:\s]+)/g)) {
      hosts.add(match[1]);
    }
  }
  return [...hosts].map((host) => `*://${host}/*`);
}

// data: and blob: URLs (the photos' inline previews) are carried by the page: no request leaves it.
const isNetwork = (url) => !/^(data|blob):/i.test(url);
/** Served by the site under test: a relative URL, or one on localhost (protocol-relative ones are off-site). */
const isLocal = (url) => {
  if (!isNetwork(url)) return true;
  try {
    const { hostname } = new URL(url, 'http://localhost/');
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
};

/** Third-party stylesheets and synchronous scripts in the served <head>: these would block rendering. */
function renderBlockingInHtml(html) {
  const head = html.split(/<\/head>/i)[0] ?? '';
  const found = [];
  for (const tag of head.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(tag[0])?.[1];
    if (/\brel="?stylesheet/i.test(tag[0]) && href && /^(https?:)?\/\//.test(href) && !isLocal(href)) {
      found.push(href);
    }
  }
  for (const tag of head.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(tag[0])?.[1];
    const deferred = /\b(async|defer)\b|type="module"/i.test(tag[0]);
    if (src && /^(https?:)?\/\//.test(src) && !isLocal(src) && !deferred) found.push(src);
  }
  return found;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const served = requests.filter(
    (r) => isNetwork(r.url) && (r.statusCode ?? 0) > 0 && !(r.statusCode >= 400 && !isLocal(r.url)),
  );
  const offsiteServed = served.filter((r) => !isLocal(r.url)).map((r) => r.url);
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => url && !isLocal(url));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    jsBytes: served
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: served.length,
    offsiteServed,
    renderBlocking,
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
          .map((ref) => `${category.id}: ${ref.id}`),
      ),
    ownStatusOnlyError: onlyOwnStatusError(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

// A not-found page answers 404 on purpose, and Chrome logs that status of the document itself as a
// console error, which costs the page Lighthouse's errors-in-console audit. That one error, and only
// it, is excused on the not-found page (its row says so); any other console error still counts.
function onlyOwnStatusError(lhr) {
  const failing = lhr.categories['best-practices']?.auditRefs.filter(
    (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
  );
  if (!failing || failing.length !== 1 || failing[0].id !== 'errors-in-console') return false;
  const items = lhr.audits['errors-in-console'].details?.items ?? [];
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        item.source === 'network' &&
        /status of 404/.test(item.description ?? '') &&
        item.sourceLocation?.url === lhr.finalDisplayedUrl,
    )
  );
}

/** Bytes of the inline scripts a page runs (JSON-LD data blocks excluded); the network count misses them. */
function inlineScriptBytes(html) {
  let bytes = 0;
  for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    bytes += Buffer.byteLength(code);
  }
  return bytes;
}

function checkBudgets(page, m) {
  const misses = [];
  const need = (ok, text) => ok || misses.push(text);
  need(m.performance >= BUDGETS.performance, `performance ${m.performance} < ${BUDGETS.performance}`);
  need(
    m.accessibility >= BUDGETS.accessibility,
    `accessibility ${m.accessibility} < ${BUDGETS.accessibility}`,
  );
  need(
    m.bestPractices >= BUDGETS.bestPractices || (page.notFound && m.ownStatusOnlyError),
    `best practices ${m.bestPractices} < ${BUDGETS.bestPractices}`,
  );
  if (!page.notFound) need(m.seo >= BUDGETS.seo, `SEO ${m.seo} < ${BUDGETS.seo}`);
  need(m.lcpMs <= BUDGETS.lcpMs, `LCP ${fmtMs(m.lcpMs)} > ${fmtMs(BUDGETS.lcpMs)}`);
  need(m.tbtMs <= BUDGETS.tbtMs, `TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  need(m.cls <= BUDGETS.cls, `CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  need(m.jsBytes <= BUDGETS.jsBytes, `JS ${fmtKiB(m.jsBytes)} > ${fmtKiB(BUDGETS.jsBytes)}`);
  if (page.path === '/') {
    need(
      m.totalBytes <= BUDGETS.homeTotalBytes,
      `total ${fmtKiB(m.totalBytes)} > ${fmtKiB(BUDGETS.homeTotalBytes)}`,
    );
  }
  need(m.renderBlocking.length === 0, `render-blocking third-party: ${m.renderBlocking.join(', ')}`);
  need(m.offsiteServed.length === 0, `off-site requests not blocked: ${m.offsiteServed.join(', ')}`);
  return misses;
}

const fmtMs = (ms) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const fmtKiB = (bytes) => (Number.isNaN(bytes) ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const fmtNum = (n) => (Number.isNaN(n) ? '–' : String(n));

function printTable(rows) {
  const header = [
    'page',
    'path',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'total bytes',
    'JS bytes (files + inline)',
    'requests',
    'budgets',
  ];
  const lines = rows.map(({ page, m, misses }) => [
    page.name,
    page.path,
    fmtNum(m.performance),
    fmtNum(m.accessibility),
    page.notFound && m.ownStatusOnlyError && m.bestPractices < BUDGETS.bestPractices
      ? `${fmtNum(m.bestPractices)} (own 404 status)`
      : fmtNum(m.bestPractices),
    page.notFound ? `${fmtNum(m.seo)} (noindex)` : fmtNum(m.seo),
    fmtMs(m.lcpMs),
    Number.isNaN(m.tbtMs) ? '–' : `${Math.round(m.tbtMs)} ms`,
    Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3),
    fmtKiB(m.totalBytes),
    fmtKiB(m.jsBytes),
    fmtNum(m.requests),
    misses.length ? 'MISSED' : 'ok',
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
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
    const blocked = blockedPatterns();
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
