// @ts-check
// npm start / npm run serve, and the end-to-end tests' server: out/ served the way static hosts
// serve it, with the headers of serve.json (written by scripts/build/postbuild.mjs). This is
// serve-handler, the engine of `serve`, plus gzip like `serve`, with one difference: files in out/
// that configure a host and are not pages (out/_headers) answer 404, as they do on Netlify and
// Cloudflare Pages, and so does the 404 page's own address.
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
    // @ts-expect-error compression() is Express middleware; it only needs Node's request and response.
    await compress(request, response);
    if (notServed.has(requestedPath(request.url))) request.url = NEVER_A_FILE;
    await handler(request, response, { ...config, public: outDir });
  };
}

/** A path that never exists (a dot folder), so serve-handler answers it with 404.html and status 404. */
const NEVER_A_FILE = '/.not-served';

/** The path as serve-handler reads it: decoded, without query, normalised, without a trailing slash. */
function requestedPath(/** @type {string | undefined} */ url = '/') {
  try {
    return posix.normalize(decodeURIComponent(url.split('?')[0] ?? '/')).replace(/(.)\/+$/, '$1');
  } catch {
    return url;
  }
}

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
