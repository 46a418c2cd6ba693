// The pages whose only job is to send the visitor elsewhere (a guide list's old address, a tour's
// marketplace link): the service worker never keeps one offline (service-worker/sw.ts). The build
// marks them: their <meta http-equiv="refresh"> carries REDIRECT_PAGE_ATTRIBUTE. A page is one only
// when a real <meta> tag has that attribute. Looking for the words anywhere in a tag was not enough:
// "http-equiv=refresh" in a guide's summary (its meta description) made that guide a "redirect page",
// never kept offline and impossible to save (issue #34).

/** The attribute the build's redirect pages carry on their refresh <meta>. */
export const REDIRECT_PAGE_ATTRIBUTE = 'data-redirect-page';

// A <meta> start tag, its attributes read as the HTML tokenizer reads them: a name, then optionally
// = and a value, quoted ("…" or '…', which hold anything but their own quote) or bare. Editors' text
// is only ever inside a quoted value (React escapes the quote), never where a name is read.
const META_TAG = /<meta((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Whether a page's HTML is one of the build's redirect pages. */
export function isRedirectPage(html: string): boolean {
  for (const [, attributes = ''] of html.matchAll(META_TAG)) {
    for (const [, name] of attributes.matchAll(ATTRIBUTE)) {
      if (name?.toLowerCase() === REDIRECT_PAGE_ATTRIBUTE) return true;
    }
  }
  return false;
}
