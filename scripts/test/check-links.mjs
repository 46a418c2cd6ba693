// @ts-check
// Link integrity for the built site (run by `npm test` after the build):
// - every internal href/src/srcset (a, area, link, script, img, source, iframe, video poster, and
//   og:/twitter: images on the site's own origin) resolves to a file in out/, with clean URLs
//   (/guides → guides.html or guides/index.html);
// - every #fragment, on the same page or another, names an id (or <a name>) that exists there;
// - every off-site <a> has rel noopener, and affiliate links (Klook) also rel sponsored.
//
//   node scripts/test/check-links.mjs [outDir]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFSITE } from '../build/security-policy.mjs';
import { attr, elements, listFiles, parseHtml } from '../build/html.mjs';

/** Hosts whose links pay a commission, so they must carry rel="sponsored". */
export const AFFILIATE_HOSTS = [new URL(OFFSITE.klookAffiliate).host];

/** Attributes that hold one URL, by element. */
const URL_ATTRS = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
};
/** Attributes that hold a srcset. */
const SRCSET_ATTRS = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] };
const META_IMAGES = new Set(['og:image', 'og:image:url', 'twitter:image', 'og:url']);

/** The URLs of a srcset, split as the HTML spec does (a URL may contain commas, not spaces). */
export function srcsetUrls(/** @type {string} */ srcset) {
  /** @type {string[]} */
  const urls = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i] ?? '')) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i] ?? '')) i++;
    let url = srcset.slice(start, i);
    if (/,+$/.test(url)) url = url.replace(/,+$/, '');
    else while (i < srcset.length && srcset[i] !== ',') i++; // skip the descriptors
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * @typedef {{ file: string, ids: Set<string> | null }} Target  ids is null for non-HTML files
 * @typedef {{ page: string, tag: string, attribute: string, url: string, problem: string }} LinkProblem
 */

/**
 * Checks every HTML page in outDir.
 * @param {string} outDir
 * @param {{ origin?: string }} [options] the site's public origin; absolute URLs on it count as internal
 * @returns {LinkProblem[]}
 */
export function checkLinks(outDir, { origin } = {}) {
  const files = listFiles(outDir);
  const pages = new Map(
    files
      .filter((f) => f.endsWith('.html'))
      .map((file) => [file, parseHtml(readFileSync(join(outDir, file), 'utf8'))]),
  );
  const siteOrigin = origin ?? canonicalOrigin(pages.get('index.html'));

  /** @type {Map<string, Set<string>>} */
  const idsByPage = new Map();
  for (const [file, doc] of pages) {
    const ids = new Set();
    for (const el of elements(doc)) {
      const id = attr(el, 'id');
      if (id) ids.add(id);
      const name = attr(el, 'name');
      if (el.tagName === 'a' && name) ids.add(name);
    }
    idsByPage.set(file, ids);
  }

  /** The file a site path is served from, or null. */
  const resolvePath = (/** @type {string} */ pathname) => {
    let path;
    try {
      path = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return null;
    }
    const candidates =
      path === '' || path.endsWith('/')
        ? [`${path}index.html`]
        : [path, `${path}.html`, `${path}/index.html`];
    for (const candidate of candidates) {
      const full = join(outDir, candidate);
      if (existsSync(full) && statSync(full).isFile()) return candidate;
    }
    return null;
  };

  /** @type {LinkProblem[]} */
  const problems = [];
  for (const [page, doc] of pages) {
    const pageUrl = new URL(`/${page}`, 'http://site.invalid');
    for (const el of elements(doc)) {
      /** @type {[string, string][]} */
      const refs = [];
      for (const name of URL_ATTRS[/** @type {keyof typeof URL_ATTRS} */ (el.tagName)] ?? []) {
        const value = attr(el, name);
        if (value !== undefined) refs.push([name, value]);
      }
      for (const name of SRCSET_ATTRS[/** @type {keyof typeof SRCSET_ATTRS} */ (el.tagName)] ?? []) {
        const value = attr(el, name);
        if (value !== undefined) for (const url of srcsetUrls(value)) refs.push([name, url]);
      }
      if (el.tagName === 'meta' && META_IMAGES.has(attr(el, 'property') ?? attr(el, 'name') ?? '')) {
        const value = attr(el, 'content');
        if (value && siteOrigin && value.startsWith(siteOrigin)) refs.push(['content', value]);
      }
      // Preconnect/dns-prefetch name an origin, not a resource.
      if (el.tagName === 'link' && /\b(preconnect|dns-prefetch)\b/.test(attr(el, 'rel') ?? '')) continue;

      for (const [attribute, raw] of refs) {
        const report = (/** @type {string} */ problem) =>
          problems.push({ page, tag: el.tagName, attribute, url: raw, problem });
        const value = raw.trim();
        if (value === '' && el.tagName !== 'form') {
          report('empty URL');
          continue;
        }
        if (/^(mailto|tel|sms|data|blob):/i.test(value)) continue;
        if (/^javascript:/i.test(value)) {
          report('javascript: URL');
          continue;
        }
        let url;
        try {
          url = new URL(value, pageUrl);
        } catch {
          report('unparsable URL');
          continue;
        }
        const internal =
          url.origin === pageUrl.origin || (siteOrigin !== undefined && url.origin === siteOrigin);
        if (!internal) {
          if (el.tagName === 'a' && /^https?:$/.test(url.protocol)) {
            const rel = new Set((attr(el, 'rel') ?? '').toLowerCase().split(/\s+/));
            if (!rel.has('noopener')) report('off-site link without rel="noopener"');
            if (AFFILIATE_HOSTS.includes(url.host) && !rel.has('sponsored')) {
              report('affiliate link without rel="sponsored"');
            }
          }
          continue;
        }
        const target =
          url.pathname === pageUrl.pathname && value.startsWith('#') ? page : resolvePath(url.pathname);
        if (!target) {
          report('no such file in out/');
          continue;
        }
        const fragment = url.hash.slice(1);
        if (fragment) {
          const ids = idsByPage.get(target);
          let id = fragment;
          try {
            id = decodeURIComponent(fragment);
          } catch {}
          if (!ids) report(`#${fragment} points into a file that is not a page`);
          else if (!ids.has(id)) report(`no element with id "${id}" in ${target}`);
        }
      }
    }
  }
  return problems;
}

/** The site's origin, from the home page's canonical link. */
function canonicalOrigin(/** @type {import('../build/html.mjs').Node | undefined} */ doc) {
  if (!doc) return undefined;
  for (const el of elements(doc)) {
    const href = attr(el, 'href');
    if (el.tagName === 'link' && attr(el, 'rel') === 'canonical' && href) {
      try {
        return new URL(href).origin;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export const formatProblem = (/** @type {LinkProblem} */ p) =>
  `${p.page}: <${p.tag} ${p.attribute}="${p.url}"> ${p.problem}`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'out'));
  const problems = checkLinks(outDir);
  const pageCount = listFiles(outDir).filter((f) => f.endsWith('.html')).length;
  if (problems.length > 0) {
    console.error(problems.map(formatProblem).join('\n'));
    console.error(`\n✗ ${problems.length} link problem(s) in ${pageCount} pages`);
    process.exit(1);
  }
  console.log(
    `✓ links: every internal URL and #fragment in ${pageCount} pages resolves; off-site links carry rel`,
  );
}
