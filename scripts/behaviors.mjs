// @ts-check
// Bundles components/behaviors/index.ts (the site's only browser JavaScript) with esbuild into one
// minified file under out/_next/static/, named by its content hash so hosts may cache it forever
// (the /_next/static/ rule in lib/security-policy.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BEHAVIORS_ENTRY = join(ROOT, 'components', 'behaviors', 'index.ts');

/** The bundled code (a self-contained IIFE for current browsers). */
export async function bundleBehaviors() {
  const result = await build({
    entryPoints: [BEHAVIORS_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    tsconfig: join(ROOT, 'tsconfig.json'),
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output for components/behaviors/index.ts');
  // Server-side modules (site settings read from process.env) must not end up in the browser.
  if (/\bprocess\b/.test(file.text)) {
    throw new Error(
      'components/behaviors/ imports code that reads process.env; keep lib/ imports browser-safe',
    );
  }
  return file.text;
}

/**
 * Writes the bundle into outDir and returns its URL path.
 * @param {string} outDir
 */
export async function writeBehaviors(outDir) {
  const code = await bundleBehaviors();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const src = `/_next/static/behaviors/${hash}.js`;
  mkdirSync(join(outDir, '_next', 'static', 'behaviors'), { recursive: true });
  writeFileSync(join(outDir, src), code);
  return src;
}
