// @ts-check
// Runs after `next build` (see package.json "build"). It first bundles the site's behaviours
// (scripts/build/behaviors.mjs) and takes the React/Next runtime out of every page (scripts/build/strip-runtime.mjs),
// deleting the runtime's now unused files. Then, for every HTML page in out/, it:
// - computes the sha256 of each inline script (and inline <style>, if any);
// - inserts <meta http-equiv="Content-Security-Policy"> with that page's policy before any script or
//   stylesheet, so the policy holds on any host;
// - refuses inline event-handler attributes and javascript: URLs, which the policy would block.
// Then it writes the host header files from the same policy: serve.json (repo root, read by
// `npm start` and Playwright; outside out/ so it is never served) and out/_headers.
//
//   node scripts/build/postbuild.mjs [outDir]     process out/ and write the header files
//   node scripts/build/postbuild.mjs --nginx      print the nginx locations for the built site
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { contentSecurityPolicy } from './security-policy.mjs';
import { attr, elements, isInlineScript, listFiles, parseHtml, rawText, sha256Source } from './html.mjs';
import { headersFile, nginxLocations, pagePath, serveConfig } from './host-headers.mjs';
import { bundleBehaviors } from './behaviors.mjs';
import { stripRuntime } from './strip-runtime.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const isCspMeta = (/** @type {import('./html.mjs').Element} */ el) =>
  el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy';

const escapeAttr = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Adds the page's policy to one HTML document.
 * @param {string} html
 * @param {string} [name] the file, for error messages
 * @returns {{ html: string, scripts: string[], styles: string[] }}
 */
export function securePage(html, name = 'page') {
  const doc = parseHtml(html);
  const all = [...elements(doc)];
  const fail = (/** @type {string} */ message) => {
    throw new Error(`${name}: ${message}`);
  };

  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const styles = [];
  for (const el of all) {
    if (isInlineScript(el)) scripts.push(sha256Source(rawText(html, el)));
    if (el.tagName === 'style') styles.push(sha256Source(rawText(html, el)));
    for (const { name: attrName, value } of el.attrs) {
      if (/^on/i.test(attrName))
        fail(`<${el.tagName} ${attrName}> is an inline event handler; CSP blocks it`);
      if (/^\s*javascript:/i.test(value)) fail(`<${el.tagName} ${attrName}="${value}"> is blocked by CSP`);
    }
  }

  const head = all.find((el) => el.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) return fail('no <head> start tag');

  // Replace a policy from an earlier run (the hashes do not depend on it).
  let source = html;
  const existing = head.childNodes.find((node) => 'tagName' in node && isCspMeta(node));
  if (existing && 'tagName' in existing && existing.sourceCodeLocation) {
    const { startOffset, endOffset } = existing.sourceCodeLocation;
    source = source.slice(0, startOffset) + source.slice(endOffset);
    return securePage(source, name);
  }

  // Right after <meta charset> (which must stay within the first 1024 bytes), else first in <head>.
  const first = head.childNodes[0];
  const insertAt =
    first &&
    'tagName' in first &&
    first.tagName === 'meta' &&
    attr(first, 'charset') &&
    first.sourceCodeLocation
      ? first.sourceCodeLocation.endOffset
      : headStart.endOffset;
  for (const el of all) {
    const start = el.sourceCodeLocation?.startOffset ?? Infinity;
    if (['script', 'link', 'style'].includes(el.tagName) && start < insertAt) {
      fail(`<${el.tagName}> comes before the CSP meta tag`);
    }
  }

  const policy = contentSecurityPolicy({ scripts, styles });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(policy)}"/>`;
  return { html: source.slice(0, insertAt) + meta + source.slice(insertAt), scripts, styles };
}

/**
 * Secures every page in outDir (unless dryRun) and returns each page's header policy.
 * @param {string} outDir
 * @param {{ dryRun?: boolean }} [options]
 * @returns {import('./host-headers.mjs').PageHeaders[]}
 */
export function securePages(outDir, { dryRun = false } = {}) {
  return listFiles(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const fullPath = join(outDir, file);
      const result = securePage(readFileSync(fullPath, 'utf8'), file);
      if (!dryRun) writeFileSync(fullPath, result.html);
      return headersOf(file, result);
    });
}

/**
 * A secured page's header policy and inline hashes.
 * @param {string} file
 * @param {{ scripts: string[], styles: string[] }} result what securePage returned
 * @returns {import('./host-headers.mjs').PageHeaders}
 */
function headersOf(file, { scripts, styles }) {
  const csp = contentSecurityPolicy({ scripts, styles }, { forHeader: true });
  return { file, path: pagePath(file), csp, scripts, styles };
}

/**
 * Makes one built page static (scripts/build/strip-runtime.mjs) and secures it; returns its header policy.
 * @param {string} outDir
 * @param {string} file
 * @param {string} behaviors the bundled behaviours script
 * @returns {import('./host-headers.mjs').PageHeaders}
 */
export function processPage(outDir, file, behaviors) {
  const fullPath = join(outDir, file);
  const stripped = stripRuntime(readFileSync(fullPath, 'utf8'), { behaviors, name: file });
  const result = securePage(stripped, file);
  writeFileSync(fullPath, result.html);
  return headersOf(file, result);
}

// Pages per worker thread below which one thread does it all (starting a worker costs ~100 ms).
const PAGES_PER_THREAD = 200;

/**
 * processPage for every page, on worker threads when there are many (parsing HTML is the cost that
 * grows with the number of guides).
 * @param {string} outDir
 * @param {string} behaviors
 */
async function processPages(outDir, behaviors) {
  const files = listFiles(outDir).filter((file) => file.endsWith('.html'));
  const threads = Math.min(availableParallelism(), Math.floor(files.length / PAGES_PER_THREAD));
  if (threads <= 1) return files.map((file) => processPage(outDir, file, behaviors));
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        /** @type {Promise<import('./host-headers.mjs').PageHeaders[]>} */ (
          new Promise((resolvePages, reject) => {
            const worker = new Worker(new URL('./page-worker.mjs', import.meta.url), {
              workerData: { outDir, files: share, behaviors },
            });
            worker.once('message', resolvePages);
            worker.once('error', reject);
            worker.once('exit', (code) => code && reject(new Error(`page worker exited with code ${code}`)));
          })
        ),
    ),
  );
  return results.flat().sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Post-build entry point: every page static and secured, the runtime's JavaScript files deleted
 * (nothing references them any more; a stale reference then fails loudly), serve.json and
 * out/_headers written.
 */
export async function postbuild(outDir = join(ROOT, 'out'), configDir = ROOT) {
  const pages = await processPages(outDir, await bundleBehaviors());
  for (const file of listFiles(outDir).filter((f) => /^_next\/static\/.*\.js$/.test(f))) {
    rmSync(join(outDir, file));
  }
  writeFileSync(join(configDir, 'serve.json'), JSON.stringify(serveConfig(pages), null, 2) + '\n');
  writeFileSync(join(outDir, '_headers'), headersFile(pages));
  return pages;
}

if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--nginx')) {
    process.stdout.write(nginxLocations(securePages(join(ROOT, 'out'), { dryRun: true })));
  } else {
    const pages = await postbuild(args[0] ? resolve(args[0]) : undefined);
    console.log(`CSP: ${pages.length} pages secured; wrote serve.json and out/_headers`);
  }
}
