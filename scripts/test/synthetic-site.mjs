// A copy of the project with synthetic guides, built like the real site: `npm run bench:scale`
// measures the build at 1,000 guides with it, and the end-to-end tests build a small one to page
// through (tests/e2e/fixture-site.ts). The copy lives inside the project (Turbopack resolves
// node_modules only under its root); node_modules is symlinked.
import { spawn } from 'node:child_process';
import net from 'node:net';
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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { withJpegComment } from '../../lib/photos/stand-in.mjs';
import { realPhoto } from '../../lib/photos/real-photo.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORK_DIR = path.join(ROOT, '.bench-scale');

// package-lock.json stays behind on purpose: Turbopack then takes the copy as its root, so the
// symlinked node_modules is inside the root it resolves from.
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.out-building',
  '.out-building-config',
  '.out-previous',
  '.out-previous-config',
  '.git',
  'test-results',
  'playwright-report',
  '.bench-scale',
  // The photo cache: a copy starts without it (bench:scale measures a first build) unless its build
  // is pointed at one (EXPLORE_BANDUNG_PHOTO_CACHE).
  '.cache',
  'package-lock.json',
]);

/**
 * Copies the project (or another one at `root`) to a new folder under .bench-scale/ (prefix names it);
 * returns its path.
 */
