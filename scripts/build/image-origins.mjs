// @ts-check
// The off-site origins a page loads images from, read from its markup, so the page's policy names in
// img-src exactly those (scripts/build/postbuild.mjs). When the build serves every photo itself
// (lib/photos/), a page names none and img-src is 'self' data: only; a remote photo the build could
// not download adds its host, on the pages that show it and nowhere else. Remote photos come only from
// the photo hosts (lib/photos/photo-hosts.mjs): an image from any other host was not placed by the
// build, and the post-build check refuses it rather than widen the policy for it.
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
 * The off-site images an element loads: each attribute and URL, with its origin as https (the policy
 * upgrades insecure requests).
 * @param {Element} el
 * @returns {{ attribute: string, url: string, origin: string, host: string }[]}
 */
export function offsiteImagesOf(el) {
  return urlsIn(el).flatMap(({ attribute, url }) => {
    const scheme = browserScheme(url);
    if (!loadsImage(el, attribute)) return [];
    try {
      const parsed =
        scheme === 'http' || scheme === 'https'
          ? new URL(url.trim())
          : scheme === undefined && /^\s*\/\//.test(url)
            ? new URL(`https:${url.trim()}`)
            : undefined;
      if (parsed)
        return [{ attribute, url: url.trim(), origin: `https://${parsed.host}`, host: parsed.hostname }];
    } catch {
      // Not a URL a browser would fetch.
    }
    return [];
  });
}

/**
 * The origins, as https, of the off-site images an element loads.
 * @param {Element} el
 * @returns {string[]}
 */
export const imageOriginsOf = (el) => offsiteImagesOf(el).map(({ origin }) => origin);
