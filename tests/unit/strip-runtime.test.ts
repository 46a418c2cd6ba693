// @vitest-environment node
import { stripRuntime } from '@/scripts/build/strip-runtime.mjs';

const BEHAVIORS = 'initMenu(document)';
const TAG = `<script data-behaviors="">${BEHAVIORS}</script>`;

// A page shaped like `next build` output: runtime scripts and preloads around our own content.
const built = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  "<script>document.documentElement.setAttribute('data-js','')</script>",
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  '</head><body><h1>Bandung</h1>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>',
  '</body></html>',
].join('');

describe('stripRuntime', () => {
  const html = stripRuntime(built, { behaviors: BEHAVIORS });

  it('removes every runtime script, preload and inline bootstrap', () => {
    expect(html).not.toMatch(/chunks\/[bc]\.js|poly\.js|__next_f|TURBOPACK/);
  });

  it('keeps the page: content, stylesheet, our inline script and JSON-LD', () => {
    expect(html).toContain('<h1>Bandung</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain("<script>document.documentElement.setAttribute('data-js','')</script>");
    expect(html).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
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

  it('refuses a page that only React could finish (streamed Suspense content)', () => {
    const streamed = built.replace(
      '<h1>Bandung</h1>',
      '<template id="B:0"></template><div hidden id="S:0"><h1>Bandung</h1></div>',
    );
    expect(() => stripRuntime(streamed, { behaviors: BEHAVIORS, name: 'guides.html' })).toThrow(
      /guides\.html: a streamed Suspense boundary .* needs the React runtime/,
    );
  });

  it('refuses a page that still references the runtime some other way', () => {
    const sneaky = built.replace('<h1>', '<script>import("/_next/static/chunks/late.js")</script><h1>');
    expect(() => stripRuntime(sneaky, { behaviors: BEHAVIORS })).toThrow(/a reference to the Next runtime/);
  });
});
