#!/usr/bin/env node
// npm run bench:scale: how the build grows with the number of guides. Copies the project (without
// node_modules, .next and out; node_modules is symlinked) to a temporary folder, adds N synthetic but
// valid guides (frontmatter that passes lib/content/guide-schema.ts, ~1,000-word bodies with headings, lists,
// a table and links only to guides that exist), builds (next build and scripts/build/postbuild.mjs, as
// `npm run build`), and prints build time and peak memory per N.
//
// Peak memory is the largest sum of resident memory (VmRSS) over the build's whole process tree
// (next build starts workers), sampled from /proc every 100 ms.
//
// Options: --sizes 100,500,1000 (default), --keep (leave the temporary folder for inspection).
// Not part of `npm test`: it takes minutes.
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// package-lock.json stays behind on purpose: Turbopack then takes this project as its root, so the
// symlinked node_modules is inside the root it resolves from.
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  'test-results',
  'playwright-report',
  '.bench-scale',
  'package-lock.json',
]);

function parseArgs(argv) {
  const args = { sizes: [100, 500, 1000], keep: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') args.sizes = String(argv[++i]).split(',').map(Number).filter(Boolean);
    else if (argv[i] === '--keep') args.keep = true;
    else {
      console.error(`Unknown option ${argv[i]}`);
      process.exit(2);
    }
  }
  return args;
}

// ---------------------------------------------------------------------------------------------------
// Synthetic guides

const PLACES = [
  'Kawah Putih',
  'Tangkuban Perahu',
  'Jalan Braga',
  'Lembang',
  'Ciwidey',
  'Dago Pakar',
  'Situ Patenggang',
  'Saung Angklung Udjo',
  'Gedung Sate',
  'Punclut',
  'Rancabali',
  'Cihampelas',
];
const TOPICS = ['coffee', 'street food', 'tea plantations', 'hot springs', 'markets', 'hiking', 'museums'];
const PHOTOS = [
  'photo-1566419808810-927259f927da',
  'photo-1617148302839-ee02d38676ef',
  'photo-1495474472287-4d71bcdd2085',
  'photo-1661238897562-a7adf13755a2',
];

const pick = (list, i) => list[i % list.length];

function sentence(i, j) {
  const place = pick(PLACES, i + j);
  const topic = pick(TOPICS, i * 3 + j);
  return (
    `${place} is best visited early in the morning, before the tour buses arrive and while the air is still cool, ` +
    `and it pairs well with an afternoon of ${topic} nearby; allow two to three hours, bring a light jacket, ` +
    `and keep some small notes for parking, entrance fees and snacks from the stalls by the gate.`
  );
}

function paragraph(i, j, sentences = 3) {
  return Array.from({ length: sentences }, (_, k) => sentence(i, j + k)).join(' ');
}

/** A ~1,000-word Markdown body; `links` are slugs of guides that exist. */
function body(i, links) {
  const sections = [];
  sections.push(paragraph(i, 0, 4));
  for (let s = 0; s < 4; s++) {
    const place = pick(PLACES, i + s * 5);
    sections.push(`## ${s + 1}. ${place} and around`);
    sections.push(paragraph(i, s * 7, 2));
    sections.push(`### What to bring`);
    sections.push(
      ['A light rain jacket', 'Cash in small notes', 'Comfortable walking shoes', 'Sunscreen and water']
        .map((item) => `- ${item} for ${place}`)
        .join('\n'),
    );
    sections.push(paragraph(i, s * 7 + 3, 1));
  }
  sections.push('## Getting there');
  sections.push(
    ['Book a driver for the day', 'Leave the city before 7 am', 'Stop for breakfast on the way']
      .map((step, k) => `${k + 1}. ${step}.`)
      .join('\n'),
  );
  sections.push('## Prices at a glance');
  sections.push(
    [
      '| Place | Entry (IDR) | Best time |',
      '| --- | ---: | --- |',
      ...PLACES.slice(0, 5).map((place, k) => `| ${place} | ${(k + 2) * 10_000} | ${7 + k} am |`),
    ].join('\n'),
  );
  const related = links.map((slug) => `[${slug.replace(/-/g, ' ')}](/guides/${slug})`).join(', ');
  sections.push(`> Planning more days? Read our guides on ${related}.`);
  sections.push(paragraph(i, 40, 2));
  return sections.join('\n\n');
}

