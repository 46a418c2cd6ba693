// @ts-check
// The server `npm run bench` measures: out/ with the same handler and serve.json as `npm start`
// (scripts/serve.mjs), but over HTTPS with HTTP/2, the way every host the site deploys to serves it
// (GitHub Pages, Cloudflare Pages, Netlify, the nginx block in docs/deploying.md). Lighthouse's
// simulated throttling models the protocol it sees: over HTTP/1.1 a page's photo and stylesheet each
// open a new connection (one round trip more, and a cold start), over HTTP/2 they share the page's.
// The certificate is a throwaway one for localhost, made with openssl for the run.
//
//   node scripts/bench/serve-https.mjs --listen 3000
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticSite } from '../serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A self-signed certificate and key for localhost (valid one day). */
export function localhostCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'])
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(`openssl could not make a certificate: ${made.stderr || made.error}`);
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An HTTPS server (HTTP/2, and HTTP/1.1 for clients without it) for out/ with serve.json's rules.
 * @param {string} outDir
 * @param {object} config serve.json
 */
export function httpsSite(outDir, config) {
  const handle = staticSite(outDir, config);
  return http2.createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, (request, response) => {
    // @ts-expect-error the HTTP/2 compatibility API stands in for http's request and response.
    handle(request, response);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--listen');
  const port = Number(at > 0 ? process.argv[at + 1] : 3000);
  const config = JSON.parse(readFileSync(path.join(ROOT, 'serve.json'), 'utf8'));
  const server = httpsSite(path.join(ROOT, 'out'), config);
  server.listen(port, () => console.log(`Serving out/ on https://localhost:${port} (HTTP/2)`));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => process.exit(0));
}
