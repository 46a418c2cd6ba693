// @ts-check
// `next build` renders pages in several worker processes, and each route's bundle has its own copy
// of a module's state, so a module-level cache is filled many times per build. For work that grows
// with the content (parsing every guide), that repetition dominated the build at 1,000 guides.
// This shares one result across the processes of one build: the first computes it and writes it to
// a temporary file named after the build (the parent process) and a hash of the inputs; the others
// read it. Outside `next build` it just computes. Plain JavaScript so that scripts/build/postbuild.mjs can
// clear the files after the build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BUILD_CACHE_PREFIX = 'explore-bandung-build-';

/**
 * The computed value, shared by every process of the running `next build` (JSON values only).
 * @template T
 * @param {string} name
 * @param {string} inputs everything the value depends on
 * @param {() => T} compute
 * @returns {T}
 */
export function sharedDuringBuild(name, inputs, compute) {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return compute();
  const key = createHash('sha256').update(`${process.ppid}\0${name}\0${inputs}`).digest('hex').slice(0, 24);
  const file = path.join(os.tmpdir(), `${BUILD_CACHE_PREFIX}${key}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // Not written yet in this build (or unreadable): compute it.
  }
  const value = compute();
  try {
    // Written under a unique name and renamed, so no process ever reads half a file.
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(value));
    fs.renameSync(temporary, file);
  } catch {
    // A read-only temp folder only costs the speed-up.
  }
  return value;
}

/** Removes the shared results of finished builds (scripts/build/postbuild.mjs calls it). */
export function clearBuildCache(dir = os.tmpdir()) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(BUILD_CACHE_PREFIX)) fs.rmSync(path.join(dir, name), { force: true });
  }
}
