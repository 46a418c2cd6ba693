// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, elements, isInlineScript, parseHtml, rawText } from '@/scripts/build/html.mjs';
import { stripRuntime } from '@/scripts/build/strip-runtime.mjs';

// Runs on pages exactly as `next build` wrote them, captured by `npm run fixtures:refresh`.
const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'next-build');
const source: { next: string; pages: Record<string, string> } = JSON.parse(
  readFileSync(join(FIXTURES, 'source.json'), 'utf8'),
);
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const installedNext: string = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules', 'next', 'package.json'), 'utf8'),
).version;

const BEHAVIORS = 'initMenu(document)';
const TAG = `<script data-behaviors="">${BEHAVIORS}</script>`;

const all = (html: string) => [...elements(parseHtml(html))];
/** The text a visitor reads: every text node outside <script>, in order. */
const visibleText = (html: string) => {
  const texts: string[] = [];
  const walk = (node: ReturnType<typeof parseHtml>['childNodes'][number]) => {
    if ('tagName' in node && node.tagName === 'script') return;
    if (node.nodeName === '#text' && 'value' in node) texts.push(node.value);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  parseHtml(html).childNodes.forEach(walk);
  return texts.join('');
};
/** A page with extra markup at the end of its <main>. */
const withInMain = (html: string, extra: string) => html.replace('</main>', `${extra}</main>`);

it(`the captured pages come from the installed Next (${installedNext}); else run npm run fixtures:refresh`, () => {
  expect(source.next).toBe(installedNext);
});

describe.each(Object.keys(source.pages))('stripRuntime on %s, as next build wrote it', (name) => {
  const built = fixture(name);
  const html = stripRuntime(built, { behaviors: BEHAVIORS, name });

  it('starts from a page that loads the runtime (else the fixture tests nothing)', () => {
    expect(all(built).filter((el) => attr(el, 'src')?.startsWith('/_next/'))).not.toEqual([]);
    expect(built).toContain('self.__next_f');
  });

  it('removes every runtime script file, script preload and inline bootstrap', () => {
    for (const el of all(html)) {
      if (el.tagName === 'script') expect(attr(el, 'src') ?? '').not.toMatch(/^\/_next\//);
      if (el.tagName === 'link')
        expect(`${attr(el, 'rel')} ${attr(el, 'href')}`).not.toMatch(/preload.*\.js$/);
      if (isInlineScript(el)) expect(rawText(html, el)).not.toMatch(/__next_f|TURBOPACK/);
    }
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
  });

  it('keeps the page: every word, the stylesheet, and inline scripts of our own', () => {
    expect(visibleText(html)).toBe(visibleText(built));
    const stylesheets = (page: string) =>
      all(page).filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'stylesheet');
    expect(stylesheets(html).map((el) => attr(el, 'href'))).toEqual(
      stylesheets(built).map((el) => attr(el, 'href')),
    );
    const ownScripts = all(built)
      .filter((el) => isInlineScript(el) && !/__next_f|TURBOPACK/.test(rawText(built, el)))
      .map((el) => rawText(built, el));
    expect(ownScripts).not.toEqual([]);
    for (const code of ownScripts) expect(html).toContain(code);
  });

  it('adds the behaviours script once, inline, at the end of <body>', () => {
    expect(html).toContain(`${TAG}</body>`);
    expect(html.split(BEHAVIORS)).toHaveLength(2);
  });

  it('is idempotent: a second run replaces the behaviours script', () => {
    const again = stripRuntime(html, { behaviors: 'initOther(document)' });
    expect(again).not.toContain(BEHAVIORS);
    expect(again).toContain('<script data-behaviors="">initOther(document)</script></body>');
  });

  it('lets a page mention the runtime in its prose, code samples and JSON-LD', () => {
    const words = 'TURBOPACK, $RC("B:0","S:0"), self.__next_f.push([1]) and /_next/static/chunks/app.js';
    const page = withInMain(
      built,
      `<p>Next's ${words}</p><pre><code>&lt;template id="B:0"&gt;&lt;/template&gt; ${words}</code></pre>` +
        `<a href="/_next/static/chunks/app.js">chunk</a>` +
        `<script type="application/ld+json">{"headline":"${words.replace(/"/g, '\\"')}"}</script>`,
    );
    const out = stripRuntime(page, { behaviors: BEHAVIORS, name });
    expect(out).toContain(`<p>Next's ${words}</p>`);
    expect(out).toContain('"headline":"TURBOPACK');
  });

  it.each([
    ['<template id="B:0"></template>', /a streamed Suspense boundary \(<template id="B:…">\)/],
    ['<div hidden id="S:0"><p>Late</p></div>', /streamed Suspense content/],
    ['<script>$RC("B:0","S:0")</script>', /React's streaming script/],
    ['<script>import("/_next/static/chunks/late.js")</script>', /a script that refers to the Next runtime/],
    ['<link rel="prefetch" href="/_next/static/chunks/late.js"/>', /a reference to the Next runtime/],
  ])('refuses a page that only React could finish: %s', (extra, problem) => {
    expect(() => stripRuntime(withInMain(built, extra), { behaviors: BEHAVIORS, name })).toThrow(
      new RegExp(`^${name.replace('.', '\\.')}: ${problem.source}.* needs the React runtime`),
    );
  });
});
