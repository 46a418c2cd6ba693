// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadRefused, downloadPhoto, MAX_DOWNLOAD_BYTES } from '@/lib/build/photos/download.mjs';
import { remoteOriginal, RemotePhotoError } from '@/lib/build/photos/remote.mjs';
import { standInImage } from '@/lib/build/photos/stand-in.mjs';

// Remote photos from a hostile host (issue #24, items 1 and 3). A local server plays the photo host
// (EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN: every checked URL is fetched from it as /<host><path>) and
// another plays an "internal" service the build must never reach. DNS answers are faked, so no test
// leaves this machine.

const PHOTO = 'https://images.unsplash.com/photo-hostile';
const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'photo-cache-'));

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const servers: http.Server[] = [];

async function serve(handler: Handler) {
  const requests: string[] = [];
  let sent = 0;
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const write = response.write.bind(response);
    response.write = ((chunk: Buffer, ...rest: never[]) => {
      sent += chunk.length;
      return write(chunk, ...rest);
    }) as typeof response.write;
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { origin: `http://127.0.0.1:${port}`, port, requests, sent: () => sent };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Writes chunks until the client goes away (a body with no length and no end). */
function endless(response: http.ServerResponse, chunk: Buffer, into: NodeJS.WritableStream = response) {
  const pump = () => {
    while (!response.destroyed && into.write(chunk));
    if (!response.destroyed) into.once('drain', pump);
  };
  response.once('close', () => into.removeAllListeners('drain'));
  pump();
}

describe('redirects (item 1)', () => {
  it('never follows a redirect to http on another port: the internal service is never asked', async () => {
    const internal = await serve((_request, response) => response.end('internal secret'));
    const host = await serve((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/internal-admin/photo.jpg` });
      response.end();
    });
    const warn = vi.fn();
    const result = await remoteOriginal(PHOTO, {
      cacheDir: temp(),
      label: 'content/guides/hostile.md: photo https://images.unsplash.com/photo-hostile',
      env: { EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN: host.origin },
      warn,
    });
    expect(result.file).toBeUndefined();
    expect(internal.requests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /content\/guides\/hostile\.md: photo https:\/\/images\.unsplash\.com\/photo-hostile: could not download it \(redirected to http:\/\/127\.0\.0\.1:\d+\/internal-admin\/photo\.jpg, which must be an https:\/\/ URL\)/,
    );
  });

  it.each([
    [
      'an https address literal',
      'https://127.0.0.1/internal-admin/a.jpg',
      /is on 127\.0\.0\.1, which is not a photo host/,
    ],
    [
      'another host',
      'https://metadata.internal/latest/',
      /is on metadata\.internal, which is not a photo host/,
    ],
    [
      'a URL with credentials',
      'https://admin:pw@images.unsplash.com/a.jpg',
      /must not carry a user name or password/,
    ],
    ['another port', 'https://images.unsplash.com:8443/a.jpg', /default https port/],
  ])('refuses a redirect to %s', async (_what, location, message) => {
    const host = await serve((_request, response) => response.writeHead(302, { location }).end());
    const error = await downloadPhoto(PHOTO, { testOrigin: host.origin }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadRefused);
    expect(String(error)).toMatch(message);
    expect(host.requests).toEqual(['/images.unsplash.com/photo-hostile']);
  });

  it('follows a redirect within the photo host, each hop checked, and gives up on a loop', async () => {
    const jpeg = await standInImage({ seed: 'redirect', width: 64, height: 48 });
    const host = await serve((request, response) => {
      if (request.url === '/images.unsplash.com/photo-hostile') {
        response.writeHead(301, { location: '/final.jpg' }).end();
      } else if (request.url === '/images.unsplash.com/final.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      } else {
        response.writeHead(302, { location: request.url }).end();
      }
    });
    expect(await downloadPhoto(PHOTO, { testOrigin: host.origin })).toEqual(jpeg);
    await expect(
      downloadPhoto('https://images.unsplash.com/loop', { testOrigin: host.origin }),
    ).rejects.toThrow(/more than 5 redirects/);
  });
});

describe('the address a photo host resolves to (item 1)', () => {
  it.each([
    ['127.0.0.1', 4, 'loopback'],
    ['10.1.2.3', 4, 'private'],
    ['192.168.1.10', 4, 'private'],
    ['169.254.169.254', 4, 'linkLocal'],
    ['100.64.0.1', 4, 'carrierGradeNat'],
    ['::1', 6, 'loopback'],
    ['::ffff:127.0.0.1', 6, 'loopback'],
    ['fd00:ec2::254', 6, 'uniqueLocal'],
    ['fe80::1', 6, 'linkLocal'],
  ])('refuses a host name resolving to %s (%s), before connecting', async (address, family, range) => {
    const resolve = vi.fn((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
      callback(null, [{ address, family }]),
    );
    const error = await downloadPhoto(PHOTO, { resolve: resolve as never }).catch((e: unknown) => e);
    expect(resolve).toHaveBeenCalled();
    expect(error).toBeInstanceOf(DownloadRefused);
    expect(String(error)).toContain(`images.unsplash.com resolves to ${address}, a ${range} address`);
  });
});

describe('bodies (item 3)', () => {
  it('stops reading a body with no length at the limit, and closes the connection', async () => {
    const host = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      endless(response, Buffer.alloc(256 * 1024, 0xff));
    });
    const started = performance.now();
    const warn = vi.fn();
    const result = await remoteOriginal(PHOTO, {
      cacheDir: temp(),
      env: { EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN: host.origin },
      warn,
    });
    expect(result.file).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/larger than 52428800 bytes \(reading stopped\)/);
    expect(performance.now() - started).toBeLessThan(10_000);
    // What the host managed to send before the build hung up: the limit plus socket buffers.
    await vi.waitFor(() => expect(host.sent()).toBeLessThan(MAX_DOWNLOAD_BYTES + 16 * 1024 * 1024));
  }, 20_000);

  it('bounds decompression: an endless gzip body of zeros stops at the limit', async () => {
    const host = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-encoding': 'gzip' });
      const gzip = zlib.createGzip({ level: 9 });
      gzip.pipe(response);
      endless(response, Buffer.alloc(1024 * 1024), gzip);
    });
    const started = performance.now();
    const error = await downloadPhoto(PHOTO, { testOrigin: host.origin }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/larger than 52428800 bytes \(reading stopped\)/);
    expect(performance.now() - started).toBeLessThan(10_000);
    // About a thousandth of the limit crossed the wire: the limit is on what it decompresses to.
    expect(host.sent()).toBeLessThan(2 * 1024 * 1024);
  }, 20_000);

  it('refuses a declared length over the limit without reading the body', async () => {
    const host = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': String(MAX_DOWNLOAD_BYTES + 1) });
      response.write(Buffer.alloc(1024));
    });
    await expect(downloadPhoto(PHOTO, { testOrigin: host.origin })).rejects.toThrow(/larger than/);
  });

  it('has one time limit for the whole download, however slowly the host drips', async () => {
    const host = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write('x')), 50);
    });
    const started = performance.now();
    await expect(downloadPhoto(PHOTO, { testOrigin: host.origin, timeoutMs: 600 })).rejects.toThrow(
      /no complete answer within 0\.6 s/,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('deploy builds (item 5)', () => {
  it('stop on a photo that cannot be downloaded, naming where it is used and the photo', async () => {
    const host = await serve((_request, response) => response.writeHead(404).end());
    const label = 'content/guides/hostile.md: photo https://images.unsplash.com/photo-hostile';
    const error = await remoteOriginal(PHOTO, {
      cacheDir: temp(),
      label,
      env: { DEPLOY: '1', EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN: host.origin },
      warn: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemotePhotoError);
    expect(String(error)).toContain(`${label}: could not download it (HTTP 404)`);
    expect(String(error)).toMatch(/a deploy build serves every photo itself/);
  });
});
