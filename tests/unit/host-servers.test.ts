// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOW_LIST_FILE } from '@/scripts/build/inline-scripts.mjs';
import { serveConfig } from '@/scripts/build/host-headers.mjs';
import { nginxLocations, nginxServerBlock } from '@/scripts/build/nginx-config.mjs';
import { postbuild } from '@/scripts/build/postbuild.mjs';
import { staticSite } from '@/scripts/serve.mjs';

// The built site as the two servers we configure serve it: scripts/serve.mjs (npm start, the
// end-to-end tests) and nginx with the generated locations (a real nginx when one is installed:
// NGINX_PATH or nginx on the PATH). Every form of a page's URL reaches the page with its own policy,
// host files and Next's duplicate 404 page answer 404, and no redirect leaves the site.

const page = (text: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><p>${text}</p><script>${script}</script></body></html>`;

async function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'host-servers-'));
  const out = join(root, 'out');
  const pages = {
    'index.html': page('Home', 'home()'),
    '404.html': page('Not found', 'notFound()'),
    '_not-found.html': page('Not found', 'notFound()'),
    'guides/best-cafes.html': page('Cafes', 'cafes()'),
    'redirect/kawah-putih-tour.html': page('Redirecting', 'leave()'),
  };
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), html);
  }
  mkdirSync(join(out, 'og'));
  writeFileSync(join(out, 'og', 'home.png'), 'png');
  // The duplicate 404 page's payload file, which Next writes too.
  writeFileSync(join(out, '_not-found.txt'), '0:payload');
  writeFileSync(
    join(out, ALLOW_LIST_FILE),
    JSON.stringify({ test: ['home()', 'notFound()', 'cafes()', 'leave()'] }),
  );
  const headers = await postbuild(out, root, { reportOnly: false });
  return { root, out, headers };
}

type Site = Awaited<ReturnType<typeof builtSite>>;
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

const cspOf = (site: Site, file: string) => site.headers.find((p) => p.file === file)?.csp;

/** A request with the path exactly as written (fetch would resolve //host paths to another host). */
function request(port: number, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

/** The checks both servers must pass. */
function checks(site: () => Site, port: () => number, { keepsQuery }: { keepsQuery: boolean }) {
  const origin = () => `http://127.0.0.1:${port()}`;
  const get = (path: string) => request(port(), path);
  const location = (reply: Reply) =>
    reply.headers.location ? new URL(reply.headers.location, origin()) : undefined;

  it('serves each page at its clean URL with its own policy header', async () => {
    for (const [path, file, text] of [
      ['/', 'index.html', 'Home'],
      ['/guides/best-cafes', 'guides/best-cafes.html', 'Cafes'],
      ['/redirect/kawah-putih-tour', 'redirect/kawah-putih-tour.html', 'Redirecting'],
    ] as const) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toContain(text);
      expect(reply.headers['content-security-policy'], path).toBe(cspOf(site(), file));
    }
  });

  it.each([
    ['/guides/best-cafes/', '/guides/best-cafes'],
    ['/redirect/kawah-putih-tour/', '/redirect/kawah-putih-tour'],
    ['/guides/best-cafes.html', '/guides/best-cafes'],
    ['/index.html', '/'],
  ])('redirects %s to the page’s one URL, %s, served with its policy', async (path, target) => {
    let reply = await get(path);
    expect(reply.status).toBe(301);
    // serve-handler takes /index.html to / in two steps.
    for (let hops = 0; reply.status === 301 && hops < 3; hops++) {
      const to = location(reply)!;
      expect(to.origin).toBe(origin());
      reply = await get(to.pathname);
      if (reply.status !== 301) expect(to.pathname).toBe(target);
    }
    expect(reply.status).toBe(200);
    expect(reply.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
  });

  it.runIf(keepsQuery)('keeps the query string when it redirects', async () => {
    expect(location(await get('/guides/best-cafes/?ref=x'))?.search).toBe('?ref=x');
  });

  it.each([
    '/_headers',
    '/_not-found',
    '/_not-found.html',
    '/no-such-page',
    '/guides/no-such-guide',
    '/404',
    '/404.html',
  ])('%s answers 404 with the 404 page and its policy', async (path) => {
    let reply = await get(path);
    // Both servers send /x.html to /x first; that one must then be a 404.
    if (reply.status === 301) reply = await get(location(reply)!.pathname);
    expect(reply.status, path).toBe(404);
    expect(reply.body).toContain('Not found');
    expect(reply.headers['content-security-policy']).toBe(cspOf(site(), '404.html'));
  });

  it('serves other files as they are', async () => {
    const reply = await get('/og/home.png');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('png');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '//evil.example/x.html',
    '/\\evil.example/index.html',
  ])('never redirects %s to another site', async (path) => {
    const reply = await get(path);
    const to = location(reply);
    if (to) expect(to.origin, `${path} → ${reply.headers.location}`).toBe(origin());
    expect(reply.headers.location ?? '').not.toMatch(/^[/\\]{2}/);
  });
}

