// `npm run serve` (scripts/serve.mjs) as a real process, serving a small built site: for tests that
// treat the server as a hostile client would (raw sockets, pipelining, many connections), which
// could crash it or exhaust its memory. The script serves the out/ and serve.json beside its own
// project, so the project's scripts/ and lib/ are copied into a temporary one with the site.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ALLOW_LIST_FILE } from '@/scripts/build/inline-scripts.mjs';
import { postbuild } from '@/scripts/build/postbuild.mjs';

const ROOT = process.cwd();

const page = (text: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><p>${text}</p><script>${script}</script></body></html>`;

/** A project folder with scripts/, lib/, node_modules and a small built site (out/, serve.json). */
export async function servedProject({ pageBytes = 0, home = 'Home' } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-cli-'));
  for (const dir of ['scripts', 'lib']) {
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const out = path.join(root, 'out');
  // A long page (text a client may ask for many times), as real guide pages are.
  const long = 'Words of a long guide. '.repeat(Math.ceil(pageBytes / 23));
  const pages = {
    'index.html': page(home, 'home()'),
    '404.html': page('Not found', 'notFound()'),
    'guides/long.html': page(`Long ${long}`, 'long()'),
    'redirect/kawah-putih-tour.html': page('Redirecting', 'leave()'),
  };
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(out, file, '..'), { recursive: true });
    fs.writeFileSync(path.join(out, file), html);
  }
  // Files that are not pages, as the build writes them.
  fs.writeFileSync(path.join(out, 'feed.xml'), '<?xml version="1.0"?><rss version="2.0"></rss>\n');
  fs.writeFileSync(path.join(out, 'sitemap.xml'), '<?xml version="1.0"?><urlset></urlset>\n');
  fs.mkdirSync(path.join(out, 'icons'));
  fs.writeFileSync(path.join(out, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  fs.writeFileSync(path.join(out, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  fs.writeFileSync(
    path.join(out, ALLOW_LIST_FILE),
    JSON.stringify({ test: ['home()', 'notFound()', 'long()', 'leave()'] }),
  );
  await postbuild(out, root, { reportOnly: false, deploy: false });
  return root;
}

/** A free port on this machine. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `node scripts/serve.mjs --listen <port> …args` in `root`, with at most `openFiles` open files
 * (the common limit is 1,024), and resolves once it says where it serves.
 */
export async function startServer(root: string, { args = [] as string[], openFiles = 1024 } = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'sh',
    ['-c', `ulimit -n ${openFiles} && exec node scripts/serve.mjs --listen ${port} "$@"`, 'sh', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = () => (/Serving out\//.test(output) ? resolve() : undefined);
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`the server exited: ${output}`)));
  });
  return {
    port,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    rssMiB: () => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sends raw bytes on a new connection and collects what comes back until the server closes it. */
export function rawExchange(port: number, bytes: string, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}
