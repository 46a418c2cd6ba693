// @ts-check
// The post-build step's inline-script rule: a page may carry only inline scripts on the allow-list
// (lib/site/inline-scripts.ts, written at build to out/inline-scripts.json), plus the behaviours
// bundle it inlines itself, JSON-LD data blocks and scripts loaded by src from the site. Anything
// else fails the build naming the page, instead of being allowed by its hash.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { attr, isInlineScript, rawText } from './html.mjs';
import { CSP_DIRECTIVES } from './security-policy.mjs';
import { isSameSite } from './url-attributes.mjs';

/** Written by app/inline-scripts.json/route.ts; read and deleted here, never published. */
export const ALLOW_LIST_FILE = 'inline-scripts.json';

/** Inline code as a browser hashes it (the HTML parser turns CRLF and CR into LF). */
const normalise = (/** @type {string} */ text) => text.replace(/\r\n?/g, '\n');

/**
 * An allow-list from exact script texts.
 * @param {Iterable<string>} scripts
 * @returns {ReadonlySet<string>}
 */
export const allowList = (scripts) => new Set([...scripts].map(normalise));

/**
 * Reads the build's allow-list from out/ and deletes the file. Throws when it is missing or malformed.
 * @param {string} outDir
 * @returns {string[]}
 */
export function takeAllowList(outDir) {
  const file = join(outDir, ALLOW_LIST_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `out/${ALLOW_LIST_FILE} is missing: it is written by app/inline-scripts.json/route.ts during next build`,
    );
  }
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const lists = data && typeof data === 'object' && !Array.isArray(data) ? Object.values(data) : [];
  if (
    !lists.length ||
    !lists.every((list) => Array.isArray(list) && list.every((s) => typeof s === 'string'))
  ) {
    throw new Error(`out/${ALLOW_LIST_FILE} is not a map of names to lists of script texts`);
  }
  rmSync(file);
  return /** @type {string[][]} */ (lists).flat();
}

// Script types that are data, never run: structured data, and the places an interactive map shows
// (components/places/interactive-map.tsx). Anything else is refused, since a browser may act on it:
// importmap, speculationrules…
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** Origins a page may load scripts from by src: the site itself and what script-src names. */
const SCRIPT_ORIGINS = (CSP_DIRECTIVES['script-src'] ?? []).filter((source) => /^https:\/\//.test(source));

/**
 * The problem with one <script> element, or undefined when the rule allows it.
 * @param {import('./html.mjs').Element} el
 * @param {string} html the page source
 * @param {ReadonlySet<string>} allowed
 * @returns {string | undefined}
 */
export function scriptProblem(el, html, allowed) {
  if (el.tagName !== 'script') return undefined;
  const type = (attr(el, 'type') ?? '').trim().toLowerCase();
  // An SVG <script> names its file with href (or xlink:href).
  const src = attr(el, 'src') ?? attr(el, 'href');
  if (src !== undefined) {
    if (isSameSite(src) || SCRIPT_ORIGINS.some((origin) => src.startsWith(`${origin}/`))) return undefined;
    return `<script src="${src}"> loads code from a host the policy does not name`;
  }
  const text = rawText(html, el);
  if (isInlineScript(el)) {
    if (allowed.has(normalise(text))) return undefined;
    const preview = text.length > 80 ? `${text.slice(0, 80)}…` : text;
    return `inline <script> not on the allow-list (lib/site/inline-scripts.ts): ${JSON.stringify(preview)}`;
  }
  if (DATA_TYPES.has(type)) {
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return `<script type="${type}"> does not hold valid JSON`;
    }
  }
  return `<script type="${type}"> is not a script type the site uses`;
}