describe('scripts/serve.mjs (npm start)', () => {
  let site: Site;
  let server: http.Server;
  beforeAll(async () => {
    site = await builtSite();
    server = http.createServer(staticSite(site.out, serveConfig(site.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // serve-handler drops the query when it redirects: harmless on a static site.
  checks(
    () => site,
    () => (server.address() as AddressInfo).port,
    { keepsQuery: false },
  );
});

const nginx =
  process.env.NGINX_PATH ||
  spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() ||
  undefined;

describe.skipIf(!nginx)('nginx with the generated locations', () => {
  let site: Site;
  let server: ChildProcess | undefined;
  let port = 0;
  beforeAll(async () => {
    site = await builtSite();
    port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const dir = join(site.root, 'nginx');
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    writeFileSync(join(dir, 'locations.conf'), nginxLocations(site.headers));
    // The server block of docs/deploying.md, on a local port without TLS.
    const serverBlock = nginxServerBlock()
      .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
      .replace(/\n\s*http2 on;/, '')
      .replace(/root \S+;/, `root ${site.out};`)
      .replace(/include \S+;/, `include ${join(dir, 'locations.conf')};`);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${dir}/tmp;`)
      .join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `daemon off; master_process off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;`,
        'events {}',
        `http { types { text/html html; image/png png; } access_log off; ${temp}`,
        serverBlock,
        '}',
      ].join('\n'),
    );
    server = spawn(nginx!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    for (let tries = 0; tries < 100; tries++) {
      if (
        await request(port, '/').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not start');
  }, 20_000);
  afterAll(() => void server?.kill());
  checks(
    () => site,
    () => port,
    { keepsQuery: true },
  );
});

/** Sends a raw request (exactly these bytes) and returns the status code of the answer. */
function rawStatus(port: number, requestLine: string, headers = 'Host: localhost'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\n${headers}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('scripts/serve.mjs against raw requests (issue #24, item 7)', () => {
  let site: Site;
  let server: http.Server;
  const port = () => (server.address() as AddressInfo).port;
  beforeAll(async () => {
    site = await builtSite();
    writeFileSync(join(site.out, '.hidden'), 'secret');
    server = http.createServer(staticSite(site.out, serveConfig(site.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    'GET /_headers HTTP/1.1',
    'GET /_headers#x HTTP/1.1',
    'GET /_headers?x HTTP/1.1',
    'GET /%5Fheaders HTTP/1.1',
    'GET /%5fheaders#frag HTTP/1.1',
    'GET http://localhost/_headers HTTP/1.1',
    'GET http://evil.example/_headers HTTP/1.1',
    'GET /og/../_headers HTTP/1.1',
    'GET /og/%2e%2e/_headers HTTP/1.1',
    'GET /og/..%2F_headers HTTP/1.1',
    'GET /.hidden HTTP/1.1',
    'GET /%2Ehidden HTTP/1.1',
    'GET http://localhost/.hidden#x HTTP/1.1',
    'GET /_not-found HTTP/1.1',
    'GET /_not-found.txt HTTP/1.1',
    'HEAD /_headers#x HTTP/1.1',
  ])('%s answers 404', async (requestLine) => {
    expect(await rawStatus(port(), requestLine)).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('%s / answers 405', async (method) => {
    expect(await rawStatus(port(), `${method} / HTTP/1.1`, 'Host: localhost\r\nContent-Length: 0')).toBe(405);
  });

  it('GET and HEAD still answer the pages', async () => {
    expect(await rawStatus(port(), 'GET / HTTP/1.1')).toBe(200);
    expect(await rawStatus(port(), 'HEAD /guides/best-cafes HTTP/1.1')).toBe(200);
    expect(await rawStatus(port(), 'GET http://localhost/guides/best-cafes#top HTTP/1.1')).toBe(200);
  });
});
