// @ts-check
// The off-site origins a page loads images from, read from its markup, so the page's policy names in
// img-src exactly those (scripts/build/postbuild.mjs). When the build serves every photo itself
// (lib/photos/), a page names none and img-src is 'self' data: only; a remote photo the build could
// not download adds its host, on the pages that show it and nowhere else.
import { attr } from './html.mjs';
import { browserScheme, urlsIn } from './url-attributes.mjs';

/** @typedef {import('./html.mjs').Element} Element */

/** Whether an attribute of an element makes the browser fetch an image. @param {Element} el @param {string} attribute */
function loadsImage(el, attribute) {
  switch (el.tagName) {
    case 'img':
      return attribute === 'src' || attribute === 'srcset';
    case 'source':
      return attribute === 'srcset';
    case 'link': {
      const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
      return (
        rels.includes('preload') && attr(el, 'as') === 'image' && ['href', 'imagesrcset'].includes(attribute)
      );
    }
    case 'video':
      return attribute === 'poster';
    case 'input':
      return attr(el, 'type')?.toLowerCase() === 'image' && attribute === 'src';
    case 'image':
      return attribute === 'href' || attribute === 'xlink:href';
    default:
      return false;
  }
}

/**
 * The origins, as https (the policy upgrades insecure requests), of the off-site images an element loads.
 * @param {Element} el
 * @returns {string[]}
 */
export function imageOriginsOf(el) {
  return urlsIn(el).flatMap(({ attribute, url }) => {
    const scheme = browserScheme(url);
    if (!loadsImage(el, attribute)) return [];
    try {
      if (scheme === 'http' || scheme === 'https') return [`https://${new URL(url.trim()).host}`];
      if (scheme === undefined && /^\s*\/\//.test(url))
        return [`https://${new URL(`https:${url.trim()}`).host}`];
    } catch {
      // Not a URL a browser would fetch.
    }
    return [];
  });
}
