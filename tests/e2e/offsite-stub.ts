import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import selfsigned from 'selfsigned';
import sharp from 'sharp';
import { MAP_TILE_ORIGIN } from '../../lib/browser/map-config.mjs';

// One local server stands in for every off-site host (the marketplace, WhatsApp, stock photos, maps,
// the interactive map's tiles).
// The tests' browser resolves every host but this machine's to it (offsiteBrowserArgs), so every
// page of every context it opens reaches it, and its requests never leave the machine. It answers
// plain HTTP and HTTPS on one port; its certificate is made for the run (the browser is told to
// accept any). It replaced context.route(), which made Chromium hold every request, the site's own
// too, until Playwright had decided on it in Node: about a tenth of the accessibility spec's time.

/** The hosts that are this machine: the site under test and the tests' own servers. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** The local stand-in: its port, and where it writes the URLs it is asked for. */
export type OffsiteStub = {
  port: number;
  /** Starts a new list (one per test) and returns it; the stub appends each URL a page asks for. */
  record(): string[];
  close(): Promise<void>;
};

// A 1×1 green PNG stands in for every stock photo.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0HXoBwACSgE3fYbY1QAAAABJRU5ErkJggg==',
  'base64',
);

/** A map tile as the tile host sends it: a 256 × 256 PNG (land-coloured, with a grid line). */
const TILE = sharp({ create: { width: 256, height: 256, channels: 3, background: '#e6ede4' } })
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 0H256V256" fill="none" stroke="#b9c8b5" stroke-width="2"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

/** A request for a tile of the interactive map's tile host: /{z}/{x}/{y}.png. */
export const isTileRequest = (url: URL) =>
  url.origin === MAP_TILE_ORIGIN && /^\/\d+\/\d+\/\d+\.png$/.test(url.pathname);

/** What the stub answers for an off-site URL. */
async function stubResponse(url: URL): Promise<{ contentType: string; body: string | Buffer }> {
  if (isTileRequest(url)) return { contentType: 'image/png', body: await TILE };
  if (url.hostname === 'images.unsplash.com') return { contentType: 'image/png', body: PIXEL };
  if (url.pathname.endsWith('.js')) return { contentType: 'text/javascript', body: '/* stub */' };
  // Marketplace, WhatsApp and anything else: a small page that says where the browser went (with an
  // icon of its own, so the browser asks the host for nothing more).
  const shown = url.toString().replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>Stub</title><link rel="icon" href="data:,"><h1>Off-site stub</h1><p id="stub-url">${shown}</p>`,
  };
}

/**
 * Chromium flags that send every host but this machine's to the stub, and accept its certificate.
 * A spec that sets its own `launchOptions` with test.use() would replace these (fixtures.ts adds them
 * to the configured ones): extend them there instead.
 */
export const offsiteBrowserArgs = (stub: Pick<OffsiteStub, 'port'>) => [
  `--host-resolver-rules=MAP * 127.0.0.1:${stub.port}, ${LOCAL_HOSTS.map((host) => `EXCLUDE ${host}`).join(', ')}`,
  '--ignore-certificate-errors',
];

export async function startOffsiteStub(): Promise<OffsiteStub> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'offsite.test' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  let requests: string[] = [];
  const answer =
    (scheme: 'http' | 'https') => (request: http.IncomingMessage, response: http.ServerResponse) => {
      // The URL as the page asked for it: the path is sent as the browser wrote it, and Host names the
      // host (with its port when not the scheme's own).
      const url = `${scheme}://${request.headers.host ?? 'no-host'}${request.url}`;
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        response.writeHead(400).end();
        return;
      }
      // Only what pages ask for (web requests carry Sec-Fetch-Site), not the browser's own traffic.
      if (request.headers['sec-fetch-site']) requests.push(url);
      void stubResponse(parsed).then(({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      });
    };
  const plain = http.createServer(answer('http'));
  const secure = https.createServer({ key: pems.private, cert: pems.cert }, answer('https'));
  // One port for both: a TLS connection opens with a handshake record (first byte 22).
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (front.address() as net.AddressInfo).port,
    record() {
      requests = [];
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