function synthetic(i, existing) {
  const slug = `synthetic-guide-${String(i).padStart(4, '0')}`;
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  const links = [pick(existing, i), pick(existing, i + 1)];
  const text = [
    '---',
    `title: "Synthetic guide ${i}: ${pick(PLACES, i)} for ${pick(TOPICS, i)} lovers"`,
    `excerpt: "A day around ${pick(PLACES, i)}: what to see, what to eat and how to get there."`,
    `summary: "Plan a day at ${pick(PLACES, i)} in Bandung: opening hours, prices, food and transport tips."`,
    `image: "https://images.unsplash.com/${pick(PHOTOS, i)}"`,
    `imageAlt: "The landscape around ${pick(PLACES, i)} near Bandung"`,
    `date: 2024-${month}-${day}`,
    `views: "${(i % 9) + 1}.${i % 10}k"`,
    '---',
    '',
    body(i, links),
    '',
  ].join('\n');
  return { slug, text };
}

function writeGuides(dir, n) {
  const guidesDir = path.join(dir, 'content', 'guides');
  const real = readdirSync(guidesDir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('synthetic-'))
    .map((name) => name.slice(0, -3));
  for (const name of readdirSync(guidesDir)) {
    if (name.startsWith('synthetic-')) rmSync(path.join(guidesDir, name));
  }
  let words = 0;
  for (let i = 1; i <= n; i++) {
    const { slug, text } = synthetic(i, real);
    if (i === 1) words = text.split(/\s+/).length;
    writeFileSync(path.join(guidesDir, `${slug}.md`), text);
  }
  return { real: real.length, words };
}

// ---------------------------------------------------------------------------------------------------
// Build measurement

function treeRssKiB(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      /* gone */
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

function build(dir) {
  return new Promise((resolve) => {
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    rmSync(path.join(dir, 'out'), { recursive: true, force: true });
    const start = process.hrtime.bigint();
    // `npm run build` (next build, then the post-build step over every page) without its type check,
    // which does not grow with the guides.
    const child = spawn(process.execPath, ['scripts/build/build.mjs', '--skip-typecheck'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid));
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      resolve({ code, seconds, peakKiB: peak, log });
    });
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(path.join(ROOT, '.bench-scale'), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, '.bench-scale', 'run-'));
  for (const entry of readdirSync(ROOT)) {
    if (!SKIP.has(entry)) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  console.log(`Project copied to ${dir} (node_modules symlinked); ${os.cpus().length} CPU(s).`);

  const rows = [];
  let failed = false;
  for (const n of args.sizes) {
    const { real, words } = writeGuides(dir, n);
    process.stdout.write(`N=${n}: ${n} synthetic + ${real} real guides (~${words} words each), building… `);
    const result = await build(dir);
    const pages = result.code === 0 ? countHtml(path.join(dir, 'out')) : 0;
    console.log(result.code === 0 ? `${result.seconds.toFixed(1)} s` : `FAILED (exit ${result.code})`);
    if (result.code !== 0) {
      failed = true;
      console.log(result.log.split('\n').slice(-30).join('\n'));
    }
    rows.push({ n, total: n + real, pages, ...result });
  }

  console.log(
    `\n| N (synthetic guides) | guides | HTML pages | build time | s per 100 guides | peak memory (process tree) |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const gib = (row.peakKiB / 1024 / 1024).toFixed(2);
    console.log(
      `| ${row.n} | ${row.total} | ${row.pages} | ${row.code === 0 ? `${row.seconds.toFixed(1)} s` : 'failed'} | ${((row.seconds / row.total) * 100).toFixed(1)} | ${gib} GiB |`,
    );
  }
  const largest = rows.at(-1);
  if (largest && largest.code === 0) {
    const ok = largest.seconds < 180 && largest.peakKiB < 4 * 1024 * 1024;
    console.log(
      `\nGoal for 1,000 guides: under 3 min and under 4 GiB on 2 cores → ${ok ? 'met' : 'MISSED'} at N=${largest.n}.`,
    );
    if (!ok) failed = true;
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
