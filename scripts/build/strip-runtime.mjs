// @ts-check
// Turns Next's pre-rendered pages into plain HTML pages. Every page is complete HTML at build (server
// components), and its few interactive parts are small DOM behaviours (components/behaviors/), so
// the React/Next client runtime (its bytes, docs/performance.md "Script sizes", and its hydration work
// on a slow phone) buys the visitor nothing. This removes, per page:
// - <script src="/_next/…"> and <link rel="preload|modulepreload" as="script" href="/_next/…">;
// - Next's inline bootstrap scripts: the RSC payload (self.__next_f) and the chunk list (TURBOPACK);
// and adds the behaviours bundle (scripts/build/behaviors.mjs) inline at the end of <body>. It refuses a
// page that only React could finish (streamed Suspense content) or whose markup or scripts still
// refer to the runtime. Its tests run on pages captured from a real build (npm run fixtures:refresh).
import { attr, elements, isInlineScript, parseHtml, rawText } from './html.mjs';

const NEXT_ASSETS = /^\/_next\//;
const BEHAVIORS_ATTR = 'data-behaviors';
const NEXT_INLINE = /^\s*\(?\s*(self\.__next_f|globalThis\["TURBOPACK"\])/;

// What would still need React after the runtime is gone, found in the page's markup and scripts only
// (never in its text: a guide may well mention "TURBOPACK" or "$RC(" in its prose or its JSON-LD).
const RUNTIME_CODE = /__next_f|TURBOPACK|\/_next\/static\/chunks\//;
const STREAMING_CODE = /\$R[CSX]\(/;
const RUNTIME_FILE = /^\/_next\/static\/chunks\/.+\.js(?:$|[?#])/;

/**
 * Why this element (one that stays in the page) needs the React runtime, or undefined.
 * @param {import('./html.mjs').Element} el @param {string} html
 */
function needsReact(el, html) {
  const id = attr(el, 'id') ?? '';
  // Left by content React streams in after the shell: without React it would never show.
  if (el.tagName === 'template' && id.startsWith('B:'))
    return 'a streamed Suspense boundary (<template id="B:…">)';
  if (el.tagName === 'div' && attr(el, 'hidden') !== undefined && id.startsWith('S:')) {
    return 'streamed Suspense content (<div hidden id="S:…">)';
  }
  if (isInlineScript(el)) {
    const code = rawText(html, el);
    if (STREAMING_CODE.test(code)) return "React's streaming script ($RC/$RS)";
    if (RUNTIME_CODE.test(code)) return 'a script that refers to the Next runtime';
  }
  // Elements that load a file (a link in the prose to such a path is only a dead link).
  const url =
    el.tagName === 'script' ? attr(el, 'src') : el.tagName === 'link' ? attr(el, 'href') : undefined;
  if (url !== undefined && RUNTIME_FILE.test(url)) return `a reference to the Next runtime (${url})`;
  return undefined;
}

/** @param {import('./html.mjs').Element} el @param {string} html */
function isRuntime(el, html) {
  // The behaviours script of an earlier run: replaced, so running twice changes nothing.
  if (el.tagName === 'script' && attr(el, BEHAVIORS_ATTR) !== undefined) return true;
  if (el.tagName === 'script') {
    const src = attr(el, 'src');
    if (src !== undefined) return NEXT_ASSETS.test(src);
    return isInlineScript(el) && NEXT_INLINE.test(rawText(html, el));
  }
  if (el.tagName === 'link') {
    const rel = attr(el, 'rel') ?? '';
    const isScriptPreload = rel === 'modulepreload' || (rel === 'preload' && attr(el, 'as') === 'script');
    return isScriptPreload && NEXT_ASSETS.test(attr(el, 'href') ?? '');
  }
  return false;
}

/**
 * @param {string} html a page as `next build` wrote it
 * @param {{ behaviors: string, name?: string }} options behaviors: the bundled script's code
 * @returns {string} the page without the runtime, with the behaviours script at the end of <body>
 */
export function stripRuntime(html, { behaviors, name = 'page' }) {
  const doc = parseHtml(html);
  /** @type {[number, number][]} */
  const cuts = [];
  let bodyEnd;
  for (const el of elements(doc)) {
    const loc = el.sourceCodeLocation;
    if (!loc) continue;
    if (el.tagName === 'body') bodyEnd = loc.endTag?.startOffset;
    if (isRuntime(el, html)) {
      cuts.push([loc.startOffset, loc.endOffset]);
      continue;
    }
    const problem = needsReact(el, html);
    if (problem) throw new Error(`${name}: ${problem} remains; this page needs the React runtime`);
  }
  if (bodyEnd === undefined) throw new Error(`${name}: no </body>`);

  const tag = `<script ${BEHAVIORS_ATTR}="">${behaviors}</script>`;
  let out = html;
  // Back to front, so earlier offsets stay valid; the script goes in at </body> in the same pass.
  const edits = [
    ...cuts.map(([from, to]) => ({ from, to, text: '' })),
    { from: bodyEnd, to: bodyEnd, text: tag },
  ];
  for (const { from, to, text } of edits.sort((a, b) => b.from - a.from || b.to - a.to)) {
    out = out.slice(0, from) + text + out.slice(to);
  }
  return out;
}
