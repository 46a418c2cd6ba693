// @ts-check
// The policy of one built page (scripts/build/postbuild.mjs runs it on every page): it refuses any
// inline script not on the allow-list (scripts/build/inline-scripts.mjs), inline event handlers and
// javascript: URLs (scripts/build/url-attributes.mjs), any <style> element, and a meta refresh to
// another site outside the redirect pages, and an image from a host the build takes no photos from
// (reading the page as a browser without JavaScript does, <noscript> included); then it hashes the page's inline scripts into its
// Content-Security-Policy (scripts/build/security-policy.mjs) and inserts it as a <meta> before any
// script or stylesheet.
import { DEFAULT_LOCALE_CODE, LOCALE_LIST } from '../../lib/i18n/locale-list.mjs';
import { attr, elements, isInlineScript, parseHtml, rawText, sha256Source } from './html.mjs';
import { offsiteImagesOf } from './image-origins.mjs';
import { PHOTO_HOSTS } from '../../lib/build/photos/photo-hosts.mjs';
import { scriptProblem } from './inline-scripts.mjs';
import { contentSecurityPolicy, FEATURE_POLICY_ADDITIONS, policyAdditions } from './security-policy.mjs';
import { browserScheme, isEventHandler, isSameSite, urlsIn } from './url-attributes.mjs';

const isCspMeta = (/** @type {import('./html.mjs').Element} */ el) =>
  el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/**
 * The pages whose job is to send the visitor to the marketplace (app/(en)/redirect/[slug]/, app/[locale]/redirect/[slug]/), in any
 * language (redirect/<slug>.html, or under a language's folder such as id/redirect/).
 */
const REDIRECT_PAGE = new RegExp(
  `^(?:(?:${LOCALE_LIST.filter((locale) => locale !== DEFAULT_LOCALE_CODE).join('|')})\\/)?redirect\\/[^/]+\\.html$`,
);

const escapeAttr = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * @typedef {object} SecureOptions
 * @property {ReadonlySet<string> | null} allowedScripts the inline scripts a page may carry
 *   (scripts/build/inline-scripts.mjs allowList()); null only for pages this build already checked
 * @property {boolean} [reportOnly] leave the meta policy out (the header files carry a report-only one)
 */

/**
 * Checks one HTML document and adds its policy.
 * @param {string} html
 * @param {string} name the file relative to out/, for error messages and its policy additions
 * @param {SecureOptions} options
 * @returns {{ html: string, scripts: string[], styles: string[], images: string[], features: string[] }}
 */
export function securePage(html, name, { allowedScripts, reportOnly = false }) {
  // Read as a browser without JavaScript reads it, so what <noscript> holds is checked too: with
  // scripting on, a parser takes it for text, and a refresh or a handler in it would pass unseen.
  const doc = parseHtml(html, { scripting: false });
  const all = [...elements(doc)];
  const fail = (/** @type {string} */ message) => {
    throw new Error(`${name}: ${message}`);
  };

  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const styles = [];
  /** @type {Set<string>} */
  const imageOrigins = new Set();
  // The features the page's markup holds (FEATURE_POLICY_ADDITIONS: the interactive map).
  const features = Object.keys(FEATURE_POLICY_ADDITIONS).filter((feature) =>
    all.some((el) => attr(el, feature) !== undefined),
  );
  for (const el of all) {
    for (const { attribute, url, origin, host } of offsiteImagesOf(el)) {
      if (!(/** @type {readonly string[]} */ (PHOTO_HOSTS).includes(host))) {
        fail(
          `<${el.tagName} ${attribute}> loads ${url.slice(0, 200)}, from a host the build takes no photos from (${PHOTO_HOSTS.join(', ')}: lib/build/photos/photo-hosts.mjs); it is injected markup, and img-src is not widened for it`,
        );
      }
      imageOrigins.add(origin);
    }
    const problem = allowedScripts && scriptProblem(el, html, allowedScripts);
    if (problem) fail(problem);
    if (isInlineScript(el)) scripts.push(sha256Source(rawText(html, el)));
    if (el.tagName === 'style') {
      fail(
        'has a <style> element; the site styles pages with stylesheet files only, so it is injected markup',
      );
    }
    for (const { name: attrName } of el.attrs) {
      if (isEventHandler(attrName))
        fail(`<${el.tagName} ${attrName}> is an inline event handler; CSP blocks it`);
    }
    for (const { attribute, url } of urlsIn(el)) {
      if (browserScheme(url) === 'javascript') {
        fail(`<${el.tagName} ${attribute}=${JSON.stringify(url)}> is a javascript: URL; CSP blocks it`);
      }
      if (el.tagName === 'meta' && !isSameSite(url) && !REDIRECT_PAGE.test(name)) {
        fail(
          `<meta http-equiv="refresh"> sends visitors to ${url}; only the redirect pages may leave the site`,
        );
      }
    }
  }

  const head = all.find((el) => el.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) return fail('no <head> start tag');

  // Replace a policy from an earlier run (the hashes do not depend on it).
  let source = html;
  const existing = head.childNodes.find((node) => 'tagName' in node && isCspMeta(node));
  if (existing && 'tagName' in existing && existing.sourceCodeLocation) {
    const { startOffset, endOffset } = existing.sourceCodeLocation;
    source = source.slice(0, startOffset) + source.slice(endOffset);
    return securePage(source, name, { allowedScripts, reportOnly });
  }

  // Right after <meta charset> (which must stay within the first 1024 bytes), else first in <head>.
  const first = head.childNodes[0];
  const insertAt =
    first &&
    'tagName' in first &&
    first.tagName === 'meta' &&
    attr(first, 'charset') &&
    first.sourceCodeLocation
      ? first.sourceCodeLocation.endOffset
      : headStart.endOffset;
  for (const el of all) {
    const start = el.sourceCodeLocation?.startOffset ?? Infinity;
    if (['script', 'link', 'style'].includes(el.tagName) && start < insertAt) {
      fail(`<${el.tagName}> comes before the CSP meta tag`);
    }
  }

  const images = [...imageOrigins].sort();
  if (reportOnly) return { html: source, scripts, styles, images, features };
  const policy = contentSecurityPolicy(
    { scripts, styles },
    { additions: policyAdditions([name], images, features) },
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(policy)}"/>`;
  return {
    html: source.slice(0, insertAt) + meta + source.slice(insertAt),
    scripts,
    styles,
    images,
    features,
  };
}
