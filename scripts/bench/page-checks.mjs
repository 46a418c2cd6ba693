// What the bench reads from the built pages themselves (scripts/bench/bench.mjs): the off-site hosts
// to block, what would block rendering, and the inline scripts' bytes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Hosts the site is known to call; every other off-site host found in the built HTML is added too
// (a photo is off-site only if a build could not download it; the bench build always has one).
export const KNOWN_OFFSITE_HOSTS = ['affiliate.klook.com', '*.klook.com', 'klook.com', 'wa.me'];

/** Off-site hosts named in src/href attributes of the built HTML, as Lighthouse block patterns. */
/** @param {string} outDir the built site */
export function blockedPatterns(outDir) {
  const hosts = new Set(KNOWN_OFFSITE_HOSTS);
  const files = spawnSync('find', [outDir, '-name', '*.html'], { encoding: 'utf8' }).stdout.split('\n');
  for (const file of files.filter(Boolean)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/(?:src|href|srcset|action)="https?:\/\/([^/"?#:\s]+)/g)) {
      hosts.add(match[1]);
    }
  }
  return [...hosts].map((host) => `*://${host}/*`);
}

// data: and blob: URLs (the photos' inline previews) are carried by the page: no request leaves it.
export const isNetwork = (url) => !/^(data|blob):/i.test(url);

/** Served by the site under test: a relative URL, or one on localhost (protocol-relative ones are off-site). */
export const isLocal = (url) => {
  if (!isNetwork(url)) return true;
  try {
    const { hostname } = new URL(url, 'http://localhost/');
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
};

/** Third-party stylesheets and synchronous scripts in the served <head>: these would block rendering. */
export function renderBlockingInHtml(html) {
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

/** Bytes of the inline scripts a page runs (JSON-LD data blocks excluded); the network count misses them. */
export function inlineScriptBytes(html) {
  let bytes = 0;
  for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    bytes += Buffer.byteLength(code);
  }
  return bytes;
}
