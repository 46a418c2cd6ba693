// Runs a piece of TypeScript (imports from '@/…' included) in a child Node process, under a time
// limit and optionally a heap limit, and reports how it ended: for input that could hang or exhaust
// the process (a loop that never ends cannot be stopped inside the test's own process), so a test
// can say "it finished in 2 s" or "it was still running after 20 s" instead of hanging the suite.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = process.cwd();
/** Bundles live inside the project, so their package imports resolve from its node_modules. */
const BUNDLES = path.join(ROOT, '.cache', 'test-child-runs');

export type ChildRun = {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed at the time limit. */
  timedOut: boolean;
  /** Wall-clock time of the run (bundling excluded). */
  ms: number;
  /** The largest resident memory seen (sampled from /proc every 20 ms), in MiB. */
  peakRssMiB: number;
  stdout: string;
  stderr: string;
};

/** Bundles the code with the project's current sources (every run: a source may have changed). */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, loader: 'ts', resolveDir: ROOT, sourcefile: 'child.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    alias: { '@': ROOT, 'server-only': path.join(ROOT, 'tests/unit/server-only-stub.ts') },
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text;
  const file = path.join(BUNDLES, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(BUNDLES, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
  return file;
}

const rssMiB = (pid: number) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/**
 * Runs `code` (an ES module in TypeScript) with `node`, in `cwd` (the project by default). Resolves
 * when it exits or when `timeoutMs` passes (it is then killed).
 */
export async function runInChild(
  code: string,
  {
    timeoutMs,
    maxOldSpaceMiB,
    cwd = ROOT,
    env = {},
  }: { timeoutMs: number; maxOldSpaceMiB?: number; cwd?: string; env?: Record<string, string> },
): Promise<ChildRun> {
  const file = await bundle(code);
  const args = [...(maxOldSpaceMiB ? [`--max-old-space-size=${maxOldSpaceMiB}`] : []), file];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(child.pid!))), 20);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  clearInterval(sampler);
  return {
    code: exitCode,
    signal,
    timedOut,
    ms: performance.now() - started,
    peakRssMiB: Math.round(peak),
    stdout,
    stderr,
  };
}
