// The Klook widget loader script, added to the page on the client (see components/home/klook-widgets.tsx).

export const KLOOK_SCRIPT_SRC = 'https://affiliate.klook.com/widget/fetch-iframe-init.js';

/** Adds the Klook loader script to the document once; returns whether it added it. */
export function ensureKlookScript(doc: Document = document): boolean {
  if (doc.querySelector(`script[src="${KLOOK_SCRIPT_SRC}"]`)) return false;
  const script = doc.createElement('script');
  script.src = KLOOK_SCRIPT_SRC;
  script.async = true;
  doc.body.appendChild(script);
  return true;
}
