// @ts-check
// Downloads one remote photo, treating the photo's host as hostile: a guide may come from a pull
// request, and the build runs in CI and on editors' laptops, inside networks a download must not
// reach. So:
//   - every URL, the first and each redirect's, is checked against the allow-list
//     (lib/build/photos/photo-hosts.mjs: https, a listed host, no credentials); redirects are followed by
//     hand, at most MAX_REDIRECTS of them;
//   - the address a host name resolves to is checked at connect time (the address connected to is
//     the one checked): loopback, private, link-local (cloud metadata), unique-local and every other
//     non-public range is refused;
//   - the body is streamed and counted, decompressed bytes included (a gzip bomb stops at the limit
//     too), and the whole download, redirects included, has one time limit.
// In tests (EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN, refused by deploy builds) each URL, after its check,
// is fetched from the local stand-in server as <origin>/<host><path>.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { photoUrlProblem } from './photo-hosts.mjs';

/** Larger downloads are refused (a camera original is 5–15 MB). */
export const MAX_DOWNLOAD_BYTES = 50 * 1024 * 1024;
/** The time one download may take, redirects and body included. */
export const DOWNLOAD_TIMEOUT_MS = 20_000;
/** Redirects followed before giving up (a CDN uses one or two). */
export const MAX_REDIRECTS = 5;

/** A download the build refuses (not a network failure): the message says why. */
export class DownloadRefused extends Error {
  name = 'DownloadRefused';
}

/**
 * The range an address is in, as ipaddr.js names it: "unicast" is a public address.
 * @param {string} address
 */
export const addressRange = (address) => ipaddr.process(address).range();

/**
 * A DNS lookup for http.request that refuses host names resolving to any non-public address.
 * @param {typeof dns.lookup} resolve
 * @returns {import('node:net').LookupFunction}
 */
export function publicOnlyLookup(resolve = dns.lookup) {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = /** @type {import('node:dns').LookupAddress[]} */ (/** @type {unknown} */ (addresses));
      const refused = list.find(({ address }) => addressRange(address) !== 'unicast');
      if (refused || list.length === 0) {
        const why = refused
          ? `resolves to ${refused.address}, a ${addressRange(refused.address)} address`
          : 'resolves to no address';
        return callback(new DownloadRefused(`${hostname} ${why}: photos come from public hosts only`), '', 0);
      }
      if (options.all) return /** @type {Function} */ (callback)(null, list);
      const [first] = list;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/**
 * @typedef {object} DownloadOptions
 * @property {string} [testOrigin] tests only: fetch every checked URL from this local server
 * @property {typeof dns.lookup} [resolve] the DNS resolver (tests give a fake one)
 * @property {number} [maxBytes]
 * @property {number} [timeoutMs]
 */

/**
 * The photo's bytes, or a rejection: DownloadRefused for what the rules refuse, a network error
 * (with its code) otherwise.
 * @param {string} url
 * @param {DownloadOptions} [options]
 * @returns {Promise<Buffer>}
 */
export async function downloadPhoto(
  url,
  { testOrigin, resolve = dns.lookup, maxBytes = MAX_DOWNLOAD_BYTES, timeoutMs = DOWNLOAD_TIMEOUT_MS } = {},
) {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const problem = photoUrlProblem(current);
    if (problem) {
      throw new DownloadRefused(
        redirects ? `redirected to ${current.href}, which ${problem}` : `${url} ${problem}`,
      );
    }
    // The allow-list names hosts, never addresses; an address literal would skip the lookup check.
    if (net.isIP(current.hostname.replace(/^\[|\]$/g, ''))) {
      throw new DownloadRefused(`${current.href}: a photo host is named, not an address`);
    }
    const target = testOrigin
      ? new URL(`${testOrigin.replace(/\/+$/, '')}/${current.host}${current.pathname}${current.search}`)
      : current;
    let response;
    try {
      response = await get(target, { signal, lookup: testOrigin ? undefined : publicOnlyLookup(resolve) });
    } catch (error) {
      throw signal.aborted ? timedOut(timeoutMs) : error;
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) throw new DownloadRefused(`more than ${MAX_REDIRECTS} redirects`);
      current = new URL(location, current);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new Error(`HTTP ${status}`);
    }
    try {
      return await readBody(response, maxBytes);
    } catch (error) {
      throw signal.aborted ? timedOut(timeoutMs) : error;
    }
  }
}

const timedOut = (/** @type {number} */ ms) =>
  new DownloadRefused(`no complete answer within ${ms / 1000} s`);

/**
 * One GET, answered with the response head (the body is read by the caller).
 * @param {URL} url
 * @param {{ signal: AbortSignal, lookup?: import('node:net').LookupFunction }} options
 * @returns {Promise<http.IncomingMessage>}
 */
function get(url, { signal, lookup }) {
  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        agent: false,
        ...(lookup ? { lookup } : {}),
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg',
          'accept-encoding': 'identity',
          'user-agent': 'explore-bandung-build',
        },
      },
      resolvePromise,
    );
    request.once('error', reject);
  });
}

/** A decoder for a Content-Encoding, or undefined for none. @param {string | undefined} encoding */
function decoderFor(encoding) {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return undefined;
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  if (name === 'br') return zlib.createBrotliDecompress();
  throw new DownloadRefused(`the answer is encoded as ${name}, which the build does not read`);
}

/**
 * The body, decoded, counted as it arrives: reading stops (and the connection is closed) as soon as
 * it passes maxBytes, so neither a body without a length nor a compressed one can exhaust memory.
 * @param {http.IncomingMessage} response
 * @param {number} maxBytes
 */
async function readBody(response, maxBytes) {
  const tooLarge = () => new DownloadRefused(`the photo is larger than ${maxBytes} bytes (reading stopped)`);
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  let decoder;
  try {
    decoder = decoderFor(response.headers['content-encoding']);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const stream = decoder ? pipeline(response, decoder, () => {}) : response;
  /** @type {Buffer[]} */
  const chunks = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      decoder?.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
