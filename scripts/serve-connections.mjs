// @ts-check
// The connections of npm start's server (scripts/serve.mjs), held against hostile clients (issue #34):
// each connection's requests are served one at a time, in order, so a client pipelining a thousand
// requests opens one file at a time and answers it does not read cannot pile up; a connection takes
// at most MAX_REQUESTS_PER_SOCKET requests; and a handler error or a client breaking the protocol
// ends that one answer or connection, never the server.
import http from 'node:http';

/** Requests one connection may make (then it is closed): a browser makes a few dozen. */
export const MAX_REQUESTS_PER_SOCKET = 100;

/**
 * Serves a connection's requests one at a time, in order: the next starts when the answer before it
 * has been sent (or the connection is gone). Node reads pipelined requests all at once and would
 * start them all together.
 * @param {(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>} handle
 * @returns {(request: http.IncomingMessage, response: http.ServerResponse) => void}
 */
export function oneAtATime(handle) {
  /** @type {WeakMap<import('node:net').Socket, Promise<void>>} */
  const queues = new WeakMap();
  return (request, response) => {
    const socket = request.socket;
    const done = new Promise((resolve) => response.once('close', resolve));
    const previous = queues.get(socket) ?? Promise.resolve();
    const current = previous.then(async () => {
      if (response.destroyed || socket.destroyed) return;
      try {
        await handle(request, response);
      } catch {
        // An answer that cannot be completed ends on its own: no stack, no path, nothing else touched.
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('Internal Server Error\n');
        } else response.destroy();
      }
      await done;
    });
    queues.set(socket, current);
  };
}

/**
 * The server of a site: its answers one at a time per connection, a bounded number per connection,
 * and a client that breaks the protocol only loses its own connection.
 * @param {(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>} site
 *   staticSite(out, config), or liveSite(root)
 */
export function siteServer(site) {
  const server = http.createServer(oneAtATime(site));
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  server.on('clientError', (_error, socket) => {
    if (socket.writable && !socket.writableEnded)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });
  return server;
}
