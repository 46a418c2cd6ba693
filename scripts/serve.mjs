// @ts-check
// npm start / npm run serve, and the end-to-end tests' server: out/ served the way static hosts
// serve it, with the headers of serve.json (written by scripts/build/postbuild.mjs). This is
// serve-handler, the engine of `serve`, plus gzip like `serve`, with these differences: files in out/
// that configure a host and are not pages (out/_headers) and dot files answer 404, as they do on
// Netlify and Cloudflare Pages, and so does the 404 page's own address; only GET and HEAD are
// answered (405 otherwise). The request target is reduced to the path and query serve-handler will
// read (a #fragment or an absolute-form URL sent raw cannot reach a hidden file) before it is checked.
//
// It listens on 127.0.0.1 unless told otherwise (--host 0.0.0.0 previews on the local network), and
// holds against hostile clients (issue #34): its connections are served one request at a time and
// a bounded number of times (scripts/serve-connections.mjs); a failing file stream ends its own
// answer; paths no file can have answer 404; and while a build runs it serves the last complete
// site (liveSite).
//
//   node scripts/serve.mjs [--listen 3000] [--host 127.0.0.1]
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { HOST_FILES } from './build/host-headers.mjs';
import { siteServer } from './serve-connections.mjs';
import { OUT as OUT_DIR, PREVIOUS, PREVIOUS_CONFIG } from './build/out-swap.mjs';
import { LOCALE_LIST } from '../lib/i18n/locale-list.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the server listens unless --host says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * A request handler for out/ with serve.json's rules. Host files and the 404 page itself (which
 * serve-handler would also answer at /404 with 200) are not served: they answer like any unknown path.
 * @param {string} outDir
 * @param {object} config serve.json
 */
export function staticSite(outDir, config) {
  const notServed = new Set([...HOST_FILES.map((file) => `/${file}`), '/404', '/404.html']);
  const compress = promisify(compression());
  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed\n');
      return;
    }
    const target = originForm(request.url);
    const path = target === undefined ? undefined : requestedPath(target);
    const home = path === undefined ? undefined : unknownTourHome(outDir, path);
    if (home) {
      response.writeHead(302, { location: home, 'content-length': 0 });
      response.end();
      return;
    }
    request.url =
      target === undefined ||
      path === undefined ||
      notServed.has(path) ||
      isDotPath(path) ||
      cannotBeAFile(path)
        ? NEVER_A_FILE
        : target;
    // @ts-expect-error compression() is Express middleware; it only needs Node's request and response.
    await compress(request, response);
    await handler(request, response, { ...config, public: outDir }, ownStreams(response));
  };
}

/**
 * serve-handler's file streams, each ending its own answer when it fails (EMFILE, a file gone): an
 * error event nobody listens to would end the server.
 * @param {import('node:http').ServerResponse} response
 */
const ownStreams = (response) => ({
  /** @type {typeof createReadStream} */
  createReadStream: (file, options) => {
    // A range past the end: serve-handler sets 416 and would send the whole file after it.
    if (response.statusCode === 416) {
      withoutBody(response);
      return /** @type {import('node:fs').ReadStream} */ (/** @type {unknown} */ (Readable.from([])));
    }
    return createReadStream(file, options).on('error', () => response.destroy());
  },
});

/**
 * Makes the answer's head say it has no body (serve-handler passes the file's length to writeHead).
 * @param {import('node:http').ServerResponse} response
 */
function withoutBody(response) {
  const writeHead = response.writeHead;
  /** @type {(status: number, headers?: import('node:http').OutgoingHttpHeaders) => import('node:http').ServerResponse} */
  const bodiless = (status, headers = {}) => {
    const kept = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !/^content-(length|type)$/i.test(name)),
    );
    return writeHead.call(response, status, { ...kept, 'Content-Length': 0 });
  };
  response.writeHead = /** @type {typeof response.writeHead} */ (bodiless);
}

/**
 * The site a project serves now, and its serve.json: out/, or while a build runs (out/ is set aside
 * and next build writes a new one) the last complete site with its own serve.json
 * (scripts/build/out-swap.mjs). A serve.json that changed (a build ended) is read again.
 * @param {string} root
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void>}
 */
export function liveSite(root) {
  /** @type {Map<string, { stamp: number, handle: ReturnType<typeof staticSite> }>} */
  const handlers = new Map();
  return async (request, response) => {
    const building = existsSync(join(root, PREVIOUS));
    const outDir = join(root, building ? PREVIOUS : OUT_DIR);
    const configFile = building ? join(root, PREVIOUS_CONFIG, 'serve.json') : join(root, 'serve.json');
    const stamp = (await stat(configFile)).mtimeMs;
    let current = handlers.get(configFile);
    if (current?.stamp !== stamp) {
      current = { stamp, handle: staticSite(outDir, JSON.parse(await readFile(configFile, 'utf8'))) };
      handlers.set(configFile, current);
    }
    await current.handle(request, response);
  };
}

/** /redirect/<slug> and /<language>/redirect/<slug>: a tour's link to the marketplace. */
const TOUR_LINK = new RegExp(`^(?:/(${LOCALE_LIST.slice(1).join('|')}))?/redirect/[^/]+$`);

/**
 * The home page an unknown tour link goes to (the spec: to the home page, silently), or undefined.
 * The 404 page does it with JavaScript; without it, it would show "Page Not Found" (issue #34).
 * @param {string} outDir
 * @param {string} path a requested path (requestedPath)
 */
function unknownTourHome(outDir, path) {
  const tourLink = TOUR_LINK.exec(path);
  if (!tourLink || cannotBeAFile(path)) return undefined;
  if (existsSync(join(outDir, path.endsWith('.html') ? path : `${path}.html`))) return undefined;
  return tourLink[1] ? `/${tourLink[1]}` : '/';
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

/**
 * Whether no file can have this path: a NUL, or a name longer than file systems allow (255 bytes).
 * Asked for anyway, the file system throws, and serve-handler answered 500 (issue #34).
 * @param {string} path
 */
const cannotBeAFile = (path) =>
  path.includes('\0') || path.split('/').some((segment) => Buffer.byteLength(segment) > 255);

/** A command-line option's value (`--name value`), or undefined. @param {string} name */
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(option('--listen') ?? process.env.PORT ?? 3000);
  const host = option('--host') ?? DEFAULT_HOST;
  const server = siteServer(liveSite(ROOT));
  server.listen(port, host, () => {
    const shown = host.includes(':') ? `[${host}]` : host;
    console.log(`Serving out/ on http://${shown}:${port}`);
    if (host === '0.0.0.0' || host === '::') console.log('(on every network interface of this machine)');
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
