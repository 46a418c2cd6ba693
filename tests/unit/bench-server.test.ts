// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpsSite } from '@/scripts/bench/serve-https.mjs';

// npm run bench measures the site over HTTPS with HTTP/2, as the hosts serve it: the same pages with
// the same headers as npm start (scripts/serve.mjs), only the protocol differs.

it('serves out/ over HTTP/2 with serve.json headers, compressed, and unknown paths as 404', async () => {
  const out = mkdtempSync(join(tmpdir(), 'bench-server-'));
  writeFileSync(join(out, 'index.html'), `<!DOCTYPE html><p>${'Home of the bench. '.repeat(100)}</p>`);
  writeFileSync(join(out, '404.html'), '<!DOCTYPE html><p>Not found</p>');
  const config = {
    cleanUrls: true,
    headers: [
      { source: '**/*.html', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
    ],
  };
  const server = httpsSite(out, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = http2.connect(`https://localhost:${port}`, { rejectUnauthorized: false });
  const get = (path: string, headers: http2.OutgoingHttpHeaders = {}) =>
    new Promise<{ headers: http2.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      const stream = client.request({ ':path': path, ...headers });
      let bytes = 0;
      let replied: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (replied = h));
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => resolve({ headers: replied, bytes }));
      stream.on('error', reject);
    });
  try {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.headers[':status']).toBe(200);
    expect(home.headers['content-security-policy']).toBe("default-src 'self'");
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.bytes).toBeLessThan(1900); // the 1.9 KB page, compressed
    expect((await get('/no-such-page')).headers[':status']).toBe(404);
  } finally {
    client.close();
    server.close();
  }
});
