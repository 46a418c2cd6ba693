// @ts-check
// The attribute values a browser reads as URLs, and the scheme it sees in one. The post-build step
// refuses `javascript:` URLs (the policy would block them, so they can only be a bug or an injection);
// it must look where browsers look, and nowhere else: `java\tscript:` in an href runs, while
// title="JavaScript: …" is just text.

/**
 * Attributes that start with "on" and run nothing. Every other on… attribute is taken for an event
 * handler: browsers keep adding events (onbeforetoggle, onscrollend, oncontentvisibilityautostatechange),
 * and a list of today's names misses tomorrow's; the site writes none, so one can only be injected.
 */
const NOT_HANDLERS = new Set(['one', 'online', 'only']);

/**
 * Whether an attribute is an event handler a browser would (or may one day) run: any on… name but
 * the few above (`online`, `one`).
 * @param {string} name
 */
export const isEventHandler = (name) => /^on[a-z]/i.test(name) && !NOT_HANDLERS.has(name.toLowerCase());

/** Attributes whose whole value is one URL (HTML, SVG and the legacy ones browsers still honour). */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'data',
  'codebase',
  'background',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'manifest',
  'icon',
  'profile',
  'classid',
]);

/** Attributes holding several URLs, and how to split them. */
const URL_LIST_ATTRIBUTES = {
  srcset: 'srcset',
  imagesrcset: 'srcset',
  ping: 'spaces',
  archive: 'spaces',
};

/** SVG animation values that are URLs when the animated attribute is a link (<set attributeName="href" to=…>). */
const ANIMATION_ELEMENTS = new Set(['set', 'animate']);
const ANIMATION_VALUES = new Set(['to', 'from', 'by', 'values']);

/**
 * The URL scheme a browser would read, lower-cased, or undefined for a relative URL. Like the URL
 * parser: leading and trailing C0 controls and spaces are stripped, and tabs and new lines are
 * removed wherever they are. (Character references are already decoded by the HTML parser.)
 * @param {string} url
 */
export function browserScheme(url) {
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleanUrl(url))?.[1]?.toLowerCase();
}

/** A URL as the URL parser starts reading it (see browserScheme). @param {string} url */
const cleanUrl = (url) => url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

/**
 * Whether a URL stays on the page's own site: relative, or a path, but not "//host" (nor "/\\host",
 * which browsers read the same way).
 * @param {string} url
 */
export function isSameSite(url) {
  return browserScheme(url) === undefined && !/^[/\\]{2}/.test(cleanUrl(url));
}

/**
 * Every URL in an element's attributes, with the attribute it is in.
 * @param {import('./html.mjs').Element} el
 * @returns {{ attribute: string, url: string }[]}
 */
export function urlsIn(el) {
  /** @type {{ attribute: string, url: string }[]} */
  const urls = [];
  const name = (/** @type {{ name: string, prefix?: string }} */ a) =>
    (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase();
  const animatesLink =
    ANIMATION_ELEMENTS.has(el.tagName) &&
    el.attrs.some((a) => a.name.toLowerCase() === 'attributename' && /^(xlink:)?href$/i.test(a.value.trim()));
  for (const attribute of el.attrs) {
    const key = name(attribute);
    const split = URL_LIST_ATTRIBUTES[/** @type {keyof typeof URL_LIST_ATTRIBUTES} */ (key)];
    if (URL_ATTRIBUTES.has(key)) urls.push({ attribute: key, url: attribute.value });
    else if (split === 'srcset') {
      // Candidates are "url descriptor" separated by commas; a comma inside a URL only adds a candidate to check.
      for (const candidate of attribute.value.split(',')) {
        urls.push({ attribute: key, url: candidate.trim().split(/[\t\n\f\r ]+/)[0] ?? '' });
      }
    } else if (split === 'spaces') {
      for (const url of attribute.value.split(/[\t\n\f\r ]+/)) urls.push({ attribute: key, url });
    } else if (animatesLink && ANIMATION_VALUES.has(key)) {
      for (const url of attribute.value.split(';')) urls.push({ attribute: key, url });
    } else if (
      key === 'content' &&
      el.tagName === 'meta' &&
      el.attrs.some(
        (a) => a.name.toLowerCase() === 'http-equiv' && a.value.trim().toLowerCase() === 'refresh',
      )
    ) {
      // <meta http-equiv="refresh" content="0;url=…">
      const url = /^\s*\d*(?:\.\d*)?\s*[;,]?\s*(?:url\s*=\s*)?['"]?([^'"]*)/i.exec(attribute.value)?.[1];
      if (url) urls.push({ attribute: key, url });
    }
  }
  return urls;
}
