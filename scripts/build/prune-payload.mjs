// @ts-check
// Next's export writes, beside each page, the React Server Components payload it would fetch on a
// client-side navigation: `<page>.txt` and `<page>/__next.*.txt` segment files. Our pages ship without
// the runtime (strip-runtime.mjs) and never request them, so they are deleted from out/.
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The payload files among out/'s files (POSIX paths relative to out/): every `__next.*.txt`, and each
 * `<page>.txt` that sits beside a `<page>.html`. Other text files (robots.txt) stay.
 * @param {string[]} files
 * @returns {string[]}
 */
export function payloadFiles(files) {
  const pages = new Set(files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5)));
  return files.filter((file) => {
    if (!file.endsWith('.txt')) return false;
    const name = file.slice(file.lastIndexOf('/') + 1);
    return name.startsWith('__next.') || pages.has(file.slice(0, -4));
  });
}

/**
 * Deletes the payload files, then the folders they leave empty. Returns what was deleted.
 * @param {string} outDir
 * @param {string[]} files every file in outDir (relative POSIX paths)
 */
export function prunePayload(outDir, files) {
  const deleted = payloadFiles(files);
  for (const file of deleted) rmSync(join(outDir, file));
  const folders = new Set(deleted.map((file) => file.split('/').slice(0, -1).join('/')).filter(Boolean));
  // Deepest first, so a parent emptied by its children goes too.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    const path = join(outDir, folder);
    if (readdirSync(path).length === 0) rmdirSync(path);
  }
  return deleted;
}
