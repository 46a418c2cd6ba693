// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '@/scripts/test/synthetic-site.mjs';
import { addThirdLocale, THIRD_LOCALE } from '@/scripts/test/third-locale.mjs';

// A third language is a locale entry, a messages table and translated content (docs/architecture.md,
// "Languages"). The end-to-end tests' fixture site is built with one (tests/e2e/third-locale.spec.ts);
// here a copy of the project gets it with a message missing, and its translator refuses to start,
// naming the language and the key, rather than printing the key on a page.

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `code` (TypeScript, importing the copy's modules) in the copy; its output and exit status. */
async function runIn(dir: string, code: string) {
  const entry = path.join(dir, 'check-entry.ts');
  fs.writeFileSync(entry, code);
  const bundle = path.join(dir, 'check-entry.cjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'silent',
  });
  const result = spawnSync(process.execPath, [bundle], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('a third language in a copy of the project', () => {
  it('is a language of the site, with its own words where it gives them and its guide', async () => {
    const dir = copyProject('third-locale-');
    copies.push(dir);
    const { guide, translates } = addThirdLocale(dir);
    const result = await runIn(
      dir,
      `import { contentGraph } from './lib/content/graph';
       import { loadContentRecords } from './lib/content/load';
       import { LOCALES } from './lib/i18n/locales';
       import { getTranslator } from './lib/i18n/translator';
       const t = getTranslator('${THIRD_LOCALE}');
       const switchTo = t('layout.languageSwitch', { language: 'English' });
       const content = contentGraph(loadContentRecords('content/guides'));
       const translation = content.translationsOf({ slug: '${translates}' })['${THIRD_LOCALE}'];
       console.log(JSON.stringify({ locales: LOCALES, menu: t('nav.guides'), switchTo, translation }));`,
    );
    expect(result.status, result.output).toBe(0);
    expect(JSON.parse(result.output)).toEqual({
      locales: ['en', 'id', THIRD_LOCALE],
      menu: 'Reisgidsen',
      switchTo: 'Lees deze pagina in het English',
      translation: { slug: guide, href: `/${THIRD_LOCALE}/guides/${guide}`, title: 'Bandung in het kort' },
    });
  }, 60_000);

  it('stops at a missing message, naming the language and the key', async () => {
    const dir = copyProject('third-locale-');
    copies.push(dir);
    addThirdLocale(dir, { without: 'layout.menu' });
    const result = await runIn(
      dir,
      `import { getTranslator } from './lib/i18n/translator';
       getTranslator('en');
       getTranslator('${THIRD_LOCALE}');`,
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`locale "${THIRD_LOCALE}"`);
    expect(result.output).toContain('"layout.menu"');
    expect(result.output).toContain(`lib/i18n/messages/${THIRD_LOCALE}.ts`);
  }, 60_000);
});
