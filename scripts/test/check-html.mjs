#!/usr/bin/env node
// @ts-check
// Checks every built page in out/ with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package), in
// one Java process for all pages, errors only. Prints each error as `page:line:column: message` and
// exits 1 when there is any; warnings are not reported.
//
//   node scripts/test/check-html.mjs [outDir]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from '../build/html.mjs';
import { ensureJava } from './java.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The path of vnu.jar inside the vnu-jar package (its main export is that path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** @typedef {{ file: string, line?: number, column?: number, message: string }} HtmlError */

/**
 * The errors in vnu's JSON report (`--format json`), with file names relative to baseDir.
 * @param {string} json
 * @param {string} baseDir
 * @returns {HtmlError[]}
 */
export function parseReport(json, baseDir) {
  /** @type {{ messages?: { type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, message: string }[] }} */
  const report = JSON.parse(json);
  return (report.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error' || m.subType === 'fatal')
    .map((m) => ({
      file: m.url ? relative(baseDir, fileURLToPath(m.url)).split(sep).join('/') : '(checker)',
      line: m.lastLine,
      column: m.firstColumn,
      message: m.message,
    }));
}

/** One line per error: `file:line:column: message`. @param {HtmlError[]} errors */
export const formatErrors = (errors) =>
  errors
    .map(
      ({ file, line, column, message }) =>
        [file, line, column].filter((part) => part !== undefined).join(':') + `: ${message}`,
    )
    .join('\n');

/**
 * Runs vnu over the given HTML files (absolute paths) in one JVM.
 * @param {string[]} files
 * @param {{ java?: string, baseDir?: string }} [options]
 * @returns {HtmlError[]}
 */
export function checkHtml(files, { java = ensureJava(), baseDir = ROOT } = {}) {
  if (files.length === 0) return [];
  const result = spawnSync(
    java,
    [
      '-Xss1m',
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--exit-zero-always',
      '--format',
      'json',
      '--stdout',
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  if (result.status !== 0 || !result.stdout.trim().startsWith('{')) {
    throw new Error(`vnu.jar failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  return parseReport(result.stdout, baseDir);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(ROOT, 'out'));
  const pages = listFiles(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(outDir, file));
  if (pages.length === 0) {
    console.error(`No HTML pages in ${outDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const errors = checkHtml(pages, { baseDir: outDir });
  if (errors.length > 0) {
    console.error(formatErrors(errors));
    console.error(`\nHTML check: ${errors.length} error(s) in ${pages.length} pages (W3C Nu HTML Checker).`);
    process.exit(1);
  }
  console.log(`HTML check: ${pages.length} pages valid (W3C Nu HTML Checker).`);
}
