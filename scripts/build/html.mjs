// @ts-check
// Small helpers over parse5 (the WHATWG-conformant parser jsdom uses) for the post-build scripts:
// walking out/, finding elements with their source positions, and hashing inline code exactly as
// a browser does.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */

/** Every file under dir (recursively), as a POSIX path relative to dir. @param {string} dir */
export function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return files.sort();
}

/**
 * Parses a whole document, keeping each node's source offsets. With `scripting: false` it reads the
 * page as a browser without JavaScript does: the contents of <noscript> are elements, not text.
 * @param {string} html
 * @param {{ scripting?: boolean }} [options]
 */
export const parseHtml = (html, { scripting = true } = {}) =>
  parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });

/**
 * Every element of a tree in document order (template contents included).
 * @param {Node} node
 * @returns {Generator<Element>}
 */
export function* elements(node) {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content);
}

/** An attribute's value, or undefined. */
export const attr = (/** @type {Element} */ el, /** @type {string} */ name) =>
  el.attrs.find((a) => a.name === name)?.value;

/** The exact source text between an element's start and end tags (what a browser hashes). */
export function rawText(/** @type {string} */ html, /** @type {Element} */ el) {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag || !loc.endTag) return '';
  return html.slice(loc.startTag.endOffset, loc.endTag.startOffset);
}

/** A CSP hash source for inline code: the HTML input stream normalises newlines before hashing. */
export function sha256Source(/** @type {string} */ text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

// Script types a browser executes; anything else (application/ld+json, …) is a data block.
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Whether a <script> element is inline code the browser would run. */
export function isInlineScript(/** @type {Element} */ el) {
  return (
    el.tagName === 'script' &&
    attr(el, 'src') === undefined &&
    JS_TYPES.has((attr(el, 'type') ?? '').trim().toLowerCase())
  );
}
