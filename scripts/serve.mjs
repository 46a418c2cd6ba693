// @ts-check
// npm start / npm run serve, and the end-to-end tests' server: out/ served the way static hosts
// serve it, with the headers of serve.json (written by scripts/build/postbuild.mjs). This is
// serve-handler, the engine of `serve`, plus gzip like `serve`, with these differences: files in out/
// that configure a host and are not pages (out/_headers) and dot files answer 404, as they do on
// Netlify and Cloudflare Pages, and so does the 404 page's own address; only GET and HEAD are
// answered (405 otherwise). The request target is reduced to the path and query serve-handler will
// read (a #fragment or an absolute-form URL sent raw cannot reach a hidden file) before it is checked.
//
//   node scripts/serve.mjs [--listen 3000]
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { dirname, join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { HOST_FILES } from './build/host-headers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');

/**
 * A request handler for out/ with serve.json's rules. Host files and the 404 page itself (which
 * serve-handler would also answer at /404 with 200) are not served: they answer like any unknown path.
 * @param {string} outDir
 * @param {object} config serve.json
 */
export function staticSite(outDir, config) {
  const notServed = new Set([...HOST_FILES.map((file) => `/${file}`), '/404', '/404.html']);
  const compress = promisify(compression());
  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed\n');
      return;
    }
    const target = originForm(request.url);
    const path = target === undefined ? undefined : requestedPath(target);
    request.url =
      target === undefined || path === undefined || notServed.has(path) || isDotPath(path)
        ? NEVER_A_FILE
        : target;
    // @ts-expect-error compression() is Express middleware; it only needs Node's request and response.
    await compress(request, response);
    await handler(request, response, { ...config, public: outDir });
  };
}

/** A path that never exists (a dot folder), so serve-handler answers it with 404.html and status 404. */
const NEVER_A_FILE = '/.not-served';

/**
 * The request target as a path and query only: an absolute-form target (`http://host/path`) loses
 * its scheme and host, a #fragment (never sent by browsers, but a raw request may) is dropped, and
 * dot segments are resolved. Undefined when it is not a URL at all.
 * @param {string | undefined} url
 */
function originForm(url = '/') {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return undefined;
  }
}

/**
 * The path as serve-handler reads it: decoded, without query, normalised, without a trailing slash;
 * undefined when it cannot be decoded (serve-handler would answer 400 or 404 anyway).
 * @param {string} url an origin-form target (originForm)
 */
function requestedPath(url) {
  try {
    return posix.normalize(decodeURIComponent(url.split('?')[0] ?? '/')).replace(/(.)\/+$/, '$1');
  } catch {
    return undefined;
  }
}

/** Whether any segment of a path is a dot file or folder (never part of the site). @param {string} path */
const isDotPath = (path) => path.split('/').some((segment) => segment.startsWith('.'));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--listen');
  const port = Number(at > 0 ? process.argv[at + 1] : (process.env.PORT ?? 3000));
  const config = JSON.parse(await readFile(join(ROOT, 'serve.json'), 'utf8'));
  const server = http.createServer(staticSite(OUT, config));
  server.listen(port, () => console.log(`Serving out/ on http://localhost:${port}`));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