export function copyProject(prefix = 'run-', root = ROOT) {
  // The drafts `npm run test:dev` writes while it runs (scripts/test/dev-draft.mjs, git-ignored): a
  // copy made meanwhile (bench:scale, the fixture site) must not publish them.
  const devDrafts = path.join(root, 'content', 'guides', 'e2e-dev-');
  mkdirSync(WORK_DIR, { recursive: true });
  const dir = mkdtempSync(path.join(WORK_DIR, prefix));
  for (const entry of readdirSync(root)) {
    if (!SKIP.has(entry))
      cpSync(path.join(root, entry), path.join(dir, entry), {
        recursive: true,
        filter: (source) => !source.startsWith(devDrafts),
      });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** The area and tag slugs of lib/content/taxonomy.ts (compiled on the fly: one source of truth). */
export async function loadTaxonomy() {
  const result = await build({
    entryPoints: [path.join(ROOT, 'lib', 'content', 'taxonomy.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const taxonomy = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return { areas: taxonomy.AREA_SLUGS, tags: taxonomy.TAG_SLUGS };
}

/**
 * Runs `npm run build` in dir (next build, post-build, search index) without its type check, which
 * does not grow with the guides; resolves with its exit code, duration and output. onChild gets the
 * process (to sample its memory, say); env adds to the environment.
 */
export function buildSite(dir, { onChild, env = {} } = {}) {
  return new Promise((resolve) => {
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    rmSync(path.join(dir, 'out'), { recursive: true, force: true });
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['scripts/build/build.mjs', '--skip-typecheck'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    onChild?.(child);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      resolve({ code, seconds, log });
    });
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Serves dir/out with dir/serve.json as `npm start` does; resolves once it answers. */
export async function serveSite(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--listen', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, close: async () => void child.kill() };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`serve did not start on port ${port}: ${errors}`);
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
const PHOTOS = [
  'photo-1566419808810-927259f927da',
  'photo-1617148302839-ee02d38676ef',
  'photo-1495474472287-4d71bcdd2085',
  'photo-1661238897562-a7adf13755a2',
];

const pick = (list, i) => list[i % list.length];

// The words of a synthetic guide in each language of the site. The Indonesian edition has its own
// words (not a machine copy of the English), so Indonesian lists, search and hreflang pairs grow with
// N as a real site's would.
const WORDS = {
  en: {
    topics: ['coffee', 'street food', 'tea plantations', 'hot springs', 'markets', 'hiking', 'museums'],
    sentence: (place, topic) =>
      `${place} is best visited early in the morning, before the tour buses arrive and while the air is still cool, ` +
      `and it pairs well with an afternoon of ${topic} nearby; allow two to three hours, bring a light jacket, ` +
      `and keep some small notes for parking, entrance fees and snacks from the stalls by the gate.`,
    section: (place) => `${place} and around`,
    bring: 'What to bring',
    items: ['A light rain jacket', 'Cash in small notes', 'Comfortable walking shoes', 'Sunscreen and water'],
    itemFor: (item, place) => `${item} for ${place}`,
    gettingThere: 'Getting there',
    steps: ['Book a driver for the day', 'Leave the city before 7 am', 'Stop for breakfast on the way'],
    prices: 'Prices at a glance',
    tableHead: '| Place | Entry (IDR) | Best time |',
    priceRow: (place, price, hour) => `| ${place} | ${price} | ${hour} am |`,
    more: (related) => `> Planning more days? Read our guides on ${related}.`,
    guidePath: (slug) => `/guides/${slug}`,
  },
  id: {
    topics: ['kopi', 'jajanan kaki lima', 'kebun teh', 'air panas', 'pasar', 'mendaki', 'museum'],
    sentence: (place, topic) =>
      `${place} paling enak dikunjungi pagi-pagi, sebelum bus wisata berdatangan dan selagi udara masih sejuk, ` +
      `lalu cocok disambung dengan sore penuh ${topic} di sekitarnya; sisihkan dua sampai tiga jam, bawa jaket tipis, ` +
      `dan siapkan uang kecil untuk parkir, tiket masuk, serta jajanan di warung dekat gerbang.`,
    section: (place) => `${place} dan sekitarnya`,
    bring: 'Yang perlu dibawa',
    items: ['Jas hujan tipis', 'Uang tunai pecahan kecil', 'Sepatu yang nyaman', 'Tabir surya dan air minum'],
    itemFor: (item, place) => `${item} untuk ke ${place}`,
    gettingThere: 'Cara ke sana',
    steps: ['Sewa mobil dan sopir seharian', 'Berangkat dari kota sebelum pukul 07.00', 'Sarapan di jalan'],
    prices: 'Sekilas harga',
    tableHead: '| Tempat | Tiket (Rp) | Waktu terbaik |',
    priceRow: (place, price, hour) =>
      `| ${place} | ${price.toLocaleString('id-ID')} | pukul ${String(hour).padStart(2, '0')}.00 |`,
    more: (related) => `> Masih punya waktu? Baca juga panduan kami tentang ${related}.`,
    guidePath: (slug) => `/id/guides/${slug}`,
  },
};

function paragraph(words, i, j, sentences = 3) {
  return Array.from({ length: sentences }, (_, k) =>
    words.sentence(pick(PLACES, i + j + k), pick(words.topics, i * 3 + j + k)),
  ).join(' ');
}

/** A ~1,000-word Markdown body in one language; `links` are slugs of guides in that language. */
function body(words, i, links) {
  const sections = [];
  sections.push(paragraph(words, i, 0, 4));
  for (let s = 0; s < 4; s++) {
    const place = pick(PLACES, i + s * 5);
    sections.push(`## ${s + 1}. ${words.section(place)}`);
    sections.push(paragraph(words, i, s * 7, 2));
    sections.push(`### ${words.bring}`);
    sections.push(words.items.map((item) => `- ${words.itemFor(item, place)}`).join('\n'));
    sections.push(paragraph(words, i, s * 7 + 3, 1));
  }
  sections.push(`## ${words.gettingThere}`);
  sections.push(words.steps.map((step, k) => `${k + 1}. ${step}.`).join('\n'));
  sections.push(`## ${words.prices}`);
  sections.push(
    [
      words.tableHead,
      '| --- | ---: | --- |',
      ...PLACES.slice(0, 5).map((place, k) => words.priceRow(place, (k + 2) * 10_000, 7 + k)),
    ].join('\n'),
  );
  const related = links.map((slug) => `[${slug.replace(/-/g, ' ')}](${words.guidePath(slug)})`).join(', ');
  sections.push(words.more(related));
  sections.push(paragraph(words, i, 40, 2));
  return sections.join('\n\n');
}

/**
 * One synthetic guide. Its area and tags come from lib/content/taxonomy.ts: every other guide is in
 * the first area (so one area's list runs to several pages), the rest cycle through all of them.
 */
export function synthetic(
  i,
  existing,
  taxonomy,
  {
    image = `https://images.unsplash.com/${pick(PHOTOS, i)}`,
    imageAlt = `The landscape around ${pick(PLACES, i)} near Bandung`,
  } = {},
) {
  const slug = `synthetic-guide-${String(i).padStart(4, '0')}`;
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  const links = [pick(existing, i), pick(existing, i + 1)];
  const text = [
    '---',
    `title: "Synthetic guide ${i}: ${pick(PLACES, i)} for ${pick(WORDS.en.topics, i)} lovers"`,
    `excerpt: "A day around ${pick(PLACES, i)} for ${pick(WORDS.en.topics, i)} lovers: what to see and eat, what it costs, how to get there and how to beat the weekend traffic."`,
    `summary: "Plan a day at ${pick(PLACES, i)} in Bandung: opening hours, prices, food and transport tips."`,
    `image: "${image}"`,
    `imageAlt: "${imageAlt}"`,
    `date: 2024-${month}-${day}`,
    `views: "${(i % 9) + 1}.${i % 10}k"`,
    `area: ${i % 2 === 0 ? taxonomy.areas[0] : pick(taxonomy.areas, i >> 1)}`,
    `tags: [${[...new Set([pick(taxonomy.tags, i), pick(taxonomy.tags, i * 3 + 1), pick(taxonomy.tags, i * 7 + 2)])].join(', ')}]`,
    // It states prices and times, so it names where they come from, as every such guide must.
    'sources:',
    `  - title: "Synthetic source for guide ${i}"`,
    '    url: "https://example.org/synthetic-source"',
    `    checked: 2024-${month}-${day}`,
    '---',
    '',
    body(WORDS.en, i, links),
    '',
  ].join('\n');
  return { slug, text };
}

/** The Indonesian translation of synthetic guide i (translationOf its English slug). */
export function syntheticTranslation(
  i,
  existing,
  { imageAlt = `Pemandangan di sekitar ${pick(PLACES, i)}, dekat Bandung` } = {},
) {
  const original = `synthetic-guide-${String(i).padStart(4, '0')}`;
  const slug = `synthetic-panduan-${String(i).padStart(4, '0')}`;
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  const links = [pick(existing, i), pick(existing, i + 1)];
  const text = [
    '---',
    'lang: id',
    `translationOf: ${original}`,
    `title: "Panduan ${i}: ${pick(PLACES, i)} untuk pencinta ${pick(WORDS.id.topics, i)}"`,
    `excerpt: "Sehari di ${pick(PLACES, i)} untuk pencinta ${pick(WORDS.id.topics, i)}: apa yang dilihat dan dimakan, berapa biayanya, cara ke sana, dan cara menghindari macet akhir pekan."`,
    `summary: "Rencanakan sehari di ${pick(PLACES, i)}, Bandung: jam buka, harga, kuliner, dan kiat transportasi."`,
    `imageAlt: "${imageAlt}"`,
    `date: 2024-${month}-${day}`,
    '---',
    '',
    body(WORDS.id, i, links),
    '',
  ].join('\n');
  return { slug, text };
}

/** The slugs of the real guides in one language (`lang` defaults to English). */
function realGuides(guidesDir, locale) {
  return readdirSync(guidesDir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('synthetic-'))
    .filter((name) => {
      const lang = /^lang:\s*(\S+)\s*$/m.exec(readFileSync(path.join(guidesDir, name), 'utf8'))?.[1] ?? 'en';
      return lang === locale;
    })
    .map((name) => name.slice(0, -3));
}

/**
 * Writes n synthetic guides into dir's content/guides (replacing earlier ones) next to the real ones.
 * With `translate`, each also gets its Indonesian translation (a site in two languages, as the real one).
 * With `photos`, each is a folder guide with its own 4000 × 3000 JPEG (a real photograph,
 * lib/photos/real-photo.mjs, with other bytes for each guide) as its hero photo, instead of a
 * stock-photo URL.
 */
export async function writeGuides(dir, n, { photos = false, translate = false } = {}) {
  const taxonomy = await loadTaxonomy();
  const guidesDir = path.join(dir, 'content', 'guides');
  // The real English guides (a synthetic guide is English; it may link only to guides in its language).
  const real = realGuides(guidesDir, 'en');
  const realIndonesian = realGuides(guidesDir, 'id');
  for (const name of readdirSync(guidesDir)) {
    if (name.startsWith('synthetic-')) rmSync(path.join(guidesDir, name), { recursive: true });
  }
  const photo = photos ? await realPhoto(0, { root: ROOT }) : undefined;
  let words = 0;
  for (let i = 1; i <= n; i++) {
    const { slug, text } = synthetic(
      i,
      real,
      taxonomy,
      photo ? { image: './photo.jpg', imageAlt: 'A bench photograph standing in for a guide’s own' } : {},
    );
    if (i === 1) words = text.split(/\s+/).length;
    if (photo) {
      mkdirSync(path.join(guidesDir, slug));
      writeFileSync(path.join(guidesDir, slug, 'index.md'), text);
      writeFileSync(path.join(guidesDir, slug, 'photo.jpg'), withJpegComment(photo, slug));
    } else {
      writeFileSync(path.join(guidesDir, `${slug}.md`), text);
    }
    if (translate) {
      const translation = syntheticTranslation(i, realIndonesian);
      writeFileSync(path.join(guidesDir, `${translation.slug}.md`), translation.text);
    }
  }
  return { real: real.length + (translate ? realIndonesian.length : 0), words };
}
