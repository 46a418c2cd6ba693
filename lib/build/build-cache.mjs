// @ts-check
// `next build` renders pages in several worker processes, and each route's bundle has its own copy
// of a module's state, so a module-level cache is filled many times per build. For work that grows
// with the content (parsing every guide), that repetition dominated the build at 1,000 guides.
// This shares one result across the processes of one build: the first computes it and writes it to a
// file, the others read it.
//
// The files live in a private folder that scripts/build/build.mjs (npm run build) creates for each
// build inside the project's own build cache (.next/cache/explore-bandung-XXXXXX, mode 0700: nobody
// else can read or plant guide data there), names in BUILD_CACHE_ENV, and removes when the build
// ends, whether it succeeded or not. What is read back is checked (its key and a checksum) and
// recomputed when it does not match; no problem with the folder can fail a build, it only costs the
// speed-up. Without the variable (next dev, tests, a bare `next build`) values are simply computed.
// Plain JavaScript so that the build script can use it too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The environment variable naming the running build's private folder. */
export const BUILD_CACHE_ENV = 'EXPLORE_BANDUNG_BUILD_CACHE';

/** Folder-name prefix inside .next/cache. */
export const BUILD_CACHE_PREFIX = 'explore-bandung-';

const sha256 = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');

/** @param {string} projectRoot */
const cacheParent = (projectRoot) => path.join(projectRoot, '.next', 'cache');

/** Prints a warning about the build cache; it never stops a build. @param {string} message */
const warn = (message) => console.warn(`⚠ build cache: ${message}`);

/**
 * Creates this build's private folder; undefined (with a warning) when it cannot, and the build then
 * runs without sharing.
 * @param {string} projectRoot
 * @returns {string | undefined}
 */
export function createBuildCache(projectRoot) {
  try {
    fs.mkdirSync(cacheParent(projectRoot), { recursive: true });
    const dir = fs.mkdtempSync(path.join(cacheParent(projectRoot), BUILD_CACHE_PREFIX));
    fs.chmodSync(dir, 0o700);
    return dir;
  } catch (error) {
    warn(`cannot create a folder in ${cacheParent(projectRoot)} (${describe(error)}); building without it`);
    return undefined;
  }
}

/**
 * Removes a build's folder. Never throws: a folder that cannot be removed is reported and left.
 * @param {string | undefined} dir
 */
export function removeBuildCache(dir) {
  if (!dir) return;
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    warn(`could not remove ${dir} (${describe(error)}); delete it by hand`);
  }
}

/**
 * Removes folders left by builds that were killed before they could clean up. Never throws.
 * @param {string} projectRoot
 */
export function removeStaleBuildCaches(projectRoot) {
  let names;
  try {
    names = fs.readdirSync(cacheParent(projectRoot));
  } catch {
    return; // no cache yet
  }
  for (const name of names.filter((n) => n.startsWith(BUILD_CACHE_PREFIX))) {
    removeBuildCache(path.join(cacheParent(projectRoot), name));
  }
}

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The running build's folder, if it is one this build made: a real directory (not a link), owned by
 * this user, closed to everyone else.
 * @returns {string | undefined}
 */
function privateFolder() {
  const dir = process.env[BUILD_CACHE_ENV];
  if (!dir || !path.isAbsolute(dir) || !path.basename(dir).startsWith(BUILD_CACHE_PREFIX)) return undefined;
  try {
    const stat = fs.lstatSync(dir);
    const ownedByMe = typeof process.getuid !== 'function' || stat.uid === process.getuid();
    return stat.isDirectory() && ownedByMe && (stat.mode & 0o077) === 0 ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A value written by another process of this build, if the file is intact and is for these inputs.
 * @param {string} file
 * @param {string} key
 * @returns {{ value: unknown } | undefined}
 */
function readChecked(file, key) {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (record?.key !== key || typeof record.payload !== 'string') return undefined;
    if (sha256(record.payload) !== record.checksum) return undefined;
    return { value: JSON.parse(record.payload) };
  } catch {
    return undefined; // not written yet in this build, or unreadable: compute it
  }
}

/** The file holding one shared value of this build. @param {string} dir @param {string} name @param {string} key */
const valueFile = (dir, name, key) =>
  path.join(dir, `${name.replace(/[^a-z0-9-]/gi, '_')}-${key.slice(0, 32)}.json`);

/**
 * Writes a value for the other processes. Never throws: a full disk or a removed folder only costs
 * the speed-up.
 * @param {string} file
 * @param {string} key
 * @param {unknown} value
 */
function writeChecked(file, key, value) {
  try {
    const payload = JSON.stringify(value);
    // Written under a unique name and renamed, so no process ever reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify({ key, checksum: sha256(payload), payload }), {
      flag: 'wx',
      mode: 0o600,
    });
    fs.renameSync(temporary, file);
  } catch {
    // Only the speed-up is lost.
  }
}

/**
 * The computed value, shared by every process of the running build (JSON values only).
 * @template T
 * @param {string} name
 * @param {string} inputs everything the value depends on
 * @param {() => T} compute
 * @returns {T}
 */
export function sharedDuringBuild(name, inputs, compute) {
  const dir = privateFolder();
  if (!dir) return compute();
  const key = sha256(`${name}\0${inputs}`);
  const file = valueFile(dir, name, key);
  const cached = readChecked(file, key);
  if (cached) return /** @type {T} */ (cached.value);
  const value = compute();
  writeChecked(file, key, value);
  return value;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that wrote a lock file (its pid) has ended. @param {string} lock */
function holderIsGone(lock) {
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false; // being written
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Like sharedDuringBuild for slow asynchronous work (downloading or decoding a photo), computed by
 * one process only: the first takes a lock file and computes, the others wait for its result instead
 * of repeating the work (and its warnings). A process that waited `waitMs` in vain, or finds the lock
 * released without a result (the computation failed), computes the value itself. Without the build's
 * folder (next dev, tests) the value is simply computed.
 * @template T
 * @param {string} name
 * @param {string} inputs everything the value depends on
 * @param {() => Promise<T>} compute
 * @param {{ waitMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function onceDuringBuild(name, inputs, compute, { waitMs = 300_000 } = {}) {
  const dir = privateFolder();
  if (!dir) return compute();
  const key = sha256(`${name}\0${inputs}`);
  const file = valueFile(dir, name, key);
  const lock = `${file}.lock`;
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const cached = readChecked(file, key);
    if (cached) return /** @type {T} */ (cached.value);
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      const held = /** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST';
      if (held && holderIsGone(lock)) {
        // next build stops a worker whose page takes too long; its lock would otherwise stay.
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (held && Date.now() < giveUpAt) {
        await sleep(50);
        continue;
      }
      return compute();
    }
    try {
      // Another process may have finished between our read and our lock.
      const done = readChecked(file, key);
      if (done) return /** @type {T} */ (done.value);
      const value = await compute();
      writeChecked(file, key, value);
      return value;
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}
